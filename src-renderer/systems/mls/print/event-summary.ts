import type { LedgerEvent } from '../../../../shared/model';
import type { MlsSheet } from '../../../../shared/rules/systems/mls';
import { mlsHistoryDescriber } from '../history-describer';

/** One line of the printed history: when, what happened, and the CPs it gained or spent. */
export interface HistoryLine {
  id: string;
  date: string;
  session: string | undefined;
  /** The same words as the history view, so the printout and the screen agree. */
  what: string;
  /** CPs left after minus before: positive for gained, negative for spent, 0 for neither. */
  cp: number;
  accepted: boolean;
}

function cpLeft(sheet: MlsSheet): number {
  return sheet.cp.earned - sheet.cp.spent;
}

/**
 * The ledger as printed history lines. `sheets` are the evaluation's kept
 * sheets (index i + 1 after event i). The CPs have their own column, so the
 * "CPs unspent" change is left out of the words.
 */
export function historyLines(
  ledger: readonly { event: LedgerEvent; accepted: boolean }[],
  sheets: readonly (MlsSheet | undefined)[] | undefined,
): HistoryLine[] {
  return ledger.map(({ event, accepted }, i) => {
    const before = sheets?.[i];
    const after = accepted ? sheets?.[i + 1] : undefined;
    const changes = before && after ? mlsHistoryDescriber.changes(before, after).filter((c) => !c.startsWith('CPs unspent')) : [];
    const what = mlsHistoryDescriber.describe(event, before);
    return {
      id: event.id,
      date: event.date.slice(0, 10),
      session: event.session,
      what: changes.length > 0 ? `${what}: ${changes.join('; ')}` : what,
      cp: before && after ? cpLeft(after) - cpLeft(before) : 0,
      accepted,
    };
  });
}
