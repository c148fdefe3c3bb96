import { FORMAT_VERSION, type FileKind } from './schemas';

/**
 * Migrations turn a parsed file of an older formatVersion into the current
 * one, one step at a time. Each step is pure and never touches the disk; the
 * store writes the migrated file only when the user next saves it.
 *
 * Version 0 is the pre-release format: no `formatVersion` field (or 0), the
 * game named `game`, the ledger named `ledger`, and no ids or creation dates
 * on campaigns.
 */
export interface MigrationContext {
  /** File name relative to the campaign folder, e.g. "campaign.json". */
  file: string;
  /** Date used where an old file lacks one, YYYY-MM-DD. */
  today: string;
}

type Raw = Record<string, unknown>;
type Step = (raw: Raw, kind: FileKind, ctx: MigrationContext) => Raw;

const steps: Record<number, Step> = {
  0: (raw, kind, ctx) => {
    const { game, ledger, formatVersion: _old, ...rest } = raw;
    const next: Raw = { ...rest, formatVersion: 1, system: rest.system ?? game };
    if (kind === 'campaign') {
      next.id ??= slug(String(rest.name ?? 'campaign'));
      next.settings ??= {};
      next.sessions ??= [];
      next.createdAt ??= ctx.today;
    } else {
      next.events = rest.events ?? ledger ?? [];
      next.creation ??= {};
      next.createdAt ??= ctx.today;
    }
    return next;
  },
};

/** Reads a file's version; a file without one is version 0. */
export function formatVersionOf(raw: Raw): number | undefined {
  const version = raw.formatVersion ?? 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : undefined;
}

export function migrate(raw: Raw, kind: FileKind, ctx: MigrationContext): Raw {
  let current = raw;
  let version = formatVersionOf(raw) ?? 0;
  while (version < FORMAT_VERSION) {
    const step = steps[version];
    if (!step) throw new Error(`No migration from format ${version}`);
    current = step(current, kind, ctx);
    version += 1;
  }
  return current;
}

function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return s || 'campaign';
}
