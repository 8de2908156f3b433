import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned with tabular figures. */
  numeric?: boolean;
  /** The column that names the row (a <th scope="row">). */
  rowHeader?: boolean;
}

/** A plain, accessible data table: caption, column headers, row headers, tabular numbers. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  captionVisible = false,
  footer,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  captionVisible?: boolean;
  footer?: ReactNode;
}) {
  return (
    <table className="w-full min-w-max text-left text-sm">
      <caption className={captionVisible ? 'pb-2 text-left text-sm text-slate-500' : 'sr-only'}>
        {caption}
      </caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn('px-3 py-2 font-medium', column.numeric ? 'text-right' : 'text-left')}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.header}
                  scope="row"
                  className="px-3 py-2.5 font-medium text-slate-900 dark:text-slate-100"
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.header}
                  className={cn(
                    'px-3 py-2.5 text-slate-700 dark:text-slate-300',
                    column.numeric && 'text-right tabular-nums',
                  )}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  );
}
