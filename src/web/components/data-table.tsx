import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '../lib/cn';
import { TableScrollRegion } from './ui/responsive-table';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned with tabular figures so that their digits line up. */
  numeric?: boolean;
  /** The column that names the row (a <th scope="row">). */
  rowHeader?: boolean;
}

/** Set around a chart's screen-reader copy of its figures: that copy needs no scroll region. */
export const ScreenReaderCopy = createContext(false);

/**
 * The one data table of every screen (issue 15): caption, column and row headers, right-aligned tabular numbers,
 * an optional total row; on a narrow screen it scrolls sideways inside a named region the keyboard can reach.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A last row in bold (totals). */
  total?: Row;
}) {
  const renderRow = (row: Row, isTotal: boolean) => (
    <tr
      key={isTotal ? 'total' : rowKey(row)}
      className={cn(
        isTotal
          ? 'border-t-2 border-slate-300 font-semibold dark:border-slate-600'
          : 'hover:bg-slate-50 dark:hover:bg-slate-800/40',
      )}
    >
      {columns.map((column) =>
        column.rowHeader ? (
          <th
            key={column.header}
            scope="row"
            className="px-3 py-2.5 text-left font-medium text-slate-900 dark:text-slate-100"
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
  );
  const table = (
    <table className="w-full min-w-max text-left text-sm">
      <caption className="sr-only">{caption}</caption>
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
        {rows.map((row) => renderRow(row, false))}
        {total ? renderRow(total, true) : null}
      </tbody>
    </table>
  );
  // On a phone the table scrolls sideways inside a named region the keyboard can reach: nothing is cut off. The
  // screen-reader copy under a chart has none (an invisible stop in the tab order would only confuse).
  return useContext(ScreenReaderCopy) ? (
    table
  ) : (
    <TableScrollRegion label={caption}>{table}</TableScrollRegion>
  );
}
