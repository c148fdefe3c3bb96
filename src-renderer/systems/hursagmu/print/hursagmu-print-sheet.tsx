import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { CharacterEditor, PrintOptions } from '../../types';
import { PrintSection, signed, Tag } from '../../../components/print/print-parts';
import { historyLines } from './event-summary';
import { PrintLoad, PrintMetrics } from './print-body';
import { PrintFoci, PrintGear, PrintProtection, PrintWeapons } from './print-equipment';
import { PrintExperience, PrintMoney, PrintOverrides } from './print-status';
import { PrintGifts, PrintTraits } from './print-traits';
import '../../../components/print/print-sheet.css';
import './print-sheet.css';

type HursagmuEditor = CharacterEditor<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

/** Page margins that leave room for the repeated header and suit both A4 and US Letter printers. */
const PAGE_CSS = {
  A4: '@page { size: A4; margin: 12mm 12mm 14mm; }',
  Letter: '@page { size: letter; margin: 0.5in 0.5in 0.55in; }',
} as const;

/**
 * The printable HURSAGMU sheet: one or two pages of A4 or US Letter in black
 * and white. The page header (name, game, date) is the header group of one
 * table that holds every section, so the browser repeats it on every printed
 * page; the pencil variant keeps the layout with no numbers filled in.
 */
export const HursagmuPrintSheet = observer(function HursagmuPrintSheet({ editor, options }: { editor: HursagmuEditor; options: PrintOptions }) {
  const sheet = editor.sheet;
  const name = editor.file.name;
  const sizeClass = options.pageSize === 'A4' ? 'print-sheet-a4' : 'print-sheet-letter';
  return (
    <article className={`print-sheet hursagmu-print-sheet ${sizeClass}${options.blank ? ' print-sheet-blank' : ''}`} aria-label={`Printable sheet of ${name}`}>
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
            <SheetRows editor={editor} sheet={sheet} options={options} />
          )}
        </tbody>
      </table>
    </article>
  );
});

/** One row of the page table: the browser keeps a row together on one page when it fits. */
function Row({ children, columns }: { children: ReactNode; columns?: boolean }) {
  return (
    <tr>
      <td>{columns ? <div className="print-columns">{children}</div> : children}</td>
    </tr>
  );
}

function SheetRows({ editor, sheet, options }: { editor: HursagmuEditor; sheet: HursagmuSheet; options: PrintOptions }) {
  const blank = options.blank;
  return (
    <>
      <Row>
        <PrintTraits sheet={sheet} blank={blank} />
      </Row>
      <Row columns>
        <PrintMetrics sheet={sheet} blank={blank} />
        <PrintLoad sheet={sheet} blank={blank} />
      </Row>
      <Row>
        <PrintWeapons sheet={sheet} blank={blank} />
      </Row>
      <Row columns>
        <PrintProtection sheet={sheet} blank={blank} />
        <div>
          <PrintExperience sheet={sheet} blank={blank} />
          <PrintMoney sheet={sheet} blank={blank} />
        </div>
      </Row>
      <Row columns>
        <PrintGifts sheet={sheet} blank={blank} />
        <PrintGear sheet={sheet} blank={blank} />
      </Row>
      {sheet.foci.length > 0 ? (
        <Row>
          <PrintFoci sheet={sheet} blank={blank} />
        </Row>
      ) : null}
      {sheet.overrides.length > 0 ? (
        <Row>
          <PrintOverrides sheet={sheet} findings={editor.findings} />
        </Row>
      ) : null}
      {/* The pencil sheet is for play at the table; a history full of dates and points has no place on it. */}
      {options.includeHistory && !blank ? (
        <Row>
          <PrintHistory editor={editor} />
        </Row>
      ) : null}
    </>
  );
}

function PrintHistory({ editor }: { editor: HursagmuEditor }) {
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
                XP
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
                <td className="num">{line.xp === 0 ? '' : signed(line.xp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}
