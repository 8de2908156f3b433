import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** A number written as text ("-12.50", "+3"): a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * CSV for spreadsheets. Text starting with = + - @ (or a tab or carriage return) would run as a formula in Excel
 * or Sheets, so it is prefixed with an apostrophe (CSV injection). The guard is for text only: numbers, and
 * numbers that arrive as text (numeric columns), go out as they are so that a spreadsheet can sum them.
 */
export function toCsv(rows: CsvCell[][]): string {
  return stringify(rows.map((row) => row.map(guarded)));
}

function guarded(cell: CsvCell): CsvCell {
  if (typeof cell !== 'string' || PLAIN_NUMBER.test(cell)) return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
