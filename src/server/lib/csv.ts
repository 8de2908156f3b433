import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/**
 * CSV for spreadsheets. Cells starting with = + - @ (or a tab or carriage return) would run as formulas in Excel
 * or Sheets, so they are prefixed with an apostrophe (CSV injection); numbers are left alone.
 */
export function toCsv(rows: CsvCell[][]): string {
  return stringify(
    rows.map((row) =>
      row.map((cell) => (typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
    ),
  );
}
