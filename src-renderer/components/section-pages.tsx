import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import type { Session } from '../../shared/model';
import type { Finding } from '../../shared/rules/core/findings';
import type { LastOutcome } from './last-outcome';
import { OutcomeLine } from './outcome-line';
import type { PrintedOverride } from './print/print-overrides';
import { SheetOverrides } from './sheet-overrides';
import { WhenFields, type EntryWhen } from './when-fields';
import './section-pages.css';

/**
 * The shells of the sections every game's character page has. Each is a labelled region holding the game's
 * own parts for a readable character, or a sentence saying how to fix one whose creation choices cannot be
 * read. The game passes its sheet and its own class (for its styles).
 */

/** What each part of the live sheet is given: the sheet, the character's editor, and the campaign's sessions. */
export interface SheetPartProps<Sheet, Editor> {
  sheet: Sheet;
  editor: Editor;
  sessions: readonly Session[];
}

/** One group of the live sheet. */
export type SheetPart<Sheet, Editor> = ComponentType<SheetPartProps<Sheet, Editor>>;

/** A row of the live sheet: one group across the page, or groups in columns, where a list in one column stacks its groups. */
export type SheetLayoutRow<Sheet, Editor> =
  SheetPart<Sheet, Editor> | readonly (SheetPart<Sheet, Editor> | readonly SheetPart<Sheet, Editor>[])[];

/**
 * The live character sheet: the game's groups row by row (`layout`), then the errors a game master accepted,
 * titled in the game's words.
 */
export const SheetPage = observer(function SheetPage<
  Sheet,
  Editor extends {
    readonly sheet: Sheet | undefined;
    readonly findings: readonly Finding[];
    readonly evaluation: { readonly overrides: readonly PrintedOverride[] };
  },
>({
  editor,
  sessions,
  className,
  layout,
  overridesTitle,
}: {
  editor: Editor;
  sessions: readonly Session[];
  /** The game's own class, for its styles (e.g. its columns' widths through --sheet-columns). */
  className: string;
  layout: readonly SheetLayoutRow<Sheet, Editor>[];
  overridesTitle: string;
}) {
  const sheet = editor.sheet;
  return (
    <section className={`sheet-page ${className}`} aria-label="Character sheet">
      {sheet === undefined ? (
        <p className="field-problem">
          The character's creation choices cannot be read, so there is no sheet to show. Open the Build section to see
          what is wrong and fix it.
        </p>
      ) : (
        <>
          {layout.map((row, i) => {
            const props = { sheet, editor, sessions };
            if (!Array.isArray(row)) {
              const Part = row as SheetPart<Sheet, Editor>;
              return <Part key={i} {...props} />;
            }
            return (
              <div key={i} className="sheet-columns">
                {row.map((column: SheetPart<Sheet, Editor> | readonly SheetPart<Sheet, Editor>[], j) => {
                  if (Array.isArray(column)) {
                    return (
                      <div key={j} className="sheet-stack">
                        {column.map((Part: SheetPart<Sheet, Editor>, k) => (
                          <Part key={k} {...props} />
                        ))}
                      </div>
                    );
                  }
                  const Part = column as SheetPart<Sheet, Editor>;
                  return <Part key={j} {...props} />;
                })}
              </div>
            );
          })}
          <SheetOverrides overrides={editor.evaluation.overrides} findings={editor.findings} title={overridesTitle} />
        </>
      )}
    </section>
  );
});

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
        <p className="field-problem">
          The character's creation choices cannot be read, so nothing can be recorded yet. Open the Build section to fix
          them.
        </p>
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
