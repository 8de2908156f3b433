import { type CsvError, parse } from 'csv-parse/sync';
import { METRICS_IMPORT_MESSAGES, type MetricsImportProblem } from '../../../shared/metrics';
import { fileProblem, importFailure, ROW_REASONS } from './metrics-csv-problems';

/**
 * A metrics file's bytes as a table of text cells (issue 29, "the files as downloaded"): CSV in UTF-8 with or without
 * BOM, UTF-16 with or without BOM (Google Ads' "CSV for Excel" is UTF-16LE with tabs), Windows-1252 from older
 * spreadsheets, separated by commas, semicolons or tabs; or an .xlsx workbook. What the cells mean is decided
 * later (metrics-csv.ts): this only reads them.
 */

export interface TableRecord {
  cells: string[];
  /** The record's first line in the file (CSV) or its row number (.xlsx), 1-based. */
  line: number;
}

export interface FileTable {
  kind: 'csv' | 'xlsx';
  encoding: 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252' | null;
  delimiter: ',' | ';' | '\t' | null;
  /** Cells hold numbers as the runtime writes them (an .xlsx number cell), not as a locale does. */
  typedNumbers: boolean;
  records: TableRecord[];
  /** Lines that cannot be read as CSV (a broken quote): reported with the rows' problems. */
  problems: MetricsImportProblem[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

export async function readFileTable(bytes: Uint8Array): Promise<FileTable> {
  if (startsWith(bytes, ZIP_MAGIC)) {
    // Loaded on demand: ExcelJS is large, and most files are CSV.
    const { readXlsxTable } = await import('./metrics-xlsx-table');
    return readXlsxTable(bytes);
  }
  const { text, encoding } = decode(bytes);
  return readCsvTable(text, encoding);
}

/** The text and how it was written: a BOM says so; else NUL bytes betray UTF-16; else UTF-8 if it is valid. */
export function decode(bytes: Uint8Array): { text: string; encoding: NonNullable<FileTable['encoding']> } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 with BOM' };
  }
  if (startsWith(bytes, [0xff, 0xfe])) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  }
  if (startsWith(bytes, [0xfe, 0xff])) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  }
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  sample.forEach((b, i) => {
    if (b === 0) {
      if (i % 2 === 0) evenZeros += 1;
      else oddZeros += 1;
    }
  });
  // ASCII text in UTF-16 has a NUL beside nearly every character; real UTF-8 text has none.
  if (oddZeros > sample.length / 4)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16LE' };
  if (evenZeros > sample.length / 4)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

const DELIMITERS = [',', ';', '\t'] as const;
/** Google Ads puts a title and a date range above the header; the header is among the first lines. */
export const HEADER_SEARCH_LINES = 10;

/** Separators outside double quotes on a line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
  }
  return count;
}

/** The separator the header line uses most: the header is the widest of the first lines in any of them. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const lines = text.split(/\r\n|\n|\r/, HEADER_SEARCH_LINES);
  let best: { delimiter: ',' | ';' | '\t'; count: number } = { delimiter: ',', count: 0 };
  for (const delimiter of DELIMITERS) {
    const count = Math.max(0, ...lines.map((line) => countOutsideQuotes(line, delimiter)));
    if (count > best.count) best = { delimiter, count };
  }
  return best.delimiter;
}

/** A record's first line: csv-parse reports the last one, and a quoted value may span lines. */
export function firstLineOf(lastLine: number, record: readonly string[] | undefined): number {
  const breaks = (record ?? []).reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return lastLine - breaks;
}

/**
 * How csv-parse reads a metrics file, whole (readCsvTable) or as a stream (metrics-file-reader.ts): lines it cannot
 * read are skipped and reported through `onProblem` with their first line.
 */
export function csvParseOptions(delimiter: string, onProblem: (problem: MetricsImportProblem) => void) {
  return {
    delimiter,
    bom: true,
    relax_quotes: false,
    // Title lines above the header have fewer cells: the header decides how many a data row must have.
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    info: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return undefined;
      const record = Array.isArray(error.record) ? (error.record as string[]) : undefined;
      const lastLine = typeof error.lines === 'number' ? error.lines : 1;
      onProblem({
        line: firstLineOf(lastLine, record),
        column: null,
        reason:
          error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
            ? ROW_REASONS.quotes
            : ROW_REASONS.notCsv,
      });
      return undefined;
    },
  } as const;
}

export function readCsvTable(text: string, encoding: FileTable['encoding']): FileTable {
  if (text.trim() === '') {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const delimiter = detectDelimiter(text);
  const problems: MetricsImportProblem[] = [];
  let parsed: { record: string[]; info: { lines: number } }[] = [];
  try {
    parsed = parse(
      text,
      csvParseOptions(delimiter, (problem) => problems.push(problem)),
    ) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    // Errors csv-parse cannot skip past (it gives up on the rest of the file).
    const lines = (error as { lines?: unknown }).lines;
    problems.push({ line: typeof lines === 'number' ? lines : 1, column: null, reason: ROW_REASONS.notCsv });
  }
  return {
    kind: 'csv',
    encoding,
    delimiter,
    typedNumbers: false,
    records: parsed.map(({ record, info }) => ({ cells: record, line: firstLineOf(info.lines, record) })),
    problems,
  };
}
