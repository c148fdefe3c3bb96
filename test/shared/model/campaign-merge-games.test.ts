import { describe, expect, it } from 'vitest';
import {
  fieldKey,
  FORMAT_VERSION,
  mergeCampaigns,
  withSettingsRecorded,
  type CampaignFile,
  type PartyAward,
} from '../../../shared/model';
import { divideAward } from '../../../shared/rules/core/awards';
import { getRuleSystem, listSystems } from '../../../shared/rules/registry';

/*
 * Two machines sharing one campaign of each game, as a game master would run them between two git pulls: each adds a
 * session, makes an award to the party by the game's own rule, and changes one of the game's real settings; both
 * change one more setting differently. Merged either way round: both sessions, both awards with their own ids, the
 * setting only one side changed as that side left it, and the one both changed offered as a choice, then settled.
 */

/** A setting's value changed the way a game master would: a number up by one, a switch flipped. */
const changed = (value: unknown): unknown =>
  typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : undefined;

describe.each(listSystems().map((s) => [s.name, s.id] as const))(
  'two machines sharing a campaign of %s',
  (_name, id) => {
    const system = getRuleSystem(id)!;
    const defaults = system.defaultSettings() as Record<string, unknown>;
    // The game's settings that a form changes by a number or a switch: the first three, by their place in the file.
    const leaves = (value: unknown, path: string[]): { path: string[]; value: unknown }[] =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.keys(value)
            .sort()
            .flatMap((key) => leaves((value as Record<string, unknown>)[key], [...path, key]))
        : [{ path, value }];
    const fields = leaves(defaults, [])
      .filter((leaf) => changed(leaf.value) !== undefined)
      .map((leaf) => leaf.path)
      .slice(0, 3);
    const base: CampaignFile = {
      formatVersion: FORMAT_VERSION,
      id: 'shared',
      name: 'Shared',
      system: id,
      settings: defaults,
      sessions: [],
      createdAt: '2026-11-01',
    };

    /** A machine's evening: a session, an award to the two characters there, and a setting changed, each recorded as the app records it. */
    function evening(tail: string, points: number, setting: string[], bothChange: string[]): CampaignFile {
      const session = { id: `2026-11-28-session-${tail}`, name: `Session on machine ${tail}`, date: '2026-11-28' };
      const division = system.partyAwards?.division ?? { kind: 'each' as const };
      const { shares, remainder } = divideAward(division, points, ['ragna', 'bjorn'], 0);
      const award: PartyAward = {
        id: `award-2026-11-28-${tail}`,
        date: '2026-11-28',
        session: session.id,
        points,
        carriedIn: 0,
        shares,
        remainder,
      };
      const valueAt = (path: string[]) =>
        path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], defaults);
      const set = (settings: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
        const [key, ...rest] = path;
        return {
          ...settings,
          [key!]: rest.length === 0 ? value : set(settings[key!] as Record<string, unknown>, rest, value),
        };
      };
      let settings = set(defaults, setting, changed(valueAt(setting)));
      settings = set(
        settings,
        bothChange,
        tail === 'aaaaaa'
          ? changed(valueAt(bothChange))
          : valueAt(bothChange) === 0
            ? 7
            : changed(changed(valueAt(bothChange))),
      );
      const next = { ...base, sessions: [session], awards: [award], settings };
      return withSettingsRecorded(base, next, { id: `settings-2026-11-28-${tail}`, date: '2026-11-28' });
    }

    it('keeps both sessions and both awards, each side’s own setting, and asks about the one both changed', () => {
      expect(fields.length).toBeGreaterThanOrEqual(3);
      const [mine, theirs, both] = fields as [string[], string[], string[]];
      const a = evening('aaaaaa', 10, mine, both);
      const b = evening('bbbbbb', 6, theirs, both);
      for (const [first, second] of [
        [a, b],
        [b, a],
      ] as const) {
        const asked = mergeCampaigns(first, second);
        expect(asked.ok).toBe(false);
        if (asked.ok) return;
        expect(asked.collisions).toEqual([]);
        expect(asked.choices.map((c) => c.key)).toEqual([fieldKey(['settings', ...both])]);
      }
      const settingOf = (c: CampaignFile, path: string[]) =>
        path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], c.settings);
      const choice = { [fieldKey(['settings', ...both])]: { value: settingOf(b, both) } };
      const ab = mergeCampaigns(a, b, choice);
      const ba = mergeCampaigns(b, a, choice);
      expect(ab.ok && ba.ok).toBe(true);
      if (!ab.ok || !ba.ok) return;
      expect(ab.merged).toEqual(ba.merged);
      expect(ab.merged.sessions.map((s) => s.name).sort()).toEqual([
        'Session on machine aaaaaa',
        'Session on machine bbbbbb',
      ]);
      expect(ab.merged.awards!.map((w) => w.id).sort()).toEqual(['award-2026-11-28-aaaaaa', 'award-2026-11-28-bbbbbb']);
      expect(settingOf(ab.merged, mine)).toEqual(settingOf(a, mine));
      expect(settingOf(ab.merged, theirs)).toEqual(settingOf(b, theirs));
      expect(settingOf(ab.merged, both)).toEqual(settingOf(b, both));
      // The merged settings are still the game's own: its rules read them without a standing error.
      expect(system.parseSettings(ab.merged.settings).findings.filter((f) => f.severity === 'error')).toEqual([]);
    });
  },
);
