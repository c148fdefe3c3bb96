/** A column of figures: its heading is aligned with its numbers (class `num`, right-aligned by the table's styles). */
export interface FigureColumn {
  figures: string;
}

/** The heading of a column of figures, e.g. `figures('Value')`. */
export function figures(heading: string): FigureColumn {
  return { figures: heading };
}

/**
 * A table's column headings, for the live sheet, the builder and the printed sheet alike: each a column
 * header for screen readers, a column of figures aligned with its numbers.
 */
export function ColumnHeads({ columns }: { columns: readonly (string | FigureColumn)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) =>
          typeof column === 'string' ? (
            <th key={i} scope="col">
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className="num">
              {column.figures}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
