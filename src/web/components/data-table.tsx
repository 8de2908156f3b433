import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { cn } from '../lib/cn';
import { ResponsiveTable, TableScrollRegion } from './ui/responsive-table';

/** What a column is sorted by: null (no value) always sorts last. */
export type SortValue = string | number | null;

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned with tabular figures so that their digits line up. */
  numeric?: boolean;
  /** The column that names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** Makes the column sortable by this value: numbers compare as numbers, text in the reader's language. */
  sortValue?: (row: Row) => SortValue;
  /** Classes added to the column's cells (not its header), e.g. 'align-top'. */
  className?: string;
}

export type SortDirection = 'ascending' | 'descending';

/** A sorted column, by its header. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** A right-aligned number column that shows a formatted value and sorts by the value itself. */
export function numberColumn<Row>(
  header: string,
  value: (row: Row) => number,
  format: (value: number) => string,
): DataColumn<Row> {
  return { header, numeric: true, cell: (row) => format(value(row)), sortValue: value };
}

/** The column that names each row: a row header, sorted by the name, shown as it is or as `render` draws it. */
export function nameColumn<Row>(
  header: string,
  name: (row: Row) => string,
  render: (row: Row) => ReactNode = name,
): DataColumn<Row> {
  return { header, rowHeader: true, cell: render, sortValue: name };
}

/** Set around a chart's screen-reader copy of its figures: that copy needs no scroll region. */
export const ScreenReaderCopy = createContext(false);

const normalise = (value: SortValue | undefined): SortValue =>
  value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * The rows ordered by `value` in `direction`: stable (equal values keep their order), rows without a value last in
 * either direction.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: normalise(value(row)) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      return sign * compareValues(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const className = 'size-3.5 shrink-0';
  if (direction === 'ascending') return <ArrowUp aria-hidden="true" className={className} />;
  if (direction === 'descending') return <ArrowDown aria-hidden="true" className={className} />;
  return (
    <ArrowUpDown
      aria-hidden="true"
      className={cn(className, 'text-slate-400 group-hover:text-slate-600 dark:text-slate-500')}
    />
  );
}

/** A column header; a sortable one is a button (named by the header) and says how the column is sorted. */
function ColumnHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<Row>;
  sort: TableSort | null;
  onSort: (header: string) => void;
}) {
  const direction = sort?.column === column.header ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
      className={cn('px-3 py-2 font-medium', column.numeric ? 'text-right' : 'text-left')}
    >
      {column.sortValue ? (
        <button
          type="button"
          onClick={() => onSort(column.header)}
          className={cn(
            // The arrow sits on the inner side, so a figure column's heading stays flush with its figures.
            'group -mx-1 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1 font-medium uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:hover:text-white dark:focus-visible:outline-indigo-400',
            column.numeric && 'flex-row-reverse',
            direction && 'text-indigo-700 dark:text-indigo-300',
          )}
        >
          {column.header}
          <SortIcon direction={direction} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/** A row of figures; the total row in bold under a rule. */
function BodyRow<Row>({
  row,
  columns,
  isTotal = false,
}: {
  row: Row;
  columns: DataColumn<Row>[];
  isTotal?: boolean;
}) {
  return (
    <tr
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
            className={cn(
              'px-3 py-2.5 text-left font-medium text-slate-900 dark:text-slate-100',
              column.className,
            )}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td
            key={column.header}
            className={cn(
              'px-3 py-2.5 text-slate-700 dark:text-slate-300',
              column.numeric && 'text-right tabular-nums',
              column.className,
            )}
          >
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}

/**
 * The one data table of every screen (issue 15): caption, column and row headers, right-aligned tabular numbers,
 * an optional total row; on a narrow screen it scrolls sideways inside a named region the keyboard can reach, or,
 * given `cards`, shows those instead below the `sm` breakpoint. A column with a `sortValue` can be sorted by its
 * header (click, Enter or Space: ascending first, then the other way); the total row stays last.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  initialSort,
  minWidthClassName = 'min-w-max',
  cards,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A last row in bold (totals). */
  total?: Row;
  /** How the rows are ordered at first (say so when they arrive sorted by a sortable column). */
  initialSort?: TableSort;
  /** The table's least width: by default its content's, so that cells never wrap. */
  minWidthClassName?: string;
  /** The same records for a phone (a list of cards), shown below the `sm` breakpoint instead of the table. */
  cards?: ReactNode;
}) {
  const [sort, setSort] = useState<TableSort | null>(initialSort ?? null);
  const sortColumn = sort ? columns.find((column) => column.header === sort.column) : undefined;
  const sorted = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  const onSort = (header: string) =>
    setSort((current) => ({
      column: header,
      direction: current?.column === header && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const table = (
    <table className={cn('w-full text-left text-sm', minWidthClassName)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column.header} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {sorted.map((row) => (
          <BodyRow key={rowKey(row)} row={row} columns={columns} />
        ))}
        {total ? <BodyRow row={total} columns={columns} isTotal /> : null}
      </tbody>
    </table>
  );
  // On a phone the table scrolls sideways inside a named region the keyboard can reach: nothing is cut off. The
  // screen-reader copy under a chart has none (an invisible stop in the tab order would only confuse).
  if (useContext(ScreenReaderCopy)) return table;
  return cards ? (
    <ResponsiveTable label={caption} table={table} cards={cards} />
  ) : (
    <TableScrollRegion label={caption}>{table}</TableScrollRegion>
  );
}
