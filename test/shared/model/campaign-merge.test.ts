import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldKey,
  FORMAT_VERSION,
  mergeCampaigns,
  mergeCharacters,
  type CampaignFile,
  type CharacterFile,
  type LedgerEvent,
  type PartyAward,
  type Session,
  type SettingsChange,
} from '../../../shared/model';

const base: CampaignFile = {
  formatVersion: FORMAT_VERSION,
  id: 'midgard',
  name: 'Midgard',
  system: 'heimr',
  settings: { startingXp: 0, rules: { armoury: true } },
  sessions: [],
  createdAt: '2026-11-01',
};

const session = (id: string, date: string, name = 'Session'): Session => ({ id, name, date });

/**
 * Heimr "Experience points": "10XP divided among four characters, means 2XP per character with 2 remaining ...
 * carried over to the next time characters gain XP".
 */
const heimrAward = (id: string, date: string, points: number, carriedIn: number, carriedFrom?: string): PartyAward => {
  const total = points + carriedIn;
  const each = Math.floor(total / 4);
  return {
    id,
    date,
    points,
    carriedIn,
    ...(carriedFrom ? { carriedFrom } : {}),
    shares: { ragna: each, bjorn: each, sigrid: each, ulf: each },
    remainder: total - each * 4,
  };
};

const change = (id: string, date: string, path: string[], from: unknown, to: unknown): SettingsChange => ({
  id,
  date,
  changes: [{ path, from, to }],
});

const ids = <T extends { id: string }>(records: readonly T[] | undefined) => (records ?? []).map((r) => r.id);

describe('merging two versions of a campaign record by record', () => {
  it('keeps both machines’ sessions and awards, with distinct ids, the same whichever version is first', () => {
    const a: CampaignFile = {
      ...base,
      sessions: [session('2026-11-28-barrow-k3x9q2', '2026-11-28')],
      awards: [heimrAward('award-2026-11-28-aaaaaa', '2026-11-28', 10, 0)],
    };
    const b: CampaignFile = {
      ...base,
      sessions: [session('2026-11-28-ship-p0p0p0', '2026-11-28')],
      awards: [heimrAward('award-2026-11-28-bbbbbb', '2026-11-28', 6, 0)],
    };
    const ab = mergeCampaigns(a, b);
    const ba = mergeCampaigns(b, a);
    expect(ab.ok && ba.ok).toBe(true);
    if (!ab.ok || !ba.ok) return;
    expect(ids(ab.merged.sessions).sort()).toEqual(['2026-11-28-barrow-k3x9q2', '2026-11-28-ship-p0p0p0']);
    expect(ids(ab.merged.awards).sort()).toEqual(['award-2026-11-28-aaaaaa', 'award-2026-11-28-bbbbbb']);
    expect(ab.merged).toEqual(ba.merged);
    expect(ab.compared.sessions.map((c) => c.side).sort()).toEqual(['first', 'second']);
  });

  it('refuses the same id with different contents, naming it, and changes nothing', () => {
    const a: CampaignFile = { ...base, sessions: [{ ...session('s1', '2026-11-28'), notes: 'We found the barrow.' }] };
    const b: CampaignFile = { ...base, sessions: [{ ...session('s1', '2026-11-28'), notes: 'We sailed north.' }] };
    const merged = mergeCampaigns(a, b);
    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.collisions.map((c) => c.what)).toEqual(['session s1']);
    expect(merged.collisions[0]!.message).toContain('Session s1 (Session, 2026-11-28) differs between the versions');
  });

  it('takes each settings field from the version that changed it, and asks field by field where both did', () => {
    const a: CampaignFile = {
      ...base,
      settings: { startingXp: 5, rules: { armoury: true } },
      settingsChanges: [change('settings-a', '2026-11-20', ['settings', 'startingXp'], 0, 5)],
    };
    const b: CampaignFile = {
      ...base,
      settings: { startingXp: 0, rules: { armoury: false } },
      settingsChanges: [change('settings-b', '2026-11-21', ['settings', 'rules', 'armoury'], true, false)],
    };
    const both = mergeCampaigns(a, b);
    expect(both.ok && both.merged.settings).toEqual({ startingXp: 5, rules: { armoury: false } });

    const c: CampaignFile = {
      ...base,
      settings: { startingXp: 8, rules: { armoury: true } },
      settingsChanges: [change('settings-c', '2026-11-22', ['settings', 'startingXp'], 0, 8)],
    };
    const clash = mergeCampaigns(a, c);
    expect(clash.ok).toBe(false);
    if (clash.ok) return;
    expect(clash.collisions).toEqual([]);
    expect(clash.choices).toEqual([
      { key: fieldKey(['settings', 'startingXp']), label: 'settings › startingXp', first: 5, second: 8 },
    ]);

    const choose = { [fieldKey(['settings', 'startingXp'])]: { value: 8 } };
    const ac = mergeCampaigns(a, c, choose);
    const ca = mergeCampaigns(c, a, choose);
    expect(ac.ok && ca.ok).toBe(true);
    if (!ac.ok || !ca.ok) return;
    expect(ac.merged).toEqual(ca.merged);
    expect(ac.merged.settings).toEqual({ startingXp: 8, rules: { armoury: true } });
    const settling = ac.merged.settingsChanges!.at(-1)!;
    expect(settling.settles).toEqual(['settings-a', 'settings-c']);
    expect(settling.changes).toEqual([{ path: ['settings', 'startingXp'], to: 8 }]);
    // The settled version merged again with either side needs no choice: the settling change is newer than both.
    const again = mergeCampaigns(ac.merged, a);
    expect(again.ok && again.merged.settings).toEqual({ startingXp: 8, rules: { armoury: true } });
  });

  it('refuses a choice that is neither version’s value, and asks for a field no change recorded (an older file)', () => {
    const a: CampaignFile = { ...base, name: 'Midgard' };
    const b: CampaignFile = { ...base, name: 'Midgard, the second year' };
    const asked = mergeCampaigns(a, b, { [fieldKey(['name'])]: { value: 'Something else' } });
    expect(asked.ok ? [] : asked.choices.map((c) => c.label)).toEqual(['Name']);
    const chosen = mergeCampaigns(a, b, { [fieldKey(['name'])]: { value: 'Midgard, the second year' } });
    expect(chosen.ok && chosen.merged.name).toBe('Midgard, the second year');
  });

  it('keeps a share taken back on either machine, and says when two awards shared out one remainder', () => {
    const first = heimrAward('award-2026-11-20-aaaaaa', '2026-11-20', 10, 0);
    const taken = { ...first, takenBack: [{ character: 'ulf', date: '2026-11-21', points: 2 }] };
    const a: CampaignFile = {
      ...base,
      awards: [taken, heimrAward('award-2026-11-28-bbbbbb', '2026-11-28', 10, 2, first.id)],
    };
    const b: CampaignFile = {
      ...base,
      awards: [first, heimrAward('award-2026-11-28-cccccc', '2026-11-28', 6, 2, first.id)],
    };
    const merged = mergeCampaigns(a, b);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.merged.awards![0]!.takenBack).toEqual([{ character: 'ulf', date: '2026-11-21', points: 2 }]);
    // 10 + 2 carried among four: 3 each, 0 left; 6 + 2 among four: 2 each, 0 left. Both carried the same 2.
    expect(merged.notices).toEqual([
      `The awards of 2026-11-28 and of 2026-11-28 each shared out the 2 left over by award ${first.id}: it was given 2 times. Take it back from one of them if it should count once.`,
    ]);
  });
});

describe('merging a save with the version another program saved meanwhile, knowing the version both came from', () => {
  const award = heimrAward('award-2026-11-20-aaaaaa', '2026-11-20', 10, 0);
  const read: CampaignFile = { ...base, awards: [award] };

  it('keeps an award undone here undone, and the session added there', () => {
    const mine: CampaignFile = { ...read, awards: [] };
    const theirs: CampaignFile = { ...read, sessions: [session('2026-11-28-ship-p0p0p0', '2026-11-28')] };
    const merged = mergeCampaigns(mine, theirs, {}, read);
    expect(merged.ok && ids(merged.merged.awards)).toEqual([]);
    expect(merged.ok && ids(merged.merged.sessions)).toEqual(['2026-11-28-ship-p0p0p0']);
    // Without the version both came from, the award either has is kept.
    const blind = mergeCampaigns(mine, theirs);
    expect(blind.ok && ids(blind.merged.awards)).toEqual([award.id]);
  });

  it('says so when one version took a record out that the other changed', () => {
    const mine: CampaignFile = { ...read, awards: [] };
    const theirs: CampaignFile = {
      ...read,
      awards: [{ ...award, takenBack: [{ character: 'ulf', date: '2026-11-21', points: 2 }] }],
    };
    const merged = mergeCampaigns(mine, theirs, {}, read);
    expect(merged.ok ? [] : merged.collisions.map((c) => c.what)).toEqual([`award ${award.id}`]);
  });

  it('takes a field from the version that changed it since, even where no change was recorded (an older file)', () => {
    const mine: CampaignFile = { ...read, name: 'Midgard, the second year' };
    const theirs: CampaignFile = { ...read, settings: { ...read.settings, startingXp: 3 } };
    const merged = mergeCampaigns(mine, theirs, {}, read);
    expect(merged.ok && [merged.merged.name, merged.merged.settings.startingXp]).toEqual([
      'Midgard, the second year',
      3,
    ]);
  });
});

/*
 * Three machines that each add records, undo their last one, and merge what another has: whatever they did, merging
 * their versions loses nothing either had, is the same in either order, and the same in any grouping.
 */
type Op =
  | { kind: 'add'; at: number; what: 'session' | 'award' | 'aging' | 'setting' | 'entry'; day: number; tail: string }
  | { kind: 'merge'; at: number; from: number }
  | { kind: 'undo'; at: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.integer({ min: 0, max: 2 }),
      what: fc.constantFrom('session', 'award', 'aging', 'setting', 'entry'),
      day: fc.integer({ min: 1, max: 9 }),
      tail: fc.stringMatching(/^[a-z0-9]{3}$/),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('merge' as const),
      at: fc.integer({ min: 0, max: 2 }),
      from: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), at: fc.integer({ min: 0, max: 2 }) }) },
);

interface Version {
  campaign: CampaignFile;
  character: CharacterFile;
}

const ragna: CharacterFile = {
  formatVersion: FORMAT_VERSION,
  id: 'ragna',
  name: 'Ragna',
  system: 'heimr',
  createdAt: '2026-11-01',
  creation: {},
  events: [],
};

function mergeVersions(x: Version, y: Version): Version {
  const campaign = mergeCampaigns(x.campaign, y.campaign);
  const character = mergeCharacters(x.character, y.character);
  if (!campaign.ok)
    throw new Error(
      `campaign merge refused: ${JSON.stringify(campaign.collisions)} ${JSON.stringify(campaign.choices)}`,
    );
  if (!character.ok) throw new Error(`character merge refused: ${JSON.stringify(character.collisions)}`);
  return { campaign: campaign.merged, character: character.merged };
}

/** Each machine changes its own settings field (`field0`, `field1`, `field2`), so no field is changed on two. */
function addRecord(v: Version, op: Extract<Op, { kind: 'add' }>, n: number): Version {
  const date = `2026-11-0${op.day}`;
  const id = `r${n}-${op.tail}`;
  const c = v.campaign;
  switch (op.what) {
    case 'session':
      return { ...v, campaign: { ...c, sessions: [...c.sessions, session(id, date)] } };
    case 'award':
      return { ...v, campaign: { ...c, awards: [...(c.awards ?? []), heimrAward(id, date, 4 + op.day, 0)] } };
    case 'aging':
      return { ...v, campaign: { ...c, agings: [...(c.agings ?? []), { id, date, members: ['ragna'] }] } };
    case 'setting': {
      const field = `field${op.at}`;
      const from = c.settings[field];
      return {
        ...v,
        campaign: {
          ...c,
          settings: { ...c.settings, [field]: n },
          settingsChanges: [
            ...(c.settingsChanges ?? []),
            { id, date, changes: [{ path: ['settings', field], ...(from !== undefined ? { from } : {}), to: n }] },
          ],
        },
      };
    }
    case 'entry':
      return {
        ...v,
        character: {
          ...v.character,
          events: [...v.character.events, { id, type: 'award', date, points: op.day } as LedgerEvent],
        },
      };
  }
}

function undo(v: Version): Version {
  const c = v.campaign;
  return {
    campaign: { ...c, sessions: c.sessions.slice(0, -1), ...(c.awards ? { awards: c.awards.slice(0, -1) } : {}) },
    character: { ...v.character, events: v.character.events.slice(0, -1) },
  };
}

function play(ops: readonly Op[]): [Version, Version, Version] {
  const start: Version = { campaign: base, character: ragna };
  const v: Version[] = [start, start, start];
  ops.forEach((op, n) => {
    if (op.kind === 'add') v[op.at] = addRecord(v[op.at]!, op, n);
    else if (op.kind === 'merge') v[op.at] = mergeVersions(v[op.at]!, v[op.from]!);
    else v[op.at] = undo(v[op.at]!);
  });
  return v as [Version, Version, Version];
}

const allIds = (v: Version) => [
  ...ids(v.campaign.sessions),
  ...ids(v.campaign.awards),
  ...ids(v.campaign.agings),
  ...ids(v.campaign.settingsChanges),
  ...ids(v.character.events),
];

describe('merging versions of a campaign and its characters, over any history of three machines', () => {
  it('never loses a record either version had', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const [a, b] = play(ops);
        const merged = mergeVersions(a, b);
        const out = allIds(merged);
        expect(new Set(out).size).toBe(out.length);
        expect(new Set(out)).toEqual(new Set([...allIds(a), ...allIds(b)]));
        for (const field of ['field0', 'field1', 'field2']) {
          // A field only one machine changes takes the value of the version with its newest change.
          const values = [a, b]
            .filter((v) => (v.campaign.settingsChanges ?? []).some((c) => c.changes[0]!.path[1] === field))
            .map((v) => v.campaign.settings[field] as number);
          if (values.length > 0) expect(merged.campaign.settings[field]).toBe(Math.max(...values));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is the same whichever version is given first, and the same in any grouping of three', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const [a, b, c] = play(ops);
        expect(mergeVersions(a, b)).toEqual(mergeVersions(b, a));
        const left = mergeVersions(mergeVersions(a, b), c);
        expect(mergeVersions(a, mergeVersions(b, c))).toEqual(left);
        expect(mergeVersions(mergeVersions(a, c), b)).toEqual(left);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the character merge’s own fields', () => {
  const events: LedgerEvent[] = [{ id: 'e1-aaaa', type: 'award', date: '2026-11-02', points: 5 }];
  const mine: CharacterFile = { ...ragna, events };

  it('keeps the earlier start date and asks about the non-player mark, whichever version is first', () => {
    const older = { ...mine, createdAt: '2026-10-30' };
    expect(mergeCharacters(mine, older)).toEqual(mergeCharacters(older, mine));
    const merged = mergeCharacters(mine, older);
    expect(merged.ok && merged.merged.createdAt).toBe('2026-10-30');

    const npc: CharacterFile = { ...mine, npc: true };
    const asked = mergeCharacters(mine, npc);
    expect(asked.ok ? [] : asked.choices.map((c) => c.key)).toEqual(['npc']);
    // The conflict copy being the non-player version keeps the mark when the user says so, on either side.
    const kept = mergeCharacters(mine, npc, { npc: { value: true } });
    expect(kept.ok && kept.merged.npc).toBe(true);
    expect(mergeCharacters(npc, mine, { npc: { value: true } })).toEqual(kept);
  });
});
