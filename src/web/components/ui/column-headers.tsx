import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A text column by its heading, or a column of figures (right-aligned, like the figures under it). */
export type ColumnHeading = string | { label: ReactNode; key: string; numeric?: boolean };

/**
 * A hand-built table's row of column headers (the tables DataTable does not fit): every cell in the table's own
 * header style, text columns aligned left and figures right.
 */
export function ColumnHeaders({
  columns,
  cellClassName,
}: {
  columns: ColumnHeading[];
  cellClassName: string;
}) {
  return (
    <tr>
      {columns.map((column) =>
        typeof column === 'string' ? (
          <th key={column} scope="col" className={cn('text-left', cellClassName)}>
            {column}
          </th>
        ) : (
          <th
            key={column.key}
            scope="col"
            className={cn(column.numeric ? 'text-right' : 'text-left', cellClassName)}
          >
            {column.label}
          </th>
        ),
      )}
    </tr>
  );
}

/** A column of figures headed by `label`. */
export const numericColumn = (label: string): ColumnHeading => ({ label, key: label, numeric: true });
