import { createContext, useContext, useId, type ReactNode } from 'react';
import { ColumnHeads, type FigureColumn } from '../column-heads';

/**
 * Small building blocks of the printed sheet. Each takes `blank`: the pencil
 * variant keeps every label and box but leaves the numbers out, so a player
 * can fill it in by hand at the table.
 */

/** A printed number, or an empty write-in space on the pencil sheet. */
export function Filled({ blank, children }: { blank: boolean; children: ReactNode }) {
  return blank ? <span className="print-write-in" /> : <>{children}</>;
}

/** A number cell of a printed table, left empty on the pencil sheet; `strong` for the value a player rolls with. */
export function FilledCell({ blank, strong, children }: { blank: boolean; strong?: boolean; children: ReactNode }) {
  return (
    <td className={strong ? 'num strong' : 'num'}>
      <Filled blank={blank}>{children}</Filled>
    </td>
  );
}

/** The heading of a number column, aligned with its numbers. */
export function NumHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="num">
      {children}
    </th>
  );
}

/** A labelled box: the label above, the value (or nothing) inside. */
export function PrintBox({
  label,
  blank,
  children,
  wide,
}: {
  label: string;
  blank: boolean;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'print-box print-box-wide' : 'print-box'}>
      <span className="print-box-label">{label}</span>
      <span className="print-box-value">{blank || children === undefined ? '\u00a0' : children}</span>
    </div>
  );
}

/**
 * One labelled box of a row: its label, its value (none: a box to write in), and whether it is wide or
 * filled in even on the pencil sheet (a name or a race that does not change in play).
 */
export type PrintBoxSpec = readonly [label: string, value?: ReactNode, options?: { wide?: boolean; filled?: boolean }];

/** A row of labelled boxes, all empty on the pencil sheet but those `filled`; a false entry is left out. */
export function PrintBoxes({ blank, boxes }: { blank: boolean; boxes: readonly (PrintBoxSpec | false)[] }) {
  return (
    <div className="print-boxes">
      {boxes.map(
        (box) =>
          box && (
            <PrintBox key={box[0]} label={box[0]} blank={blank && !box[2]?.filled} wide={box[2]?.wide ?? false}>
              {box[1]}
            </PrintBox>
          ),
      )}
    </div>
  );
}

/**
 * Whose sheet a section belongs to, where several sheets show together (a campaign's print): each section is
 * then named with its character ("Attributes, Ragna"), so no two regions of the page share a name.
 */
export const SectionOwner = createContext<string | undefined>(undefined);

/** True where several characters' sheets print together, so each names its sections with its character. */
export const SheetsTogether = createContext(false);

/**
 * One section of the sheet: a heading and its content, kept together on one page when it fits. A `flow`
 * section (charts, a history) may be longer than a page: it breaks between its items, each kept whole
 * (`print-keep`), and its heading stays with the first.
 */
export function PrintSection({
  title,
  children,
  className,
  flow,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  flow?: boolean;
}) {
  const id = useId();
  const owner = useContext(SectionOwner);
  const classes = ['print-sheet-section', flow ? 'print-sheet-section-flow' : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={classes}
      {...(owner === undefined ? { 'aria-labelledby': id } : { 'aria-label': `${title}, ${owner}` })}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Squares to tick off as points are lost: one per point on a filled sheet,
 * an empty row to draw in on the pencil sheet. Capped so a large total still
 * fits on the page; beyond the cap the current value is written in the box.
 */
export function TrackBoxes({ total, blank, label }: { total: number; blank: boolean; label: string }) {
  const count = blank ? 0 : Math.min(total, MAX_TRACK_BOXES);
  return (
    <div
      className="print-track"
      role="img"
      aria-label={blank ? `${label}: squares to draw in` : `${label}: ${count} squares to tick off`}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="print-track-box" />
      ))}
    </div>
  );
}

// Eight rows of fifteen squares fit the width of half an A4 or Letter page at the sheet's size.
const MAX_TRACK_BOXES = 120;

/** A note after a name, e.g. "(occupation)": set apart by a space and italics, so it reads the same in print and to a screen reader. */
export function Tag({ children }: { children: ReactNode }) {
  return (
    <>
      {' '}
      <span className="print-tag">({children})</span>
    </>
  );
}

/** One cell of a printed table: fixed text, or a value the pencil sheet leaves to fill in (`strong`: the one rolled with). */
export type PrintCell = ReactNode | { filled: ReactNode; strong?: boolean };

const isFilled = (cell: PrintCell): cell is { filled: ReactNode; strong?: boolean } =>
  typeof cell === 'object' && cell !== null && 'filled' in cell;

/**
 * A printed table of a sheet's rows, for every game: a row a thing (its name as the row's heading, then its cells),
 * and what follows the rows (`children`: lines to write in).
 */
export function PrintTable<Row extends { id: string }>({
  blank,
  columns,
  rows,
  heading,
  cells,
  rowClass,
  label,
  children,
}: {
  blank: boolean;
  columns: readonly (string | FigureColumn)[];
  rows: readonly Row[];
  heading(row: Row): ReactNode;
  cells(row: Row): readonly PrintCell[];
  rowClass?(row: Row): string | undefined;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <table className="print-table" aria-label={label}>
      <ColumnHeads columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={rowClass?.(row)}>
            <th scope="row">{heading(row)}</th>
            {cells(row).map((cell, i) =>
              isFilled(cell) ? (
                <FilledCell key={i} blank={blank} strong={cell.strong ?? false}>
                  {cell.filled}
                </FilledCell>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
        {children}
      </tbody>
    </table>
  );
}
