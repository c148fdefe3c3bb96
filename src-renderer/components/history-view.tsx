import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import type { LedgerEvent } from '../../shared/model';
import type { Evaluation } from '../../shared/rules/core/system';
import type { PointsVocabulary } from '../contract/game-screens';
import type { AnyCharacterEditor } from '../contract/character-editor';
import { CHARACTER_POINTS } from './budget-bar';
import { CalendarDate } from './calendar-date';
import { CampaignSessions, SessionLink, sessionName } from './campaign-sessions';
import { ConfirmDialog } from './confirm-dialog';
import { SectionPlaceContext } from './section-place';
import './explain/explain.css';
import { calendarDate, signedAmount } from '../base/format';
import { describeEntry, genericDescriber } from './history-describer';
import type { HistoryDescriber } from '../contract/history-describer';

/** One ledger entry in words, as the history view and the printed summary show it. */
export interface HistoryRow {
  id: string;
  date: string;
  /** The session's id in the file; shown by its name and date (see sessionName). */
  session: string | undefined;
  /** What happened, with what it was for when the player said so. */
  what: string;
  /** CPs gained (positive) or spent (negative) by this entry. */
  change: number;
  changes: string[];
  accepted: boolean;
  problems: string[];
}

/** The ledger as rows, oldest first: what happened, what it cost and what it changed, in the game's words. */
export function historyRows(
  editor: AnyCharacterEditor,
  describer: HistoryDescriber<unknown> = genericDescriber,
): HistoryRow[] {
  return ledgerRows(editor.file.events, editor.evaluation, (sheet) => editor.system.pointsLeft(sheet), describer);
}

/**
 * A ledger's rows from its evaluation with the sheets kept (evaluate's `keepSheets`): the history view's, and a
 * session page's for every character that recorded something at the session.
 */
export function ledgerRows(
  events: readonly LedgerEvent[],
  evaluation: Pick<Evaluation<unknown>, 'sheets' | 'steps'>,
  pointsLeft: (sheet: unknown) => number,
  describer: HistoryDescriber<unknown> = genericDescriber,
): HistoryRow[] {
  const sheets = evaluation.sheets ?? [];
  const first = sheets[0];
  let previousLeft = first === undefined ? 0 : pointsLeft(first);
  return events.map((event, i) => {
    const step = evaluation.steps[i];
    const accepted = step?.accepted ?? false;
    const left = step?.left ?? 0;
    const before = sheets[i];
    const after = sheets[i + 1];
    const change = left - previousLeft;
    previousLeft = left;
    return {
      id: event.id,
      date: event.date,
      session: event.session,
      what: describeEntry(describer, event, before),
      change,
      changes: accepted && before !== undefined && after !== undefined ? describer.changes(before, after) : [],
      accepted,
      problems: (step?.findings ?? []).filter((f) => f.severity === 'error' && !f.overridden).map((f) => f.message),
    };
  });
}

/** An entry's row header (what happened, and why the rules rejected it if they did) and its cost, as the history and a session's page show them. */
export function EntryCells({ row, points }: { row: HistoryRow; points: PointsVocabulary }) {
  return (
    <>
      <th scope="row">
        {row.what}
        {!row.accepted && (
          <div className="history-problem">
            <strong>Rejected:</strong> this entry breaks a rule and changed nothing. {row.problems.join(' ')}
          </div>
        )}
      </th>
      <td>{changeText(row.change, points)}</td>
    </>
  );
}

function changeText(change: number, points: PointsVocabulary): string {
  if (change === 0) return '—';
  return signedAmount(change, points.format);
}

/**
 * The entry the place names (the History section's step, e.g. from a value's explanation): its row is marked,
 * brought into view and focused, so the player lands on it.
 */
function useShownEntry() {
  const id = useContext(SectionPlaceContext)?.step;
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (id === undefined || row.current === null) return;
    row.current.scrollIntoView?.({ block: 'center' });
    row.current.focus({ preventScroll: true });
  }, [id]);
  return { id, row };
}

/**
 * The character's ledger: when each entry happened (and at which of the
 * campaign's sessions, by name), what it was and what for, what it cost and
 * what it changed, with rejected entries flagged. "Undo last entry" removes
 * the newest one after saying exactly what goes. The character page passes
 * the game's `describer` (its screens' `history`); without one each entry
 * is named by its type.
 */
export const HistoryView = observer(function HistoryView({
  editor,
  describer,
  points = CHARACTER_POINTS,
}: {
  editor: AnyCharacterEditor;
  describer?: HistoryDescriber<unknown> | undefined;
  points?: PointsVocabulary;
}) {
  const [confirming, setConfirming] = useState(false);
  const sessions = useContext(CampaignSessions);
  const openSession = useContext(SessionLink);
  const headingId = useId();
  const rows = historyRows(editor, describer);
  const last = rows.at(-1);
  const shown = useShownEntry();
  return (
    <section className="history-view" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {rows.length === 0 ? (
        <p className="empty-state">
          Nothing has happened since the character was made. Advancement, awards and overrides will be listed here.
        </p>
      ) : (
        <table className="history-table">
          <caption className="visually-hidden">Ledger entries, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Session</th>
              <th scope="col">What happened</th>
              <th scope="col">{points.short}</th>
              <th scope="col">What changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                ref={row.id === shown.id ? shown.row : undefined}
                tabIndex={row.id === shown.id ? -1 : undefined}
                aria-current={row.id === shown.id ? 'true' : undefined}
                className={
                  [row.accepted ? '' : 'history-rejected', row.id === shown.id ? 'history-shown' : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                <td>
                  <CalendarDate iso={row.date} />
                </td>
                <td>
                  {row.session === undefined ? (
                    '—'
                  ) : openSession && sessions.some((s) => s.id === row.session) ? (
                    <button type="button" className="link-button" onClick={() => openSession(row.session!)}>
                      {sessionName(row.session, sessions)}
                    </button>
                  ) : (
                    sessionName(row.session, sessions)
                  )}
                </td>
                <EntryCells row={row} points={points} />
                <td>{row.changes.length > 0 ? row.changes.join('; ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {last && (
        <button
          type="button"
          onClick={() =>
            // A party's share or step asks its own question (for everyone, or this character alone) instead.
            editor.lastEntryAsksFirst
              ? editor.removeLastEvent(`remove “${last.what}” from the history`)
              : setConfirming(true)
          }
        >
          Undo last entry
        </button>
      )}
      {confirming && last && (
        <ConfirmDialog
          title="Remove the last entry?"
          confirmLabel="Remove entry"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            editor.removeLastEvent(`remove “${last.what}” from the history`);
          }}
        >
          <p>
            This removes “{last.what}” of {calendarDate(last.date)}
            {last.change !== 0 ? ` (${changeText(last.change, points)})` : ''} from the ledger. You can bring it back
            with Redo.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
});
