import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import type { CharacterEditor, PrintOptions } from '../../types';
import { historyLines } from './event-summary';
import { PrintSection, signed, Tag } from '../../../components/print/print-parts';
import { PrintIdentity, PrintOverrides, PrintPoints } from './print-status';
import { PrintNegatives, PrintPersonality, PrintPrimaries, PrintSecondaries } from './print-traits';
import '../../../components/print/print-sheet.css';

type MlsEditor = CharacterEditor<MlsCreation, MlsSheet, MlsSettings>;

/** Page margins that leave room for the repeated header and suit both A4 and US Letter printers. */
const PAGE_CSS = {
  A4: '@page { size: A4; margin: 12mm 12mm 14mm; }',
  Letter: '@page { size: letter; margin: 0.5in 0.5in 0.55in; }',
} as const;

/**
 * The printable Nutshell MLS sheet: one or two pages of A4 or US Letter in
 * black and white. The page header (name, game, date) is the header group of
 * one table that holds every section, so the browser repeats it on every
 * printed page; the pencil variant keeps the layout with no numbers filled in.
 */
export const MlsPrintSheet = observer(function MlsPrintSheet({ editor, options }: { editor: MlsEditor; options: PrintOptions }) {
  const sheet = editor.sheet;
  const name = editor.file.name;
  const game = editor.system.name;
  const sizeClass = options.pageSize === 'A4' ? 'print-sheet-a4' : 'print-sheet-letter';
  return (
    <article className={`print-sheet ${sizeClass}${options.blank ? ' print-sheet-blank' : ''}`} aria-label={`Printable sheet of ${name}`}>
      <style>{PAGE_CSS[options.pageSize]}</style>
      <table className="print-pages">
        <thead>
          <tr>
            <td>
              <header className="print-header">
                <span className="print-header-name">{name}</span>
                <span className="print-header-game">{game}</span>
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
            <SheetRows editor={editor} sheet={sheet} options={options} />
          )}
        </tbody>
      </table>
    </article>
  );
});

function SheetRows({ editor, sheet, options }: { editor: MlsEditor; sheet: MlsSheet; options: PrintOptions }) {
  const blank = options.blank;
  return (
    <>
      <tr>
        <td>
          <PrintIdentity sheet={sheet} blank={blank} />
        </td>
      </tr>
      <tr>
        <td>
          <div className="print-columns">
            <PrintPrimaries sheet={sheet} blank={blank} />
            <PrintPoints sheet={sheet} blank={blank} />
          </div>
        </td>
      </tr>
      <tr>
        <td>
          <PrintSecondaries sheet={sheet} blank={blank} />
        </td>
      </tr>
      <tr>
        <td>
          <div className="print-columns">
            <PrintPersonality sheet={sheet} blank={blank} />
            <PrintNegatives sheet={sheet} blank={blank} />
          </div>
        </td>
      </tr>
      {sheet.overrides.length > 0 ? (
        <tr>
          <td>
            <PrintOverrides sheet={sheet} findings={editor.findings} />
          </td>
        </tr>
      ) : null}
      {/* The pencil sheet is for play at the table; a history full of dates and CPs has no place on it. */}
      {options.includeHistory && !blank ? (
        <tr>
          <td>
            <PrintHistory editor={editor} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function PrintHistory({ editor }: { editor: MlsEditor }) {
  const lines = historyLines(editor.ledger, editor.evaluation.sheets);
  return (
    <PrintSection title="History" className="print-history">
      {lines.length === 0 ? (
        <p className="print-empty">Nothing has happened since the character was made.</p>
      ) : (
        <table className="print-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What happened</th>
              <th scope="col" className="num">
                CPs
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="nowrap">
                  {line.date}
                  {line.session ? <Tag>{line.session}</Tag> : null}
                </td>
                <td>
                  {line.what}
                  {line.accepted ? null : <Tag>not applied: it breaks a rule</Tag>}
                </td>
                <td className="num">{line.cp === 0 ? '' : signed(line.cp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}
