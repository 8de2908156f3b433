import ExcelJS from 'exceljs';
import { METRICS_IMPORT_MESSAGES } from '../../../shared/metrics';
import { fileProblem, importFailure } from './metrics-csv-problems';
import type { FileTable, TableRecord } from './metrics-file-table';

/**
 * An .xlsx workbook as a table of text cells (metrics-file-table.ts): the first sheet with any rows. Date cells
 * become YYYY-MM-DD (Excel stores a day as a UTC midnight), numbers are written plainly, formulas give their result.
 */

const unreadable = () =>
  importFailure(METRICS_IMPORT_MESSAGES.unreadableXlsx, [
    fileProblem(METRICS_IMPORT_MESSAGES.unreadableXlsx),
  ]);

/** A number as plain digits: binary fractions (0.1 + 0.2) rounded away, never an exponent. */
function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(6));
  return Math.abs(rounded) >= 1e21 ? rounded.toFixed(0) : String(rounded);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's text, whatever ExcelJS gives for it. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

export async function readXlsxTable(bytes: Uint8Array): Promise<FileTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's types ask for a Node Buffer; a view over the same memory is one.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const records: TableRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based and sparse: cell A is index 1.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i] ?? null).trim());
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    if (cells.some((cell) => cell !== '')) records.push({ cells, line: rowNumber });
  });
  return { kind: 'xlsx', encoding: null, delimiter: null, typedNumbers: true, records, problems: [] };
}
