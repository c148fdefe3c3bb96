import { observer } from 'mobx-react-lite';
import { useContext, type ComponentType, type ReactNode } from 'react';
import type { CharacterEditor } from '../../contract/character-editor';
import type { PrintOptions, SettingRow } from '../../contract/game-screens';
import { CalendarDate } from '../calendar-date';
import type { HistoryDescriber } from '../../contract/history-describer';
import type { PrintedPoints } from './history-lines';
import { PrintExplanations } from './print-explanations';
import { PrintHistory } from './print-history';
import { PrintOverrides } from './print-overrides';
import { SectionOwner, SheetsTogether } from './print-parts';
import './print-sheet.css';

/** One section of a printed sheet, given the sheet and whether it is the pencil sheet (no numbers filled in). */
export type PrintPart<Sheet> = ComponentType<{ sheet: Sheet; blank: boolean }>;

/**
 * A row of the printed page: one section across the page, or sections side by side, where a list in one
 * column stacks its sections.
 */
export type PrintLayoutRow<Sheet> = PrintPart<Sheet> | readonly (PrintPart<Sheet> | readonly PrintPart<Sheet>[])[];

/**
 * A printable sheet's pages: A4 or US Letter in black and white. The page header (name, game, date) is the
 * header group of one table that holds every section, so the browser repeats it on every printed page. The
 * game gives the layout of its sections for a readable sheet; every sheet then ends with the errors a game master
 * accepted (titled in the game's words) and, unless it is the pencil sheet, the history worded by the game's
 * describer and, on a page of its own, the rules behind the sheet when chosen (print-explanations.tsx). An
 * unreadable sheet prints a sentence saying how to fix it.
 * The paper size and margins come from the sheet's class (`print-sheet-a4`, `print-sheet-letter`) and the
 * named pages of print-sheet.css: the page's Content-Security-Policy allows no inline style.
 */
export const PrintFrame = observer(function PrintFrame<Sheet>({
  editor,
  options,
  className,
  overridesTitle,
  describer,
  points,
  layout,
  settingRows,
}: {
  editor: CharacterEditor<unknown, Sheet, unknown>;
  options: PrintOptions;
  /** The game's own class, for its print styles. */
  className?: string;
  /** The heading of the accepted errors, naming the game master as the game does. */
  overridesTitle: string;
  /** How the printed history words the ledger, and which points it counts. */
  describer: HistoryDescriber<Sheet>;
  points: PrintedPoints<Sheet>;
  /** The game's sections, row by row, for this sheet (a game may leave out a row it has nothing for). */
  layout(sheet: Sheet): readonly PrintLayoutRow<Sheet>[];
  /** The campaign settings in the game's words (its `settingRows`), naming the settings behind the rules. */
  settingRows?: ((settings: never) => readonly SettingRow[]) | undefined;
}) {
  const sheet = editor.sheet;
  const name = editor.file.name;
  const classes = [
    'print-sheet',
    className,
    pageSizeClass(options.pageSize),
    options.blank ? 'print-sheet-blank' : undefined,
  ];
  const together = useContext(SheetsTogether);
  return (
    <SectionOwner.Provider value={together ? name : undefined}>
      <article className={classes.filter(Boolean).join(' ')} aria-label={`Printable sheet of ${name}`}>
        <table className="print-pages">
          <thead>
            <tr>
              <td>
                <header className="print-header">
                  <span className="print-header-name">{name}</span>
                  <span className="print-header-game">{editor.system.name}</span>
                  <span className="print-header-date">
                    <CalendarDate iso={options.date} />
                  </span>
                </header>
              </td>
            </tr>
          </thead>
          <tbody>
            {sheet === undefined ? (
              <tr>
                <td>
                  <p>
                    This character's creation choices cannot be read, so there is no sheet to print. Open the Build
                    section, fix the choices it lists, and print again.
                  </p>
                </td>
              </tr>
            ) : (
              <>
                {layout(sheet).map((row, i) => (
                  <PrintRow key={i} columns={Array.isArray(row)}>
                    {partsOf(row, sheet, options.blank)}
                  </PrintRow>
                ))}
                {editor.evaluation.overrides.length > 0 ? (
                  <PrintRow>
                    <PrintOverrides
                      overrides={editor.evaluation.overrides}
                      findings={editor.findings}
                      title={overridesTitle}
                    />
                  </PrintRow>
                ) : null}
                {/* The pencil sheet is for play at the table; a history full of dates and points has no place on it. */}
                {options.includeHistory && !options.blank ? (
                  <PrintRow>
                    <PrintHistory editor={editor} describer={describer} points={points} />
                  </PrintRow>
                ) : null}
                {/* The rules are worked out with this character's numbers, which the pencil sheet leaves out. */}
                {options.includeExplanations && !options.blank ? (
                  <PrintRow pageBreak>
                    <PrintExplanations editor={editor} settingRows={settingRows} />
                  </PrintRow>
                ) : null}
              </>
            )}
          </tbody>
        </table>
      </article>
    </SectionOwner.Provider>
  );
});

/**
 * One row of the page table: the browser keeps a row together on one page when it fits; `columns` sets its sections
 * side by side, and `pageBreak` starts it on a new page.
 */
function PrintRow({ children, columns, pageBreak }: { children: ReactNode; columns?: boolean; pageBreak?: boolean }) {
  return (
    <tr className={pageBreak ? 'print-new-page' : undefined}>
      <td>{columns ? <div className="print-columns">{children}</div> : children}</td>
    </tr>
  );
}

/** The class that gives a printed page its paper size and margins (see the named pages in print-sheet.css). */
export function pageSizeClass(pageSize: PrintOptions['pageSize']): string {
  return pageSize === 'A4' ? 'print-sheet-a4' : 'print-sheet-letter';
}

/** A layout row's sections as elements: side by side in its columns, stacked within one. */
function partsOf<Sheet>(row: PrintLayoutRow<Sheet>, sheet: Sheet, blank: boolean): ReactNode {
  if (!Array.isArray(row)) {
    const Part = row as PrintPart<Sheet>;
    return <Part sheet={sheet} blank={blank} />;
  }
  return row.map((column: PrintPart<Sheet> | readonly PrintPart<Sheet>[], i) => {
    if (Array.isArray(column)) {
      return (
        <div key={i}>
          {column.map((Part: PrintPart<Sheet>, j) => (
            <Part key={j} sheet={sheet} blank={blank} />
          ))}
        </div>
      );
    }
    const Part = column as PrintPart<Sheet>;
    return <Part key={i} sheet={sheet} blank={blank} />;
  });
}
