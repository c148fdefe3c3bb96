import type { CharacterFile, LedgerEvent } from './schemas';
import { stableStringify } from './json';

/*
 * Two versions of one character that went their own ways (two machines, a sync tool's conflict copy, a git
 * merge) merged entry by entry. Ledger entries are identified by their ids, so the merge is exact: an entry
 * either side has is in the merged ledger once, in an order that keeps each side's own order, and the result is
 * the same whichever version is given first. What cannot be merged is said, never guessed: the same entry id with
 * different contents, or a difference outside the ledger (the name, the creation choices).
 */

/** Where an entry of the merged ledger came from. */
export type EntrySide = 'both' | 'first' | 'second';

/** One row of the side-by-side comparison: an entry, and which versions have it. */
export interface ComparedEntry {
  event: LedgerEvent;
  side: EntrySide;
}

/** Something the two versions disagree on that the merge cannot settle. */
export interface MergeCollision {
  /** "name", "creation", "entry e4", … */
  what: string;
  message: string;
}

export type LedgerMerge =
  { ok: true; merged: CharacterFile; entries: ComparedEntry[]; added: { first: number; second: number } } | { ok: false; collisions: MergeCollision[]; entries: ComparedEntry[] };

const same = (a: unknown, b: unknown): boolean => stableStringify(a) === stableStringify(b);

/** The entries' order key where neither side's own order decides: the date, then the id (ids differ). */
function before(a: LedgerEvent, b: LedgerEvent): boolean {
  if (a.date !== b.date) return a.date < b.date;
  return a.id < b.id;
}

/**
 * The two ledgers as one list, each entry once, with the side that has it. Each side's order is kept where the
 * two do not cross; where they do (or neither side's order decides), entries go by date, then id. Symmetric: the
 * same list (sides swapped) whichever ledger is first.
 */
export function compareLedgers(first: readonly LedgerEvent[], second: readonly LedgerEvent[]): ComparedEntry[] {
  const inFirst = new Map(first.map((e) => [e.id, e]));
  const inSecond = new Map(second.map((e) => [e.id, e]));
  const out: ComparedEntry[] = [];
  const emitted = new Set<string>();
  let i = 0;
  let j = 0;
  const skipEmitted = () => {
    while (i < first.length && emitted.has(first[i]!.id)) i++;
    while (j < second.length && emitted.has(second[j]!.id)) j++;
  };
  const emit = (event: LedgerEvent) => {
    emitted.add(event.id);
    out.push({ event, side: inFirst.has(event.id) && inSecond.has(event.id) ? 'both' : inFirst.has(event.id) ? 'first' : 'second' });
  };
  skipEmitted();
  while (i < first.length || j < second.length) {
    const a = first[i];
    const b = second[j];
    if (a === undefined) emit(b!);
    else if (b === undefined) emit(a);
    else if (a.id === b.id) emit(a);
    else {
      // An entry the other side has later must wait for what that side puts before it.
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

/**
 * Merges two versions of one character: the ledgers entry by entry (see compareLedgers; an id standing twice
 * in one version cannot be matched), everything else only where the versions agree. `first` is the version kept on disk; the merged file is its with the merged ledger.
 */
export function mergeCharacters(first: CharacterFile, second: CharacterFile): LedgerMerge {
  const entries = compareLedgers(first.events, second.events);
  const collisions: MergeCollision[] = [];
  if (first.id !== second.id) collisions.push({ what: 'id', message: `The two files are different characters ("${first.id}" and "${second.id}"); keep one of them.` });
  if (first.system !== second.system) collisions.push({ what: 'game', message: `One version is of ${first.system}, the other of ${second.system}; keep one of them.` });
  if (first.name !== second.name)
    collisions.push({ what: 'name', message: `The name differs ("${first.name}" and "${second.name}"); keep one version, then rename the character.` });
  if ((first.dataVersion ?? 1) !== (second.dataVersion ?? 1))
    collisions.push({ what: 'data version', message: 'The two versions were written by different versions of the app; open both in this version first, then merge.' });
  if (!same(first.creation, second.creation))
    collisions.push({ what: 'creation', message: 'The creation choices differ; keep the version whose build is right, then record what the other added again.' });
  for (const [label, version] of [
    ['this', first],
    ['the other', second],
  ] as const) {
    const seen = new Set<string>();
    for (const e of version.events) {
      if (seen.has(e.id))
        collisions.push({ what: `entry ${e.id}`, message: `Entry ${e.id} stands twice in ${label} version, so the two cannot be matched entry by entry; keep one version.` });
      seen.add(e.id);
    }
  }
  const byId = new Map(second.events.map((e) => [e.id, e]));
  for (const e of first.events) {
    const other = byId.get(e.id);
    if (other !== undefined && !same(e, other))
      collisions.push({ what: `entry ${e.id}`, message: `Entry ${e.id} (${e.type}, ${e.date}) differs between the versions; keep one version, then record the other's again.` });
  }
  if (collisions.length > 0) return { ok: false, collisions, entries };
  return {
    ok: true,
    merged: { ...first, events: entries.map((c) => c.event) },
    entries,
    added: { first: entries.filter((c) => c.side === 'first').length, second: entries.filter((c) => c.side === 'second').length },
  };
}
