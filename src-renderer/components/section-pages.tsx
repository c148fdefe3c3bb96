import type { ReactNode } from 'react';
import type { Session } from '../../shared/model';
import type { LastOutcome } from './last-outcome';
import { OutcomeLine } from './outcome-line';
import { WhenFields, type EntryWhen } from './when-fields';
import './section-pages.css';

/**
 * The shells of the sections every game's character page has. Each is a labelled region holding the game's
 * own parts for a readable character, or a sentence saying how to fix one whose creation choices cannot be
 * read. The game passes its sheet and its own class (for its styles).
 */

/** The live character sheet. */
export function SheetPage<Sheet>({ sheet, className, children }: { sheet: Sheet | undefined; className: string; children(sheet: Sheet): ReactNode }) {
  return (
    <section className={`sheet-page ${className}`} aria-label="Character sheet">
      {sheet === undefined ? (
        <p className="field-problem">
          The character's creation choices cannot be read, so there is no sheet to show. Open the Build section to see what is wrong and fix it.
        </p>
      ) : (
        children(sheet)
      )}
    </section>
  );
}

/**
 * The advancement page: the ledger desk's date and session with the points left (`unspent`, in the game's
 * words), the last outcome, then the game's own actions.
 */
export function AdvancePage<Sheet>({
  sheet,
  className,
  desk,
  sessions,
  unspent,
  outcomeLabel,
  idle,
  fieldClassName,
  children,
}: {
  sheet: Sheet | undefined;
  className: string;
  desk: EntryWhen & { readonly last: LastOutcome };
  sessions: readonly Session[];
  unspent(sheet: Sheet): string;
  /** The live region's name, e.g. "Last advancement". */
  outcomeLabel: string;
  /** What the outcome line says before anything is recorded. */
  idle: ReactNode;
  /** The game's class for the date and session fields, for its styles. */
  fieldClassName?: string | undefined;
  children(sheet: Sheet): ReactNode;
}) {
  return (
    <section className={`advance-page ${className}`} aria-label="Advancement">
      {sheet === undefined ? (
        <p className="field-problem">The character's creation choices cannot be read, so nothing can be recorded yet. Open the Build section to fix them.</p>
      ) : (
        <>
          <div className="desk-top">
            <WhenFields when={desk} sessions={sessions} fieldClassName={fieldClassName} />
            <p className="desk-left">
              <span className="big-number">{unspent(sheet)}</span> unspent
            </p>
          </div>
          <OutcomeLine last={desk.last} label={outcomeLabel} idle={idle} />
          {children(sheet)}
        </>
      )}
    </section>
  );
}
