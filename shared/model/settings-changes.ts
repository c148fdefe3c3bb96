import { stableStringify } from './json';
import type { CampaignFile, SettingChange, SettingsChange } from './schemas';

/*
 * A saving of the campaign's name or settings, field by field: what `settingsChanges` in campaign.json records, so
 * two versions of a campaign can tell which of them changed a field since they parted (see campaign-merge.ts).
 */

/** The most keys a path may have, and the longest key it may name (as SettingChange allows). */
const MAX_DEPTH = 16;
const MAX_KEY_LENGTH = 200;

type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keys of an object whose value is there (a key holding undefined is no field, as in the file). */
const presentKeys = (value: Fields): string[] => Object.keys(value).filter((key) => value[key] !== undefined);

/** True when every key of the object can be named in a path: not empty, and not longer than a path allows. */
const nameable = (value: Fields): boolean =>
  presentKeys(value).every((key) => key.length > 0 && key.length <= MAX_KEY_LENGTH);

/** True when the two values are walked into, key by key, rather than compared as one leaf. */
function walked(before: unknown, after: unknown, depth: number): before is Fields {
  return isPlainObject(before) && isPlainObject(after) && depth < MAX_DEPTH && nameable(before) && nameable(after);
}

/** One changed leaf: `from` and `to` left out where the field was not there. */
function leafChange(path: readonly string[], from: unknown, to: unknown): SettingChange {
  return { path: [...path], ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/**
 * Every leaf that differs between `before` and `after`, each with its path under `path`, in the order of the keys
 * sorted. Objects are walked key by key; arrays, numbers, strings and the rest are leaves, compared by their JSON.
 * An object is one leaf where walking it would make a path the file cannot hold (deeper than 16 keys, or a key
 * that is empty or longer than 200 characters). A field absent on one side has no `from` (or `to`). `before` and
 * `after` are objects when `path` is empty, so every change has a path.
 */
export function leafChanges(before: unknown, after: unknown, path: readonly string[] = []): SettingChange[] {
  if (walked(before, after, path.length)) {
    const other = after as Fields;
    const keys = [...new Set([...presentKeys(before), ...presentKeys(other)])].sort();
    return keys.flatMap((key) => leafChanges(before[key], other[key], [...path, key]));
  }
  const same =
    before === undefined || after === undefined ? before === after : stableStringify(before) === stableStringify(after);
  return same ? [] : [leafChange(path, before, after)];
}

/** The name and settings of a campaign, the fields a settings change records. */
export type CampaignFields = Pick<CampaignFile, 'name' | 'settings'>;

/** The leaves of the campaign's name and settings that differ, with paths from the file's top: ["name"], ["settings", …]. */
export function campaignFieldChanges(before: CampaignFields, after: CampaignFields): SettingChange[] {
  return [
    ...leafChanges(before.name, after.name, ['name']),
    ...leafChanges(before.settings, after.settings, ['settings']),
  ];
}

/** A copy of `root` with the value at `path` set, or taken out where `value` is undefined; objects on the way are copied. */
function withValueAt(root: Fields, path: readonly string[], value: unknown): Fields {
  const [key, ...rest] = path;
  if (key === undefined) return root;
  const copy = { ...root };
  if (rest.length > 0) copy[key] = withValueAt(isPlainObject(root[key]) ? root[key] : {}, rest, value);
  else if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/**
 * `root` with each change's `to` put at its path, read from `root` itself (so paths do not start with "settings"
 * when `root` is the settings). Used to write only the fields a player changed, and leave the rest as they were.
 */
export function withLeafChanges(root: Fields, changes: readonly SettingChange[]): Fields {
  return changes.reduce((at, change) => withValueAt(at, change.path, change.to), root);
}

/**
 * `next`, the campaign about to be written over `current`, with `current`'s settings changes kept (they are never
 * taken out by an edit) and, when its name or settings differ from `current`'s, one more change recording them,
 * with the id and date given. Nothing is added when nothing changed.
 */
export function withSettingsRecorded(
  current: CampaignFile,
  next: CampaignFile,
  entry: { id: string; date: string },
): CampaignFile {
  const changes = campaignFieldChanges(current, next);
  const kept = current.settingsChanges;
  const { settingsChanges: _, ...rest } = next;
  if (changes.length === 0) return kept ? { ...rest, settingsChanges: kept } : rest;
  const change: SettingsChange = { id: entry.id, date: entry.date, changes };
  return { ...rest, settingsChanges: [...(kept ?? []), change] };
}
