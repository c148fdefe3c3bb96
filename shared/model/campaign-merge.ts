import { carriedFromIds } from './award-agreement';
import { stableStringify } from './json';
import { campaignFieldChanges, withLeafChanges } from './settings-changes';
import {
  compareRecords,
  recordCollisions,
  same,
  settleField,
  type ComparedEntry,
  type FieldChoice,
  type MergeChoices,
  type MergeCollision,
} from './merge';
import type { CampaignFile, PartyAging, PartyAward, Session, SettingChange, SettingsChange } from './schemas';

/*
 * Two versions of one campaign merged record by record, as two versions of a character are merged entry by entry.
 * Sessions, awards, agings and settings changes are records with ids no two machines make alike, so every record
 * either version has is kept once; the same id with different contents is refused, never guessed. A share taken
 * back on one machine is kept whatever the other did. The name and each settings field take the value of the
 * version that changed it since the two parted (the settings changes each version recorded tell which); a field
 * both changed differently, or one neither recorded a change to, is the user's choice, asked for field by field,
 * and the answer is recorded as a settings change of its own that names the changes it settles. The result is
 * the same whichever version is given first.
 */

/** The records of the two versions side by side: each kind in the merged order, with the version that has each. */
export interface ComparedCampaign {
  sessions: ComparedEntry<Session>[];
  awards: ComparedEntry<PartyAward>[];
  agings: ComparedEntry<PartyAging>[];
  settingsChanges: ComparedEntry<SettingsChange>[];
}

export type CampaignMerge =
  | { ok: true; merged: CampaignFile; compared: ComparedCampaign; notices: string[] }
  | { ok: false; collisions: MergeCollision[]; compared: ComparedCampaign; choices: FieldChoice[]; notices: string[] };

/** A field's key in choices and in a settings change: its path in the campaign file, as JSON. */
export const fieldKey = (path: readonly string[]): string => JSON.stringify(path);

/** A field's path in words: "settings › houseRules › startingXp". */
const fieldLabel = (path: readonly string[]): string =>
  path.length === 1 && path[0] === 'name' ? 'Name' : path.join(' › ');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at a path, or undefined where there is none. */
export function valueAt(root: unknown, path: readonly string[]): unknown {
  let at: unknown = root;
  for (const key of path) {
    if (!isPlainObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** True when a change of `changed` touches the field at `field`: the same field, one inside it, or one around it. */
const touches = (changed: readonly string[], field: readonly string[]): boolean => {
  const n = Math.min(changed.length, field.length);
  for (let i = 0; i < n; i++) if (changed[i] !== field[i]) return false;
  return true;
};

/** A short, stable name made from text (FNV-1a, 32 bits, as 7 base-36 digits): the same on every machine. */
function stableTail(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/** Records of one kind: both versions' lists side by side, and what collides. */
function mergeRecords<T extends { id: string; date: string }>(
  first: readonly T[],
  second: readonly T[],
  kind: string,
  detail?: (r: T) => string,
) {
  return { compared: compareRecords(first, second), collisions: recordCollisions(first, second, kind, detail) };
}

/**
 * Awards (or agings) as one list: a record both versions have is the same record even where only one of them took
 * a share back since, so its taken-back shares are joined (for a character taken back on both, the earlier date).
 */
function joinTakenBack<
  T extends { id: string; date: string; takenBack?: readonly { character: string; date: string }[] },
>(first: readonly T[], second: readonly T[]): { first: T[]; second: T[] } {
  const rowsOf = new Map<string, Map<string, { character: string; date: string }>>();
  for (const record of [...first, ...second]) {
    const rows = rowsOf.get(record.id) ?? new Map<string, { character: string; date: string }>();
    for (const row of record.takenBack ?? []) {
      const had = rows.get(row.character);
      if (!had || row.date < had.date || (row.date === had.date && stableStringify(row) < stableStringify(had)))
        rows.set(row.character, row);
    }
    rowsOf.set(record.id, rows);
  }
  const joined = (record: T): T => {
    const rows = [...rowsOf.get(record.id)!.values()].sort((a, b) =>
      a.date === b.date ? (a.character < b.character ? -1 : 1) : a.date < b.date ? -1 : 1,
    );
    const { takenBack: _, ...rest } = record;
    return (rows.length > 0 ? { ...rest, takenBack: rows } : rest) as unknown as T;
  };
  return { first: first.map(joined), second: second.map(joined) };
}

/** Two awards that shared out the same remainder of an award before them: said, since points were given twice. */
function remaindersSharedTwice(awards: readonly PartyAward[]): string[] {
  const byFrom = new Map<string, PartyAward[]>();
  for (const award of awards) {
    if (award.carriedIn === 0) continue;
    for (const from of carriedFromIds(award)) byFrom.set(from, [...(byFrom.get(from) ?? []), award]);
  }
  return [...byFrom.entries()]
    .filter(([, carried]) => carried.length > 1)
    .map(
      ([from, carried]) =>
        `The awards ${carried.map((a) => `of ${a.date}`).join(' and ')} each shared out the ${carried[0]!.carriedIn} left over by award ${from}: it was given ${carried.length} times. Take it back from one of them if it should count once.`,
    );
}

/**
 * The name and every settings field: the value of the version that changed it since the two parted, or the user's
 * choice. Returns the merged name and settings, the fields still to choose, and the change that records the choices.
 */
function mergeFields(
  first: CampaignFile,
  second: CampaignFile,
  changes: readonly SettingsChange[],
  choices: MergeChoices,
  base?: CampaignFile,
) {
  const firstIds = new Set((first.settingsChanges ?? []).map((c) => c.id));
  const secondIds = new Set((second.settingsChanges ?? []).map((c) => c.id));
  const onlyIn = (own: Set<string>, other: Set<string>) => changes.filter((c) => own.has(c.id) && !other.has(c.id));
  const ownFirst = onlyIn(firstIds, secondIds);
  const ownSecond = onlyIn(secondIds, firstIds);
  const changedIn = (own: readonly SettingsChange[], path: readonly string[]) =>
    own.filter((c) => c.changes.some((f) => touches(f.path, path)));
  const a = { name: first.name, settings: first.settings };
  const b = { name: second.name, settings: second.settings };
  let merged: Record<string, unknown> = { ...a };
  const asked: FieldChoice[] = [];
  const settled: { path: string[]; from: unknown; to: unknown; settles: string[] }[] = [];
  for (const { path } of campaignFieldChanges(a, b)) {
    const byFirst = changedIn(ownFirst, path);
    const bySecond = changedIn(ownSecond, path);
    const valueFirst = valueAt(a, path);
    const valueSecond = valueAt(b, path);
    const valueBase = base ? valueAt({ name: base.name, settings: base.settings }, path) : undefined;
    let value: unknown;
    if (byFirst.length > 0 && bySecond.length === 0) value = valueFirst;
    else if (bySecond.length > 0 && byFirst.length === 0) value = valueSecond;
    else if (base && byFirst.length === 0 && same(valueSecond, valueBase)) value = valueFirst;
    else if (base && bySecond.length === 0 && same(valueFirst, valueBase)) value = valueSecond;
    else {
      const before = asked.length;
      value = settleField(fieldKey(path), fieldLabel(path), valueFirst, valueSecond, choices, asked).value;
      if (asked.length === before)
        settled.push({ path, from: valueFirst, to: value, settles: [...byFirst, ...bySecond].map((c) => c.id).sort() });
    }
    merged = withLeafChanges(merged, [{ path, to: value }]);
  }
  const lastDay = [first.createdAt, second.createdAt, ...changes.map((c) => c.date)]
    .map((d) => d.slice(0, 10))
    .sort()
    .at(-1)!;
  return {
    name: merged.name as string,
    settings: (merged.settings ?? {}) as Record<string, unknown>,
    asked,
    settling: settlingChange(settled, lastDay),
  };
}

/**
 * The settings change that records the user's choices: its id is made from what it settles, so two machines that
 * settle the same fields the same way make the same change, dated the last day either version knows of. `from` is
 * left out: which version's value it replaced depends on the machine, and the merge is the same on both.
 */
function settlingChange(
  settled: readonly { path: string[]; to: unknown; settles: string[] }[],
  day: string,
): SettingsChange | undefined {
  if (settled.length === 0) return undefined;
  const fields: SettingChange[] = settled.map((s) => ({ path: s.path, ...(s.to !== undefined ? { to: s.to } : {}) }));
  const settles = [...new Set(settled.flatMap((s) => s.settles))].sort();
  const id = `settled-${day}-${stableTail(stableStringify({ fields, settles }))}`;
  return { id, date: day, changes: fields, ...(settles.length > 0 ? { settles } : {}) };
}

/**
 * The records of `side` without those the other version took out since `base`: a record `base` had, the other
 * version no longer has, and `side` still has as it was. One `side` changed meanwhile stays, and is said.
 */
function withoutTakenOut<T extends { id: string }>(
  side: readonly T[],
  other: readonly T[],
  base: readonly T[] | undefined,
  kind: string,
  collisions: MergeCollision[],
): T[] {
  if (!base) return [...side];
  const inOther = new Set(other.map((r) => r.id));
  const inBase = new Map(base.map((r) => [r.id, r]));
  return side.filter((record) => {
    const was = inBase.get(record.id);
    if (was === undefined || inOther.has(record.id)) return true;
    if (same(was, record)) return false;
    collisions.push({
      what: `${kind} ${record.id}`,
      message: `${capitalise(kind)} ${record.id} was taken out of one version and changed in the other; keep one version.`,
    });
    return true;
  });
}

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Both versions' records of one kind, each without what the other took out since `base` (when it is known). */
function sides<T extends { id: string }>(
  first: readonly T[] | undefined,
  second: readonly T[] | undefined,
  base: readonly T[] | undefined,
  kind: string,
  collisions: MergeCollision[],
) {
  return {
    first: withoutTakenOut(first ?? [], second ?? [], base, kind, collisions),
    second: withoutTakenOut(second ?? [], first ?? [], base, kind, collisions),
  };
}

/**
 * Merges two versions of one campaign (see the top of this file). `choices` answers the fields asked for, keyed by
 * `fieldKey(path)`; each value must be one of the two versions' values. `base`, the version both came from when it
 * is known (a save that met another program's save: the version the page read), lets a record one version took
 * out (an award undone) stay out, and a field only one version changed take its value; without it, a record
 * either version has is kept.
 */
export function mergeCampaigns(
  first: CampaignFile,
  second: CampaignFile,
  choices: MergeChoices = {},
  base?: CampaignFile,
): CampaignMerge {
  const collisions: MergeCollision[] = [];
  const s = sides(first.sessions, second.sessions, base?.sessions, 'session', collisions);
  const aw = sides(first.awards, second.awards, base?.awards, 'award', collisions);
  const ag = sides(first.agings, second.agings, base?.agings, 'aging', collisions);
  first = {
    ...first,
    sessions: s.first,
    ...(first.awards ? { awards: aw.first } : {}),
    ...(first.agings ? { agings: ag.first } : {}),
  };
  second = {
    ...second,
    sessions: s.second,
    ...(second.awards ? { awards: aw.second } : {}),
    ...(second.agings ? { agings: ag.second } : {}),
  };
  if (first.id !== second.id)
    collisions.push({
      what: 'id',
      message: `The two files are different campaigns ("${first.id}" and "${second.id}"); keep one of them.`,
    });
  if (first.system !== second.system)
    collisions.push({
      what: 'game',
      message: `One version is of ${first.system}, the other of ${second.system}; keep one of them.`,
    });
  const awardsJoined = joinTakenBack(first.awards ?? [], second.awards ?? []);
  const agingsJoined = joinTakenBack(first.agings ?? [], second.agings ?? []);
  const sessions = mergeRecords(first.sessions, second.sessions, 'session', (s) => `${s.name}, ${s.date}`);
  const awards = mergeRecords(awardsJoined.first, awardsJoined.second, 'award');
  const agings = mergeRecords(agingsJoined.first, agingsJoined.second, 'aging');
  const changes = mergeRecords(first.settingsChanges ?? [], second.settingsChanges ?? [], 'settings change');
  collisions.push(...sessions.collisions, ...awards.collisions, ...agings.collisions, ...changes.collisions);
  const compared: ComparedCampaign = {
    sessions: sessions.compared,
    awards: awards.compared,
    agings: agings.compared,
    settingsChanges: changes.compared,
  };
  const allChanges = changes.compared.map((c) => c.event);
  const fields = mergeFields(first, second, allChanges, choices, base);
  const mergedAwards = awards.compared.map((c) => c.event);
  const notices = remaindersSharedTwice(mergedAwards);
  if (collisions.length > 0 || fields.asked.length > 0)
    return { ok: false, collisions, compared, choices: fields.asked, notices };
  const settingsChanges =
    fields.settling && !allChanges.some((c) => c.id === fields.settling!.id)
      ? [...allChanges, fields.settling]
      : allChanges;
  const mergedAgings = agings.compared.map((c) => c.event);
  const merged: CampaignFile = {
    formatVersion: first.formatVersion,
    id: first.id,
    name: fields.name,
    system: first.system,
    settings: fields.settings,
    sessions: sessions.compared.map((c) => c.event),
    createdAt: first.createdAt <= second.createdAt ? first.createdAt : second.createdAt,
    ...(first.awards || second.awards ? { awards: mergedAwards } : {}),
    ...(first.agings || second.agings ? { agings: mergedAgings } : {}),
    ...(first.settingsChanges || second.settingsChanges || settingsChanges.length > 0 ? { settingsChanges } : {}),
  };
  return { ok: true, merged, compared, notices };
}
