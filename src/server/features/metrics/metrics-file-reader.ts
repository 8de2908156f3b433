import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MAX_ERRORS,
  METRICS_IMPORT_MAX_ROWS,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  type MetricsImportFormat,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
import { fixedChannelFor, statedCurrencyOf } from './metrics-csv';
import { NumberStyleVote } from './metrics-csv-cells';
import { fileProblem, importFailure, ROW_REASONS } from './metrics-csv-problems';
import { DateOrderVote } from './metrics-dates';
import {
  csvParseOptions,
  decode,
  detectDelimiter,
  type FileTable,
  firstLineOf,
  HEADER_SEARCH_LINES,
  type TableRecord,
} from './metrics-file-table';
import { type FileHeader, findHeader } from './metrics-header';
import { ProblemList, RowChecker, type RowContext } from './metrics-rows';

/**
 * Reads an import's file from disk in slices (issue 34): memory stays the same for a 100 KB file and a 200 MB one.
 * A CSV is read twice: a first pass decides what needs the whole file (its currency, its number and date forms),
 * the second checks each row with those settled and hands the good rows on in batches (to be staged in the
 * database: metrics-import-staging.ts). An .xlsx (at most METRICS_IMPORT_MAX_BYTES) is read whole, as ExcelJS does.
 */

export interface ReadOptions {
  /** The channel of a Google Ads report (`?channel=`), which has no channel column. */
  channel?: string | undefined;
  today: string;
  /** The workspace's ISO 4217 code: a file stating another is refused. */
  currency: string;
}

export interface ReadProgress {
  phase: 'reading' | 'checking';
  bytesRead: number;
  bytesTotal: number;
  rowsRead: number;
}

export interface RowSink {
  /** A batch of good rows in file order; the next is not read until this settles (backpressure). */
  rows: (batch: ImportedMetricRow[]) => Promise<void>;
  progress?: (progress: ReadProgress) => void;
}

/** All a file says once read, but its rows (which went to the sink). */
export interface FileSummary {
  format: MetricsImportFormat;
  /** The header cell of the campaign column, for problems found later (ambiguous names). */
  campaignColumn: string;
  /** Whether rows of one campaign, day and channel are summed (ad-level exports) or a repeat is a mistake. */
  breakdown: boolean;
  headerLine: number;
  /** The first METRICS_IMPORT_MAX_ERRORS problems by line; `problemCount` counts them all. */
  problems: MetricsImportProblem[];
  problemCount: number;
  /** The refusal's message when no row is a single day (and nothing else is wrong): a report of totals. */
  notDaily: string | null;
  source: MetricsImportResult['source'];
  fileCurrency: string | null;
  zeroColumns: MetricsImportResult['zeroColumns'];
  /** The file's notes but the "rows were summed" one, which needs the daily rows counted. */
  notes: string[];
}

/** Good rows handed to the sink at a time. */
export const ROWS_PER_BATCH = 10_000;
const READ_CHUNK = 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

type Encoding = NonNullable<FileTable['encoding']>;

interface Layout {
  kind: 'csv' | 'xlsx';
  encoding: Encoding | null;
  delimiter: ',' | ';' | '\t' | null;
  bomBytes: number;
  bytesTotal: number;
  /** An .xlsx's table, read whole. */
  table?: FileTable;
}

async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether the whole file is valid UTF-8, read in chunks (a first, cheap pass over the bytes alone). */
async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** What kind of file it is, its encoding and separator: from its first bytes (and, for UTF-8, all of them). */
async function layoutOf(path: string): Promise<Layout> {
  const { size } = await stat(path);
  const head = await readHead(path, SNIFF_BYTES);
  if (ZIP_MAGIC.every((b, i) => head[i] === b)) {
    // Loaded on demand: ExcelJS is large, and most files are CSV.
    const { readXlsxTable } = await import('./metrics-xlsx-table');
    const table = await readXlsxTable(await readFile(path));
    return { kind: 'xlsx', encoding: null, delimiter: null, bomBytes: 0, bytesTotal: size, table };
  }
  // The head decides BOM and UTF-16 as decode() does for a whole file; a cut multi-byte character at its end
  // does not matter for the separator, which the first lines decide.
  let { text, encoding } = decode(head);
  if (encoding === 'UTF-8' || encoding === 'Windows-1252') {
    encoding = (await isUtf8(path)) ? 'UTF-8' : 'Windows-1252';
    if (encoding === 'Windows-1252') text = new TextDecoder('windows-1252').decode(head);
  }
  if (text.trim() === '' && size <= SNIFF_BYTES) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const bomBytes =
    encoding === 'UTF-8 with BOM' ? 3 : encoding === 'UTF-16LE' || encoding === 'UTF-16BE' ? bomOf(head) : 0;
  return { kind: 'csv', encoding, delimiter: detectDelimiter(text), bomBytes, bytesTotal: size };
}

const bomOf = (head: Uint8Array) =>
  (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) ? 2 : 0;

const DECODER_LABELS: Record<Encoding, string> = {
  'UTF-8': 'utf-8',
  'UTF-8 with BOM': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'Windows-1252': 'windows-1252',
};

/**
 * The file's records in order, read in chunks: csv-parse as a stream, with the same options the whole-file reading
 * had. Lines that cannot be read as CSV go to `problems`.
 */
async function* csvRecords(
  path: string,
  layout: Layout,
  problems: ProblemList,
  onBytes: (bytes: number) => void,
): AsyncGenerator<TableRecord> {
  const decoder = new TextDecoder(DECODER_LABELS[layout.encoding as Encoding]);
  let bytes = layout.bomBytes;
  async function* text() {
    for await (const chunk of createReadStream(path, { start: layout.bomBytes, highWaterMark: READ_CHUNK })) {
      bytes += (chunk as Buffer).length;
      onBytes(bytes);
      yield decoder.decode(chunk as Buffer, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  const parser = parse(csvParseOptions(layout.delimiter as string, (problem) => problems.add(problem)));
  const source = Readable.from(text());
  source.pipe(parser);
  source.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { cells: record, line: firstLineOf(info.lines, record) };
    }
  } catch (error) {
    // Errors csv-parse cannot skip past (it gives up on the rest of the file).
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('CSV_')) throw error;
    const lines = (error as { lines?: unknown }).lines;
    problems.add({ line: typeof lines === 'number' ? lines : 1, column: null, reason: ROW_REASONS.notCsv });
  } finally {
    source.destroy();
  }
}

async function* recordsOf(
  path: string,
  layout: Layout,
  problems: ProblemList,
  onBytes: (bytes: number) => void,
): AsyncGenerator<TableRecord> {
  if (!layout.table) {
    yield* csvRecords(path, layout, problems, onBytes);
    return;
  }
  problems.add(...layout.table.problems);
  for (const record of layout.table.records) yield record;
  onBytes(layout.bytesTotal);
}

const NUMBER_ROLES = ['impressions', 'clicks', 'conversions', 'spend', 'revenue'] as const;

/** What the first pass settles: the header, the stated currency, and the number and date forms. */
interface FirstPass {
  header: FileHeader;
  fileCurrency: string | null;
  numbers: RowContext['numbers'];
  dateOrder: RowContext['dateOrder'];
}

async function firstPass(
  path: string,
  layout: Layout,
  options: ReadOptions,
  onBytes: (bytes: number) => void,
): Promise<FirstPass> {
  const problems = new ProblemList();
  const head: TableRecord[] = [];
  let header: FileHeader | null = null;
  const currencies = new Map<string, { line: number; column: string }>();
  const numbers = new NumberStyleVote();
  const dates = new DateOrderVote();
  let numberColumns: number[] = [];
  const take = (found: FileHeader) => {
    for (const { code, column } of found.statedCurrencies) {
      if (!currencies.has(code)) currencies.set(code, { line: found.line, column });
    }
    numberColumns = NUMBER_ROLES.map((role) => found.index[role]).filter((i): i is number => i !== undefined);
  };
  const vote = (found: FileHeader, record: TableRecord) => {
    const currency = found.index.currency;
    if (currency !== undefined) {
      const code = record.cells[currency]?.trim().toUpperCase() ?? '';
      if (/^[A-Z]{3}$/.test(code) && !currencies.has(code)) {
        currencies.set(code, { line: record.line, column: (found.cells[currency] ?? 'Currency').trim() });
      }
    }
    if (found.format === 'northstar') return;
    for (const i of numberColumns) numbers.add(record.cells[i] ?? '');
    dates.add(record.cells[found.index.date as number] ?? '');
  };

  const settle = (records: TableRecord[]): FileHeader => {
    const found = findHeader(records);
    take(found);
    for (const early of records.slice(found.recordIndex + 1)) vote(found, early);
    return found;
  };
  for await (const record of recordsOf(path, layout, problems, onBytes)) {
    if (header) {
      // A Northstar CSV has one number and date form and no currency column: its header settles everything.
      if (header.format === 'northstar' && header.index.currency === undefined) break;
      vote(header, record);
      continue;
    }
    head.push(record);
    if (head.length === HEADER_SEARCH_LINES) header = settle(head);
  }
  if (!header && head.length === 0 && problems.count === 0) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const found = header ?? settle(head);
  const preamble = head
    .slice(0, found.recordIndex)
    .map((record) => record.cells.join(' '))
    .join('\n');
  return {
    header: found,
    fileCurrency: statedCurrencyOf(currencies, options.currency),
    numbers:
      found.format === 'northstar'
        ? 'plain'
        : numbers.decide({
            language: found.language,
            delimiter: layout.delimiter,
            typed: layout.kind === 'xlsx',
          }),
    dateOrder: found.format === 'northstar' ? 'iso' : dates.decide(found.language, preamble, found.line),
  };
}

/**
 * Reads and checks the file at `path`, handing its good rows to `sink` in batches. Throws the import's 422 for a
 * file it cannot take at all (no known header, another currency, ambiguous dates, more than METRICS_IMPORT_MAX_ROWS
 * rows); problems on lines are returned, for the caller to report with those it finds among the staged rows.
 */
export async function readMetricsFileInSlices(
  path: string,
  options: ReadOptions,
  sink: RowSink,
): Promise<FileSummary> {
  const layout = await layoutOf(path);
  const { bytesTotal } = layout;
  const first = await firstPass(path, layout, options, (bytesRead) =>
    sink.progress?.({ phase: 'reading', bytesRead, bytesTotal, rowsRead: 0 }),
  );
  const { header } = first;
  const checker = new RowChecker({
    header,
    fixedChannel: fixedChannelFor(header.format, options.channel, header.line),
    today: options.today,
    numbers: first.numbers,
    dateOrder: first.dateOrder,
    strictColumnCount: layout.kind === 'csv',
  });

  const tableProblems = new ProblemList();
  let batch: ImportedMetricRow[] = [];
  let bytesRead = 0;
  let index = -1;
  for await (const record of recordsOf(path, layout, tableProblems, (bytes) => {
    bytesRead = bytes;
  })) {
    index += 1;
    if (index <= header.recordIndex) continue;
    if (checker.fileRows + checker.skippedRows >= METRICS_IMPORT_MAX_ROWS) {
      throw importFailure(METRICS_IMPORT_MESSAGES.tooManyRows, [
        { line: record.line, column: null, reason: METRICS_IMPORT_MESSAGES.tooManyRows },
      ]);
    }
    const row = checker.add(record);
    if (row) batch.push(row);
    if (batch.length >= ROWS_PER_BATCH) {
      await sink.rows(batch);
      batch = [];
      sink.progress?.({ phase: 'checking', bytesRead, bytesTotal, rowsRead: checker.fileRows });
    }
  }
  if (batch.length) await sink.rows(batch);
  sink.progress?.({ phase: 'checking', bytesRead: bytesTotal, bytesTotal, rowsRead: checker.fileRows });

  const checked = checker.finish();
  const problems = [...tableProblems.kept, ...checked.problems]
    .sort((a, b) => a.line - b.line)
    .slice(0, METRICS_IMPORT_MAX_ERRORS);
  const notes = [...checked.notes];
  if (checked.skippedRows > 0) notes.push(METRICS_IMPORT_NOTES.skipped(checked.skippedRows));
  if (first.fileCurrency === null && header.format !== 'northstar') {
    notes.push(METRICS_IMPORT_NOTES.noCurrency(options.currency));
  }
  return {
    format: header.format,
    campaignColumn: (header.cells[header.index.campaign as number] ?? 'campaign').trim(),
    breakdown: header.breakdown,
    headerLine: header.line,
    problems,
    problemCount: tableProblems.count + checked.problemCount,
    notDaily: checked.notDaily,
    source: {
      kind: layout.kind,
      encoding: layout.encoding,
      delimiter: layout.delimiter,
      language: header.language,
      rows: checked.fileRows,
      skippedRows: checked.skippedRows,
    },
    fileCurrency: first.fileCurrency,
    zeroColumns: checked.zeroColumns,
    notes,
  };
}
