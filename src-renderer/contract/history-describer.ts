import type { LedgerEvent } from '../../shared/model';

/**
 * How one game puts its ledger into words for the history view: what an
 * entry did, and what changed between the sheet before it and after it.
 */
export interface HistoryDescriber<Sheet = unknown> {
  /** "Raised Archery", "Aged one increment (to 31 years), Strength reduced". */
  describe(event: LedgerEvent, before: Sheet | undefined): string;
  /** Each change in words, e.g. "Archery 5 → 6"; empty when nothing changed. */
  changes(before: Sheet, after: Sheet): string[];
  /** Who accepts errors, as the game names them at the start of a sentence: "The Master"; "The game master" when absent. */
  gameMaster?: string;
}
