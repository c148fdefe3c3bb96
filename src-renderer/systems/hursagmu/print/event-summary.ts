import type { LedgerEvent } from '../../../../shared/model';
import type { HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { hursagmuHistoryDescriber } from '../history-describer';

/** One line of the printed history: when, what happened, and the experience it gained or spent. */
export interface HistoryLine {
  id: string;
  date: string;
  session: string | undefined;
  /** The same words as the history view, so the printout and the screen agree. */
  what: string;
  /** Experience unspent after minus before: positive for gained, negative for spent, 0 for neither. */
  xp: number;
  accepted: boolean;
}

/**
 * The ledger as printed history lines. `sheets` are the evaluation's kept
 * sheets (index i + 1 after event i). Experience has its own column, so the
 * "Experience unspent" change is left out of the words.
 */
export function historyLines(
  ledger: readonly { event: LedgerEvent; accepted: boolean }[],
  sheets: readonly (HursagmuSheet | undefined)[] | undefined,
): HistoryLine[] {
  return ledger.map(({ event, accepted }, i) => {
    const before = sheets?.[i];
    const after = accepted ? sheets?.[i + 1] : undefined;
    const changes = before && after ? hursagmuHistoryDescriber.changes(before, after).filter((c) => !c.startsWith('Experience unspent')) : [];
    const what = hursagmuHistoryDescriber.describe(event, before);
    return {
      id: event.id,
      date: event.date.slice(0, 10),
      session: event.session,
      what: changes.length > 0 ? `${what}: ${changes.join('; ')}` : what,
      xp: before && after ? after.experience.unspent - before.experience.unspent : 0,
      accepted,
    };
  });
}
