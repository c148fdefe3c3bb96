import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_VERSION, stepTakenBack, type CampaignFile, type PartyAward, type Session } from '../../../shared/model';

const base: CampaignFile = {
  formatVersion: FORMAT_VERSION,
  id: 'midgard',
  name: 'Midgard',
  system: 'heimr',
  settings: { startingXp: 0, rules: { armoury: true, willpower: 3 } },
  sessions: [
    { id: '2026-11-01-the-barrow-k3x9q2', name: 'The Barrow', date: '2026-11-01' },
    { id: '2026-11-08-the-ford-p0w8ee', name: 'The Ford', date: '2026-11-08' },
  ],
  createdAt: '2026-11-01',
};

const session = (id: string, name: string): Session => ({ id, name, date: '2026-11-29' });
const award = (id: string, shares: Record<string, number>): PartyAward => ({
  id,
  date: '2026-11-29',
  points: 10,
  carriedIn: 0,
  shares,
  remainder: 0,
});

describe('taking back one step of campaign.json', () => {
  it('takes out the session the step added and keeps one added meanwhile', () => {
    const after = { ...base, sessions: [...base.sessions, session('2026-11-29-the-hall-aaaaaa', 'The Hall')] };
    const meanwhile = { ...after, sessions: [...after.sessions, session('2026-11-29-the-mire-bbbbbb', 'The Mire')] };
    expect(stepTakenBack(meanwhile, base, after).sessions.map((s) => s.name)).toEqual([
      'The Barrow',
      'The Ford',
      'The Mire',
    ]);
  });

  it('puts a session the step took out back where it stood, and a session the step changed back as it was', () => {
    const renamed = { ...base.sessions[0]!, name: 'The Old Barrow', notes: 'Cold.' };
    const after = { ...base, sessions: [renamed] };
    const meanwhile = { ...after, sessions: [...after.sessions, session('2026-11-29-the-mire-bbbbbb', 'The Mire')] };
    const back = stepTakenBack(meanwhile, base, after);
    expect(back.sessions.map((s) => s.name)).toEqual(['The Barrow', 'The Ford', 'The Mire']);
    expect(back.sessions[0]).toEqual(base.sessions[0]);
  });

  it('takes back the setting the step changed and keeps another setting and an award changed meanwhile', () => {
    const after = { ...base, settings: { ...base.settings, startingXp: 5 } };
    const taken = {
      ...award('award-2026-11-29-cccccc', { aria: 5, bo: 5 }),
      takenBack: [{ character: 'bo', date: '2026-11-29', points: 5 }],
    };
    const meanwhile = {
      ...after,
      settings: { ...after.settings, rules: { armoury: false, willpower: 3 } },
      awards: [taken],
    };
    const back = stepTakenBack(meanwhile, base, after);
    expect(back.settings).toEqual({ startingXp: 0, rules: { armoury: false, willpower: 3 } });
    expect(back.awards).toEqual([taken]);
  });

  it('takes back a rename, and a setting the step added, leaving it out again', () => {
    const after = { ...base, name: 'Midgard Rising', settings: { ...base.settings, houseRule: 'on' } };
    const back = stepTakenBack(after, base, after);
    expect(back.name).toBe('Midgard');
    expect(back.settings).toEqual(base.settings);
  });

  it('keeps the settings changes recorded since, for the caller to record the change back', () => {
    const change = {
      id: 'settings-2026-11-29-dddddd',
      date: '2026-11-29',
      changes: [{ path: ['name'], from: 'Midgard', to: 'Midgard Rising' }],
    };
    const after = { ...base, name: 'Midgard Rising', settingsChanges: [change] };
    expect(stepTakenBack(after, base, after).settingsChanges).toEqual([change]);
  });

  it('leaves whatever happened meanwhile and takes the step back, for any step and any change of other records meanwhile', () => {
    const names = fc.constantFrom('The Hall', 'The Mire', 'The Keep', 'The Road');
    const tail = fc.stringMatching(/^[a-z0-9]{6}$/);
    const sessions = (prefix: string) =>
      fc
        .uniqueArray(fc.record({ tail, name: names }), { selector: (s) => s.tail, maxLength: 4 })
        .map((xs) => xs.map((s) => session(`2026-11-29-${prefix}-${s.tail}`, s.name)));
    fc.assert(
      fc.property(
        sessions('step'),
        sessions('meanwhile'),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        (added, others, xp, dropFirst) => {
          // The step adds sessions, may take out the first, and changes a setting; meanwhile others add sessions of their own.
          const after: CampaignFile = {
            ...base,
            sessions: [...base.sessions.slice(dropFirst ? 1 : 0), ...added],
            settings: { ...base.settings, startingXp: xp },
          };
          const meanwhile: CampaignFile = { ...after, sessions: [...after.sessions, ...others] };
          const back = stepTakenBack(meanwhile, base, after);
          expect(back.sessions).toEqual([...base.sessions, ...others]);
          expect(back.settings).toEqual(base.settings);
        },
      ),
    );
  });
});
