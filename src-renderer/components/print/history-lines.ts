import type { LedgerEvent } from '../../../shared/model';
import { describeEntry } from '../history-describer';
import type { HistoryDescriber } from '../../contract/history-describer';

/** How a printed history counts a game's points. */
export interface PrintedPoints<Sheet> {
  /** The points column's heading, e.g. "CPs", "XP". */
  heading: string;
  /** Points unspent on a sheet; the column shows what each entry changed. */
  unspent(sheet: Sheet): number;
  /** How the describer words that change, e.g. "CPs unspent": left out of the words, as it has its own column. */
  changeLabel: string;
}

/** One line of the printed history: when, what happened, and the points it gained or spent. */
export interface HistoryLine {
  id: string;
  /** The entry's date, YYYY-MM-DD, printed as the app writes dates. */
  date: string;
  /** The session's id in the file; printed by its name and date. */
  session: string | undefined;
  /** The same words as the history view (what it was for included), so the printout and the screen agree. */
  what: string;
  /** Points unspent after minus before: positive for gained, negative for spent, 0 for neither. */
  points: number;
  accepted: boolean;
}

/** The ledger as printed history lines. `sheets` are the evaluation's kept sheets (index i + 1 after event i). */
export function historyLines<Sheet>(
  ledger: readonly { event: LedgerEvent; accepted: boolean }[],
  sheets: readonly (Sheet | undefined)[] | undefined,
  describer: HistoryDescriber<Sheet>,
  points: PrintedPoints<Sheet>,
): HistoryLine[] {
  return ledger.map(({ event, accepted }, i) => {
    const before = sheets?.[i];
    const after = accepted ? sheets?.[i + 1] : undefined;
    const changes =
      before && after ? describer.changes(before, after).filter((c) => !c.startsWith(points.changeLabel)) : [];
    const what = describeEntry(describer, event, before);
    return {
      id: event.id,
      date: event.date.slice(0, 10),
      session: event.session,
      what: changes.length > 0 ? `${what}: ${changes.join('; ')}` : what,
      points: before && after ? points.unspent(after) - points.unspent(before) : 0,
      accepted,
    };
  });
}
