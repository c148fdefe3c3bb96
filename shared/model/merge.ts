import type { CharacterFile, LedgerEvent } from './schemas';
import { stableStringify } from './json';

/*
 * Two versions of one character that went their own ways (two machines, a sync tool's conflict copy, a git
 * merge) merged entry by entry. Ledger entries are identified by their ids, so the merge is exact: an entry
 * either side has is in the merged ledger once, in an order that keeps each side's own order, and the result is
 * the same whichever version is given first, and the same in whatever grouping three versions are merged. What
 * cannot be merged is said, never guessed: the same entry id with different contents is refused, and a field
 * the two versions set differently (the name, the creation choices, the non-player mark) is the user's choice.
 */

/** Where an entry of the merged ledger came from. */
export type EntrySide = 'both' | 'first' | 'second';

/** One row of the side-by-side comparison: an entry, and which versions have it. */
export interface ComparedEntry<T = LedgerEvent> {
  event: T;
  side: EntrySide;
}

/** Something the two versions disagree on that the merge cannot settle. */
export interface MergeCollision {
  /** "name", "creation", "entry e4", … */
  what: string;
  message: string;
}

/**
 * A field the two versions set differently, which only the user can settle: `key` names it in `choices`, `label`
 * in words, and `first` and `second` are the two values (undefined where a version does not have the field).
 */
export interface FieldChoice {
  key: string;
  label: string;
  first: unknown;
  second: unknown;
}

/**
 * The user's answers to field choices: the value chosen for each `key`, which must be one of the two versions'
 * (so the answer is the same whichever version is given first).
 */
export type MergeChoices = Readonly<Record<string, { value: unknown }>>;

export type LedgerMerge =
  | { ok: true; merged: CharacterFile; entries: ComparedEntry[]; added: { first: number; second: number } }
  | { ok: false; collisions: MergeCollision[]; entries: ComparedEntry[]; choices: FieldChoice[] };

export const same = (a: unknown, b: unknown): boolean => stableStringify(a) === stableStringify(b);

/** What has an id and a date: a ledger entry, a session, an award. */
export interface Dated {
  id: string;
  date: string;
}

/** The entries' order key where neither side's own order decides: the date, then the id (ids differ). */
function before(a: Dated, b: Dated): boolean {
  if (a.date !== b.date) return a.date < b.date;
  return a.id < b.id;
}

/**
 * The two lists as one, each record once, with the side that has it. Each side's order is kept where the
 * two do not cross; where they do (or neither side's order decides), records go by date, then id. Symmetric: the
 * same list (sides swapped) whichever list is first; and merging three lists gives the same list in any grouping
 * (test/shared/model/merge.test.ts checks both over histories of three machines that add, undo and merge).
 */
export function compareRecords<T extends Dated>(first: readonly T[], second: readonly T[]): ComparedEntry<T>[] {
  const inFirst = new Map(first.map((e) => [e.id, e]));
  const inSecond = new Map(second.map((e) => [e.id, e]));
  const out: ComparedEntry<T>[] = [];
  const emitted = new Set<string>();
  let i = 0;
  let j = 0;
  const skipEmitted = () => {
    while (i < first.length && emitted.has(first[i]!.id)) i++;
    while (j < second.length && emitted.has(second[j]!.id)) j++;
  };
  const emit = (event: T) => {
    emitted.add(event.id);
    out.push({
      event,
      side: inFirst.has(event.id) && inSecond.has(event.id) ? 'both' : inFirst.has(event.id) ? 'first' : 'second',
    });
  };
  skipEmitted();
  while (i < first.length || j < second.length) {
    const a = first[i];
    const b = second[j];
    if (a === undefined) emit(b!);
    else if (b === undefined) emit(a);
    else if (a.id === b.id) emit(a);
    else {
      // A record the other side has later must wait for what that side puts before it.
      const aWaits = inSecond.has(a.id);
      const bWaits = inFirst.has(b.id);
      if (aWaits && !bWaits) emit(b);
      else if (bWaits && !aWaits) emit(a);
      else emit(before(a, b) ? a : b);
    }
    skipEmitted();
  }
  return out;
}

/** The two ledgers as one list, each entry once, with the side that has it (see compareRecords). */
export function compareLedgers(first: readonly LedgerEvent[], second: readonly LedgerEvent[]): ComparedEntry[] {
  return compareRecords(first, second);
}

/**
 * Ids standing twice in one version, and ids whose contents differ between the versions: neither can be matched.
 * `kind` names the records ("entry", "session"), `detail` adds what a user recognises one by.
 */
export function recordCollisions<T extends Dated>(
  first: readonly T[],
  second: readonly T[],
  kind: string,
  detail: (record: T) => string = (r) => r.date,
): MergeCollision[] {
  const collisions: MergeCollision[] = [];
  const named = (e: T) => `${capitalised(kind)} ${e.id} (${detail(e)})`;
  for (const [label, version] of [
    ['one', first],
    ['the other', second],
  ] as const) {
    const seen = new Set<string>();
    for (const e of version) {
      if (seen.has(e.id))
        collisions.push({
          what: `${kind} ${e.id}`,
          message: `${named(e)} stands twice in ${label} version, so the two cannot be matched one by one; keep one version.`,
        });
      seen.add(e.id);
    }
  }
  const byId = new Map(second.map((e) => [e.id, e]));
  for (const e of first) {
    const other = byId.get(e.id);
    if (other !== undefined && !same(e, other))
      collisions.push({
        what: `${kind} ${e.id}`,
        message: `${named(e)} differs between the versions; keep one version, then record the other's again.`,
      });
  }
  return collisions;
}

const capitalised = (s: string) => (s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * One field both versions have: their common value, the user's choice where they differ, or a FieldChoice asked
 * for. `undefined` stands for a field a version does not have.
 */
export function settleField(
  key: string,
  label: string,
  first: unknown,
  second: unknown,
  choices: MergeChoices,
  asked: FieldChoice[],
): { value: unknown } {
  if (same(first, second)) return { value: first };
  const chosen = choices[key];
  if (chosen !== undefined && (same(chosen.value, first) || same(chosen.value, second))) return { value: chosen.value };
  asked.push({ key, label, first, second });
  return { value: first };
}

/**
 * Merges two versions of one character: the ledgers entry by entry (see compareLedgers; an id standing twice in one
 * version cannot be matched), `createdAt` as the earlier of the two, and each other field where the versions agree
 * or as the user chose (`choices`, keyed "name", "npc" and "creation"); a field that differs and has no choice is
 * asked for in `choices` of the answer. The result is the same whichever version is given first.
 */
export function mergeCharacters(first: CharacterFile, second: CharacterFile, choices: MergeChoices = {}): LedgerMerge {
  const entries = compareLedgers(first.events, second.events);
  const collisions: MergeCollision[] = [];
  if (first.id !== second.id)
    collisions.push({
      what: 'id',
      message: `The two files are different characters ("${first.id}" and "${second.id}"); keep one of them.`,
    });
  if (first.system !== second.system)
    collisions.push({
      what: 'game',
      message: `One version is of ${first.system}, the other of ${second.system}; keep one of them.`,
    });
  if ((first.dataVersion ?? 1) !== (second.dataVersion ?? 1))
    collisions.push({
      what: 'data version',
      message:
        'The two versions were written by different versions of the app; open both in this version first, then merge.',
    });
  collisions.push(...recordCollisions(first.events, second.events, 'entry', (e) => `${e.type}, ${e.date}`));
  const asked: FieldChoice[] = [];
  const name = settleField('name', 'Name', first.name, second.name, choices, asked).value as string;
  const npc = settleField('npc', 'Non-player character', first.npc, second.npc, choices, asked).value as
    true | undefined;
  const creation = settleField('creation', 'Creation choices', first.creation, second.creation, choices, asked)
    .value as CharacterFile['creation'];
  const why: Record<string, string> = {
    name: `The name differs ("${first.name}" and "${second.name}"): choose which to keep.`,
    npc: 'One version is a non-player character and the other is not: choose which it is.',
    creation: 'The creation choices differ: choose the version whose build is right.',
  };
  for (const field of asked) collisions.push({ what: field.key, message: why[field.key]! });
  if (collisions.length > 0) return { ok: false, collisions, entries, choices: asked };
  const merged: CharacterFile = {
    formatVersion: first.formatVersion,
    id: first.id,
    name,
    system: first.system,
    createdAt: first.createdAt <= second.createdAt ? first.createdAt : second.createdAt,
    ...((first.dataVersion ?? second.dataVersion) !== undefined
      ? { dataVersion: first.dataVersion ?? second.dataVersion }
      : {}),
    ...(npc ? { npc } : {}),
    creation,
    events: entries.map((c) => c.event),
  };
  return {
    ok: true,
    merged,
    entries,
    added: {
      first: entries.filter((c) => c.side === 'first').length,
      second: entries.filter((c) => c.side === 'second').length,
    },
  };
}
