import { stableStringify } from './json';
import { campaignFieldChanges, withLeafChanges } from './settings-changes';
import type { CampaignFile } from './schemas';

/*
 * An edit of campaign.json taken back by itself: what one step changed is put back, and nothing else, so a change
 * made meanwhile (a share taken back on a character's page, a record another version brought in a merge, a session
 * another window added) stays. Records are taken back by id, the name and settings field by field.
 */

/** The campaign's lists of records with ids. */
const RECORD_LISTS = ['sessions', 'awards', 'agings'] as const;
type RecordList = (typeof RECORD_LISTS)[number];
type RecordOf<K extends RecordList> = NonNullable<CampaignFile[K]>[number];

/**
 * `current` with the records of one list as `before` had them wherever the step (`before` to `after`) changed them:
 * a record the step added is taken out, one it took out is put back where it stood, one it changed is as it was.
 */
function listTakenBack<K extends RecordList>(
  current: readonly RecordOf<K>[],
  before: readonly RecordOf<K>[],
  after: readonly RecordOf<K>[],
): RecordOf<K>[] {
  const beforeById = new Map(before.map((r) => [r.id, r]));
  const afterById = new Map(after.map((r) => [r.id, r]));
  const added = new Set(after.filter((r) => !beforeById.has(r.id)).map((r) => r.id));
  const differs = (r: RecordOf<K>) => {
    const was = beforeById.get(r.id);
    return was !== undefined && was !== r && stableStringify(was) !== stableStringify(r);
  };
  const changed = new Set(after.filter(differs).map((r) => r.id));
  const kept = current.filter((r) => !added.has(r.id)).map((r) => (changed.has(r.id) ? beforeById.get(r.id)! : r));
  // A record the step took out goes back after the record it followed, or first.
  for (const [index, record] of before.entries()) {
    if (afterById.has(record.id) || kept.some((r) => r.id === record.id)) continue;
    const previous = before[index - 1];
    const at = previous ? kept.findIndex((r) => r.id === previous.id) + 1 : 0;
    kept.splice(at, 0, record);
  }
  return kept;
}

/**
 * `current` with what the step from `before` to `after` changed taken back: the records it added, took out or changed
 * (sessions, awards, agings, by id), and each field of the name and settings it changed (the value `before` had).
 * Everything else `current` holds, it keeps. `settingsChanges` is not touched: the caller records the change back.
 */
export function stepTakenBack(current: CampaignFile, before: CampaignFile, after: CampaignFile): CampaignFile {
  let next: CampaignFile = current;
  for (const list of RECORD_LISTS) {
    const was = before[list] ?? [];
    const became = after[list] ?? [];
    if (was === became) continue;
    const records = listTakenBack<typeof list>(current[list] ?? [], was, became);
    if (list === 'sessions') next = { ...next, sessions: records as CampaignFile['sessions'] };
    else if (records.length > 0 || current[list] !== undefined) next = { ...next, [list]: records };
  }
  const fields = campaignFieldChanges(after, before);
  if (fields.length > 0)
    next = withLeafChanges(next as unknown as Record<string, unknown>, fields) as unknown as CampaignFile;
  return next;
}
