import { useId } from 'react';
import type { ComparedEntry, MergeCollision } from '../../shared/model';
import { ColumnHeads } from './column-heads';
import { calendarDate, countOf } from '../base/format';
import { describeEntry } from './history-describer';
import type { HistoryDescriber } from '../contract/history-describer';

/**
 * Two versions of a character's ledger side by side, entry by entry, for every game: each entry once, in the
 * order a merge keeps them, with which version has it; then what keeps the two from being merged, if anything.
 */
export function LedgerComparison({
  entries,
  collisions,
  describer,
  subject,
  collisionsId,
}: {
  entries: readonly ComparedEntry[];
  collisions: readonly MergeCollision[];
  describer: HistoryDescriber;
  /** The character, e.g. "Aria Vell". */
  subject: string;
  /** The id of the list of what keeps the versions from being merged, for the merge button to point to. */
  collisionsId?: string;
}) {
  const id = useId();
  const onlyHere = entries.filter((e) => e.side === 'first').length;
  const onlyThere = entries.filter((e) => e.side === 'second').length;
  return (
    <section className="ledger-comparison" aria-labelledby={id}>
      <h2 id={id}>The two ledgers, entry by entry</h2>
      <p className="hint">
        {onlyHere === 0 && onlyThere === 0
          ? 'Both versions have the same entries.'
          : `${countOf(onlyThere, 'entry is', 'entries are')} only in the other version and ${countOf(onlyHere, 'entry is', 'entries are')} only in the current version of ${subject}.`}
      </p>
      <MergeCollisions collisions={collisions} id={collisionsId} />
      {entries.length > 0 && (
        <table className="builder-table">
          <ColumnHeads columns={['Date', 'Entry', 'Current version', 'Other version']} />
          <tbody>
            {entries.map(({ event, side }) => (
              <tr key={event.id} className={side === 'both' ? undefined : 'ledger-comparison-differs'}>
                <td>{calendarDate(event.date)}</td>
                <th scope="row">{describeEntry(describer, event, undefined)}</th>
                <td>{side === 'second' ? 'not there' : 'has it'}</td>
                <td>{side === 'first' ? 'not there' : 'has it'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What keeps two versions from being merged, one sentence each; nothing when nothing does. */
export function MergeCollisions({
  collisions,
  id,
}: {
  collisions: readonly MergeCollision[];
  id?: string | undefined;
}) {
  if (collisions.length === 0) return null;
  return (
    <div id={id} className="banner banner-warning" role="note">
      <p>These versions cannot be merged:</p>
      <ul>
        {collisions.map((c) => (
          <li key={c.what}>{c.message}</li>
        ))}
      </ul>
    </div>
  );
}
