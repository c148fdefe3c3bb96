import { error, type Finding } from './findings';
import type { AnyRuleSystem, CharacterInput, GameData } from './system';

/*
 * A game's own data (the creation object and the events) has a version of its own, beside the file format's:
 * when a game's rules change the shape of what it stores, it raises its `dataVersion` and adds a migration from
 * the version before. A character file says which version wrote it (`dataVersion`, absent for version 1).
 * Reading an older file upgrades it in memory, one step at a time; nothing is written until the user next saves.
 * A file from a newer version is never read as if it were this version's: it gets an error and no sheet.
 */

/** The version a file without `dataVersion` holds: every game starts at 1. */
export const FIRST_DATA_VERSION = 1;

/** The data version a file declares: 1 when it has none; undefined when the field is not a whole number from 1. */
export function dataVersionOf(raw: { dataVersion?: unknown }): number | undefined {
  const v = raw.dataVersion ?? FIRST_DATA_VERSION;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= FIRST_DATA_VERSION ? v : undefined;
}

/** What reading a character's game data at the game's current version gives. */
export type Upgraded = { ok: true; data: GameData; from?: number } | { ok: false; finding: Finding };

/**
 * The character's game data at the game's current data version: unchanged when it is current, migrated step by
 * step when older (with `from`, the version it was), and refused with a finding when it is newer or unreadable.
 */
export function upgradeGameData(
  system: Pick<AnyRuleSystem, 'name' | 'dataVersion' | 'migrations'>,
  input: CharacterInput & { dataVersion?: unknown },
): Upgraded {
  const version = dataVersionOf(input);
  if (version === undefined) {
    return {
      ok: false,
      finding: error(
        'ledger.data-version-unreadable',
        'dataVersion',
        `The file's dataVersion must be a whole number from ${FIRST_DATA_VERSION}; restore the file from the campaign's .backups folder.`,
      ),
    };
  }
  if (version > system.dataVersion) {
    return {
      ok: false,
      finding: error(
        'ledger.data-newer',
        'dataVersion',
        `This character was saved by a newer version of the app, with ${system.name} data version ${version}; this version reads up to ${system.dataVersion}. Update the app to open it; the file is left as it is.`,
      ),
    };
  }
  if (version === system.dataVersion) return { ok: true, data: input };
  let data: GameData = { creation: input.creation, events: input.events };
  for (let v = version; v < system.dataVersion; v++) {
    const step = system.migrations.find((m) => m.from === v);
    if (!step) throw new Error(`${system.name} has no migration of its data from version ${v}.`);
    data = step.character(data);
  }
  return { ok: true, data, from: version };
}
