import type { LedgerEvent } from '../../shared/model';
import { capitalise } from './format';

/**
 * How one game puts its ledger into words for the history view: what an
 * entry did, and what changed between the sheet before it and after it.
 */
export interface HistoryDescriber<Sheet = unknown> {
  /** "Raised Archery", "Aged one increment (to 31 years), Strength reduced". */
  describe(event: LedgerEvent, before: Sheet | undefined): string;
  /** Each change in words, e.g. "Archery 5 → 6"; empty when nothing changed. */
  changes(before: Sheet, after: Sheet): string[];
}

/**
 * A game's describer that also puts the core's creation entries into words,
 * the same for every game: "Finished the character", and a change of
 * creation made during play with its reason.
 */
export function withCreationEntries<Sheet>(game: HistoryDescriber<Sheet>): HistoryDescriber<Sheet> {
  return {
    describe(event, before) {
      if (event.type === 'finish') return 'Finished the character';
      if (event.type === 'amend-creation') {
        const { change, reason } = event as LedgerEvent & { change?: unknown; reason?: unknown };
        return `Changed creation: ${String(change ?? 'a choice')} (because: ${String(reason ?? 'no reason given')})`;
      }
      return game.describe(event, before);
    },
    changes: (before, after) => game.changes(before, after),
  };
}

/** For a game without its own describer: the entry's type, and no itemised changes. */
export const genericDescriber: HistoryDescriber = {
  describe: (event) => {
    return capitalise(event.type.replace(/[-_]+/g, ' '));
  },
  changes: () => [],
};

/**
 * One entry in words, the same on screen and in print: what the game's describer says, then what the entry was
 * for when the player wrote it (the envelope's `note`, which an award form asks for): "Awarded 5 experience
 * points for slaying Humbaba". A note on another kind of entry follows in brackets.
 */
export function describeEntry<Sheet>(describer: HistoryDescriber<Sheet>, event: LedgerEvent, before: Sheet | undefined): string {
  const what = describer.describe(event, before);
  const note = typeof event.note === 'string' ? event.note.trim() : '';
  if (note === '') return what;
  if (event.type === 'award') return `${what} for ${note.replace(/^for\s+/i, '')}`;
  return `${what} (${note})`;
}
