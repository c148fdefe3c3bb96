import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import type { CharacterEditor } from '../../contract/character-editor';
import { CalendarDate } from '../calendar-date';
import { CampaignSessions, sessionName } from '../campaign-sessions';
import type { HistoryDescriber } from '../../contract/history-describer';
import { historyLines, type PrintedPoints } from './history-lines';
import { signed } from '../../base/format';
import { NumHeading, PrintSection, Tag } from './print-parts';

/**
 * The printed history: each ledger entry's date and session (by name and date), what it did and what for,
 * and the points it gained or spent.
 */
export const PrintHistory = observer(function PrintHistory<Sheet>({
  editor,
  describer,
  points,
}: {
  editor: CharacterEditor<unknown, Sheet, unknown>;
  describer: HistoryDescriber<Sheet>;
  points: PrintedPoints<Sheet>;
}) {
  const lines = historyLines(editor.ledger, editor.evaluation.sheets, describer, points);
  const sessions = useContext(CampaignSessions);
  return (
    <PrintSection title="History" className="print-history" flow>
      {lines.length === 0 ? (
        <p className="print-empty">Nothing has happened since the character was made.</p>
      ) : (
        <table className="print-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What happened</th>
              <NumHeading>{points.heading}</NumHeading>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>
                  <span className="nowrap">
                    <CalendarDate iso={line.date} />
                  </span>
                  {line.session ? <Tag>{sessionName(line.session, sessions)}</Tag> : null}
                </td>
                <td>
                  {line.what}
                  {line.accepted ? null : <Tag>not applied: it breaks a rule</Tag>}
                </td>
                <td className="num">{line.points === 0 ? '' : signed(line.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
});
