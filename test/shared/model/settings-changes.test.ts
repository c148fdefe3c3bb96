import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CampaignFile,
  campaignFieldChanges,
  FORMAT_VERSION,
  leafChanges,
  mergeCampaigns,
  stableStringify,
  withLeafChanges,
  withSettingsRecorded,
} from '../../../shared/model';

const midgard: CampaignFile = {
  formatVersion: FORMAT_VERSION,
  id: 'midgard',
  name: 'Midgard',
  system: 'heimr',
  settings: { startingXp: 0, houseRules: { armoury: true, bannedSkills: ['seidr'] } },
  sessions: [],
  createdAt: '2026-11-01',
};

describe('the fields a saving of the settings changed', () => {
  it('names each changed leaf by its place in the file, with the value before and after', () => {
    const after = {
      ...midgard,
      name: 'Midgard Reborn',
      settings: { startingXp: 5, houseRules: { armoury: true, bannedSkills: ['seidr'] } },
    };
    expect(campaignFieldChanges(midgard, after)).toEqual([
      { path: ['name'], from: 'Midgard', to: 'Midgard Reborn' },
      { path: ['settings', 'startingXp'], from: 0, to: 5 },
    ]);
  });

  it('walks into objects but takes a list as one value', () => {
    const after = {
      ...midgard,
      settings: { startingXp: 0, houseRules: { armoury: false, bannedSkills: ['seidr', 'galdr'] } },
    };
    expect(campaignFieldChanges(midgard, after)).toEqual([
      { path: ['settings', 'houseRules', 'armoury'], from: true, to: false },
      { path: ['settings', 'houseRules', 'bannedSkills'], from: ['seidr'], to: ['seidr', 'galdr'] },
    ]);
  });

  it('leaves out "from" for a field that was not there and "to" for one that is gone', () => {
    const after = { ...midgard, settings: { houseRules: { armoury: true, bannedSkills: ['seidr'], carryLimit: 12 } } };
    expect(campaignFieldChanges(midgard, after)).toEqual([
      { path: ['settings', 'houseRules', 'carryLimit'], to: 12 },
      { path: ['settings', 'startingXp'], from: 0 },
    ]);
    // A whole group of settings that appears is one field, as the merge reads it.
    expect(leafChanges({}, { houseRules: { armoury: false } }, ['settings'])).toEqual([
      { path: ['settings', 'houseRules'], to: { armoury: false } },
    ]);
  });

  it('finds nothing when nothing changed, whatever the order of the keys', () => {
    const reordered = {
      ...midgard,
      settings: { houseRules: { bannedSkills: ['seidr'], armoury: true }, startingXp: 0 },
    };
    expect(campaignFieldChanges(midgard, reordered)).toEqual([]);
    // A field holding undefined is no field at all, as in the file.
    expect(leafChanges({ a: 1 }, { a: 1, b: undefined }, ['settings'])).toEqual([]);
  });

  it('takes an object as one value where a path could not name its keys', () => {
    const odd = { '': 1 };
    expect(leafChanges({ table: { x: 1 } }, { table: odd }, ['settings'])).toEqual([
      { path: ['settings', 'table'], from: { x: 1 }, to: odd },
    ]);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20; i++) deep = { level: deep };
    const changes = leafChanges({ deep: {} }, { deep }, ['settings']);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.path.length).toBeLessThanOrEqual(16);
  });

  it('puts back exactly the settings it was taken from', () => {
    const json = fc.oneof(fc.integer(), fc.boolean(), fc.string(), fc.array(fc.integer(), { maxLength: 3 }));
    const settings = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.oneof(json, fc.dictionary(fc.constantFrom('x', 'y'), json)),
    );
    fc.assert(
      fc.property(settings, settings, (before, after) => {
        const changes = leafChanges(before, after, []);
        expect(stableStringify(withLeafChanges(before, changes))).toBe(stableStringify(after));
      }),
    );
  });
});

describe('a settings change recorded in the campaign file', () => {
  const entry = { id: 'settings-2026-11-21-k3x9q2', date: '2026-11-21' };

  it('appends one change naming every field that changed, which the file format accepts', () => {
    const next = withSettingsRecorded(
      midgard,
      { ...midgard, settings: { ...midgard.settings, startingXp: 10 } },
      entry,
    );
    expect(next.settingsChanges).toEqual([
      { ...entry, changes: [{ path: ['settings', 'startingXp'], from: 0, to: 10 }] },
    ]);
    expect(CampaignFile.safeParse(JSON.parse(stableStringify(next))).success).toBe(true);

    const renamed = withSettingsRecorded(
      next,
      { ...next, name: 'Jotunheim' },
      { id: 'settings-2026-11-22-p0w8ee', date: '2026-11-22' },
    );
    expect(renamed.settingsChanges!.map((c) => c.id)).toEqual([entry.id, 'settings-2026-11-22-p0w8ee']);
    expect(renamed.settingsChanges![1]!.changes).toEqual([{ path: ['name'], from: 'Midgard', to: 'Jotunheim' }]);
  });

  it('adds nothing when neither the name nor a setting changed, and keeps the file without the list', () => {
    const withSession = {
      ...midgard,
      sessions: [{ id: '2026-11-21-the-hall-k3x9q2', name: 'The hall', date: '2026-11-21' }],
    };
    const next = withSettingsRecorded(midgard, withSession, entry);
    expect(next).toEqual(withSession);
    expect('settingsChanges' in next).toBe(false);
  });

  it('keeps the changes already recorded when the file written is an older one (an undo)', () => {
    const changed = withSettingsRecorded(
      midgard,
      { ...midgard, settings: { ...midgard.settings, startingXp: 10 } },
      entry,
    );
    const undone = withSettingsRecorded(changed, midgard, { id: 'settings-2026-11-21-u9u9u9', date: '2026-11-21' });
    expect(undone.settings).toEqual(midgard.settings);
    expect(undone.settingsChanges).toEqual([
      changed.settingsChanges![0],
      {
        id: 'settings-2026-11-21-u9u9u9',
        date: '2026-11-21',
        changes: [{ path: ['settings', 'startingXp'], from: 10, to: 0 }],
      },
    ]);
  });

  it('lets two versions that each changed a different setting merge without asking', () => {
    const mine = withSettingsRecorded(
      midgard,
      { ...midgard, settings: { ...midgard.settings, startingXp: 10 } },
      entry,
    );
    const houseRules = { armoury: false, bannedSkills: ['seidr'] };
    const theirs = withSettingsRecorded(
      midgard,
      { ...midgard, settings: { ...midgard.settings, houseRules } },
      { id: 'settings-2026-11-21-zz11aa', date: '2026-11-21' },
    );
    const merged = mergeCampaigns(mine, theirs);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.merged.settings).toEqual({ startingXp: 10, houseRules });
    expect(merged.merged.settingsChanges!.map((c) => c.id).sort()).toEqual([entry.id, 'settings-2026-11-21-zz11aa']);
  });
});
