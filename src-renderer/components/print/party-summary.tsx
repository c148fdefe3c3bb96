import { observer } from 'mobx-react-lite';
import { isStandingError } from '../../../shared/rules/core/findings';
import type { CharacterEditor, AnyCharacterEditor } from '../../contract/character-editor';
import type { PartySummaryColumn, PointsVocabulary, PrintOptions } from '../../contract/game-screens';
import { CalendarDate } from '../calendar-date';
import { countOf, figure } from '../../base/format';
import { pageSizeClass } from './print-frame';
import { NumHeading, PrintSection } from './print-parts';

/** One character of the party summary: its read-only editor, or why its sheet could not be read. */
export type PartyMember = { id: string; name: string } & ({ editor: AnyCharacterEditor } | { problem: string });

/**
 * The campaign's one-page party summary, printed before the characters' sheets: each character's name, the
 * key values its game names (`columns`), its points unspent, and whether it is legal or how many rule errors
 * stand against it. The page is headed like a sheet: the campaign's name, the game and the date.
 */
export const PartySummary = observer(function PartySummary({
  campaignName,
  gameName,
  members,
  columns,
  points,
  options,
}: {
  campaignName: string;
  gameName: string;
  members: readonly PartyMember[];
  columns: readonly PartySummaryColumn<unknown>[];
  points: PointsVocabulary | undefined;
  options: Pick<PrintOptions, 'pageSize' | 'date'>;
}) {
  return (
    <article
      className={`print-sheet print-party-summary ${pageSizeClass(options.pageSize)}`}
      aria-label={`Party summary of ${campaignName}`}
    >
      <header className="print-header">
        <span className="print-header-name">{campaignName}</span>
        <span className="print-header-game">{gameName}</span>
        <span className="print-header-date">
          <CalendarDate iso={options.date} />
        </span>
      </header>
      <PrintSection title="The party">
        <table className="print-table">
          <thead>
            <tr>
              <th scope="col">Character</th>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
              <NumHeading>{points ? `${points.short} unspent` : 'Points unspent'}</NumHeading>
              <th scope="col">Rules</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member.id} member={member} columns={columns} />
            ))}
          </tbody>
        </table>
      </PrintSection>
    </article>
  );
});

const MemberRow = observer(function MemberRow({
  member,
  columns,
}: {
  member: PartyMember;
  columns: readonly PartySummaryColumn<unknown>[];
}) {
  if ('problem' in member) {
    return (
      <tr>
        <th scope="row" className="print-user-text">
          {member.name}
        </th>
        <td colSpan={columns.length + 2}>{member.problem}</td>
      </tr>
    );
  }
  const { editor } = member;
  const sheet = editor.sheet;
  const left = editor.budget?.left;
  return (
    <tr>
      <th scope="row" className="print-user-text">
        {editor.file.name}
      </th>
      {columns.map((column) => (
        <td key={column.heading}>{sheet === undefined ? '' : shown(column.value(sheet))}</td>
      ))}
      <td className="num">{left === undefined ? '' : figure(left)}</td>
      <td>{legality(editor)}</td>
    </tr>
  );
});

/** "Legal", or how many rule errors stand (errors a game master accepted do not count). */
export function legality(editor: Pick<CharacterEditor, 'findings' | 'legal'>): string {
  if (editor.legal) return 'Legal';
  return countOf(Math.max(1, editor.findings.filter(isStandingError).length), 'rule error', 'rule errors');
}

function shown(value: string | number): string {
  return typeof value === 'number' ? figure(value) : value;
}
