import type { LedgerEvent } from '../../shared/model';
import type { HistoryDescriber } from '../contract/history-describer';
import { capitalise } from '../base/format';

/**
 * The core's own entries in words, the same for every game: "Finished the character", a change of creation
 * made during play with its reason, and an error the game master accepted. Undefined for a game's entry.
 */
export function describeCoreEntry(event: LedgerEvent, gameMaster = 'The game master'): string | undefined {
  const e = event as LedgerEvent & { change?: unknown; reason?: unknown; code?: unknown };
  switch (event.type) {
    case 'finish':
      return 'Finished the character';
    case 'amend-creation':
      return `Changed creation: ${String(e.change ?? 'a choice')} (because: ${String(e.reason ?? 'no reason given')})`;
    case 'override':
      return `${gameMaster} accepted ${String(e.code)}: ${String(e.reason)}`;
    default:
      return undefined;
  }
}

/** A ledger entry as a describer reads it: any field may be missing or of another type in a file written elsewhere. */
export type EntryFields = LedgerEvent & Record<string, unknown>;

/**
 * A game's describer from a sentence for each of its entry types, for every game: an award is "Awarded 5 XP"
 * (`points` words the amount), a type the game does not word is named as it is stored.
 */
export function describerByType<Sheet>(parts: {
  points(n: number): string;
  /** What an award of an amount that is not a number is called: "experience". */
  awardNoun: string;
  types: Record<string, (e: EntryFields, before: Sheet | undefined) => string>;
  changes(before: Sheet, after: Sheet): string[];
  gameMaster?: string;
}): HistoryDescriber<Sheet> {
  return {
    ...(parts.gameMaster === undefined ? {} : { gameMaster: parts.gameMaster }),
    describe(event, before) {
      const e = event as EntryFields;
      if (event.type === 'award')
        return `Awarded ${typeof e.points === 'number' ? parts.points(e.points) : parts.awardNoun}`;
      return Object.hasOwn(parts.types, event.type) ? parts.types[event.type]!(e, before) : event.type;
    },
    changes: parts.changes,
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
export function describeEntry<Sheet>(
  describer: HistoryDescriber<Sheet>,
  event: LedgerEvent,
  before: Sheet | undefined,
): string {
  const what = describeCoreEntry(event, describer.gameMaster) ?? describer.describe(event, before);
  const note = typeof event.note === 'string' ? event.note.trim() : '';
  if (note === '') return what;
  if (event.type === 'award') return `${what} for ${note.replace(/^for\s+/i, '')}`;
  return `${what} (${note})`;
}
