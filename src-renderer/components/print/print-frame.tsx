import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CharacterEditor, PrintOptions } from '../../systems/types';
import { CalendarDate } from '../calendar-date';
import './print-sheet.css';

/**
 * A printable sheet's pages: A4 or US Letter in black and white. The page header (name, game, date) is the
 * header group of one table that holds every section, so the browser repeats it on every printed page. The
 * game gives the rows (`PrintRow`) for a readable sheet; an unreadable one prints a sentence saying how to fix it.
 * The paper size and margins come from the sheet's class (`print-sheet-a4`, `print-sheet-letter`) and the
 * named pages of print-sheet.css: the page's Content-Security-Policy allows no inline style.
 */
export const PrintFrame = observer(function PrintFrame<Sheet>({
  editor,
  options,
  className,
  children,
}: {
  editor: CharacterEditor<unknown, Sheet, unknown>;
  options: PrintOptions;
  /** The game's own class, for its print styles. */
  className?: string;
  /** The sheet's rows. */
  children(sheet: Sheet): ReactNode;
}) {
  const sheet = editor.sheet;
  const name = editor.file.name;
  const classes = ['print-sheet', className, pageSizeClass(options.pageSize), options.blank ? 'print-sheet-blank' : undefined];
  return (
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
                <p>This character's creation choices cannot be read, so there is no sheet to print. Open the Build section, fix the choices it lists, and print again.</p>
              </td>
            </tr>
          ) : (
            children(sheet)
          )}
        </tbody>
      </table>
    </article>
  );
});

/** One row of the page table: the browser keeps a row together on one page when it fits; `columns` sets its sections side by side. */
export function PrintRow({ children, columns }: { children: ReactNode; columns?: boolean }) {
  return (
    <tr>
      <td>{columns ? <div className="print-columns">{children}</div> : children}</td>
    </tr>
  );
}

/** The class that gives a printed page its paper size and margins (see the named pages in print-sheet.css). */
export function pageSizeClass(pageSize: PrintOptions['pageSize']): string {
  return pageSize === 'A4' ? 'print-sheet-a4' : 'print-sheet-letter';
}
