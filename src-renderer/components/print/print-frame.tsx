import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CharacterEditor, PrintOptions } from '../../systems/types';
import './print-sheet.css';

/** Page margins that leave room for the repeated header and suit both A4 and US Letter printers. */
const PAGE_CSS = {
  A4: '@page { size: A4; margin: 12mm 12mm 14mm; }',
  Letter: '@page { size: letter; margin: 0.5in 0.5in 0.55in; }',
} as const;

/**
 * A printable sheet's pages: A4 or US Letter in black and white. The page header (name, game, date) is the
 * header group of one table that holds every section, so the browser repeats it on every printed page. The
 * game gives the rows (`PrintRow`) for a readable sheet; an unreadable one prints a sentence saying how to fix it.
 */
export const PrintFrame = observer(function PrintFrame<Sheet>({
  editor,
  options,
  className,
  children,
}: {
  editor: CharacterEditor<any, Sheet, any>;
  options: PrintOptions;
  /** The game's own class, for its print styles. */
  className?: string;
  /** The sheet's rows. */
  children(sheet: Sheet): ReactNode;
}) {
  const sheet = editor.sheet;
  const name = editor.file.name;
  const classes = ['print-sheet', className, options.pageSize === 'A4' ? 'print-sheet-a4' : 'print-sheet-letter', options.blank ? 'print-sheet-blank' : undefined];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-label={`Printable sheet of ${name}`}>
      <style>{PAGE_CSS[options.pageSize]}</style>
      <table className="print-pages">
        <thead>
          <tr>
            <td>
              <header className="print-header">
                <span className="print-header-name">{name}</span>
                <span className="print-header-game">{editor.system.name}</span>
                <span className="print-header-date">{options.date}</span>
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
