import { type CsvError, parse } from 'csv-parse/sync';
import type { Channel } from '../../../shared/analytics';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportFormat,
  type MetricsImportProblem,
} from '../../../shared/metrics';
import {
  type Parsed,
  parseCampaign,
  parseChannelCell,
  parseCount,
  parseDate,
  parseMoney,
} from './metrics-csv-cells';
import {
  type ColumnMap,
  CSV_OPTIONS,
  type CsvHeader,
  type Field,
  FORMAT_SPECS,
  findHeader,
  firstLineOf,
  fixedChannelFor,
  mapColumns,
  type ParsedRecord,
} from './metrics-csv-header';
import { fileProblem, importFailure, ROW_REASONS } from './metrics-csv-problems';

/**
 * Reads an uploaded metrics file (POST /api/metrics/import): finds the header among the first lines, tells the
 * format by it (metrics-csv-header.ts), and checks every row without touching the database (its cells in
 * metrics-csv-cells.ts). Problems are collected per line (the file's physical line numbers) so the user can fix them
 * all in one go.
 */

export interface ParsedMetricsFile {
  format: MetricsImportFormat;
  /** The header cell of the campaign column, for problems found later (ambiguous names). */
  campaignColumn: string;
  /** Valid rows, each with its line; `campaign` trimmed, `channel` the canonical name. */
  rows: ImportedMetricRow[];
  problems: MetricsImportProblem[];
}

/** Case-insensitive, trimmed: how file rows and workspace campaigns are matched by name. */
export const campaignKey = (name: string) => name.trim().toLowerCase();

export function parseMetricsCsv(
  text: string,
  options: { channel?: string | undefined; today: string },
): ParsedMetricsFile {
  if (text.replace(/^\uFEFF/, '').trim() === '') {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const header = findHeader(text);
  const { format } = header;
  const fixedChannel = fixedChannelFor(format, options.channel, header.line);
  const columns = mapColumns(header);
  const file: FileLayout = {
    header,
    columns,
    fixedChannel,
    today: options.today,
    // Google Ads reports end with "Total: …" rows that sum the others: not data.
    isTotalRow: (record) =>
      format === 'google-ads' &&
      /^total\b/i.test(record[0]?.trim() ?? '') &&
      !/^\d{4}-\d{2}-\d{2}$/.test(record[columns.dateIndex]?.trim() ?? ''),
  };

  const problems: MetricsImportProblem[] = [];
  const records = readRecords(text, file, problems);
  const rows: ImportedMetricRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    if (file.isTotalRow(record)) continue;
    const result = checkRow(record, firstLineOf(info.lines, record), file, seen);
    if ('problems' in result) problems.push(...result.problems);
    else rows.push(result.row);
  }

  if (rows.length === 0 && problems.length === 0) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [
      { line: header.line, column: null, reason: METRICS_IMPORT_MESSAGES.empty },
    ]);
  }
  return { format, campaignColumn: columns.columnName.get('campaign') ?? 'campaign', rows, problems };
}

/** What reading the rows needs to know about the file. */
interface FileLayout {
  header: CsvHeader;
  columns: ColumnMap;
  /** The channel of every row when the format has no channel column. */
  fixedChannel: Channel | null;
  today: string;
  isTotalRow: (record: readonly string[]) => boolean;
}

/** The records from the header on; lines csv-parse cannot read become problems (in `problems`). */
function readRecords(text: string, file: FileLayout, problems: MetricsImportProblem[]): ParsedRecord[] {
  const headerLine = file.header.line;
  try {
    return parse(text, {
      ...CSV_OPTIONS,
      from_line: headerLine,
      relax_column_count: false,
      on_skip: (error: CsvError | undefined) => {
        if (!error) return undefined;
        const record = Array.isArray(error.record) ? (error.record as string[]) : undefined;
        if (record && file.isTotalRow(record)) return undefined;
        const lastLine = typeof error.lines === 'number' ? error.lines : headerLine;
        problems.push({
          line: firstLineOf(lastLine, record),
          column: null,
          reason:
            error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' && record
              ? ROW_REASONS.columnCount(record.length, file.header.cells.length)
              : error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
                ? ROW_REASONS.quotes
                : ROW_REASONS.notCsv,
        });
        return undefined;
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    // Errors csv-parse cannot skip past (it gives up on the rest of the file).
    const lines = (error as { lines?: unknown }).lines;
    problems.push({
      line: typeof lines === 'number' ? lines : headerLine,
      column: null,
      reason: ROW_REASONS.notCsv,
    });
    return [];
  }
}

/**
 * One data row: its cells, then the checks across them (one day per row, clicks ≤ impressions, conversions ≤
 * clicks, no repeated campaign, date and channel: `seen` holds the first line of each).
 */
function checkRow(
  record: string[],
  line: number,
  file: FileLayout,
  seen: Map<string, number>,
): { row: ImportedMetricRow } | { problems: MetricsImportProblem[] } {
  const { format } = file.header;
  const { indexOf, columnName, endsIndex } = file.columns;
  const numbers = FORMAT_SPECS[format].numbers;
  const rowProblems: MetricsImportProblem[] = [];
  const take = <T>(field: Field, result: Parsed<T>): T | undefined => {
    if ('value' in result) return result.value;
    rowProblems.push({ line, column: columnName.get(field) ?? field, reason: result.reason });
    return undefined;
  };
  const cell = (field: Field) => record[indexOf.get(field) as number] ?? '';

  const date = take('date', parseDate(cell('date'), file.today));
  const campaign = take('campaign', parseCampaign(cell('campaign')));
  const channel = file.fixedChannel ?? take('channel', parseChannelCell(cell('channel')));
  const impressions = take('impressions', parseCount(cell('impressions'), numbers));
  const clicks = take('clicks', parseCount(cell('clicks'), numbers));
  const conversions = take('conversions', parseCount(cell('conversions'), numbers, format === 'google-ads'));
  const spend = take('spend', parseMoney(cell('spend'), numbers));
  const revenue = indexOf.has('revenue') ? take('revenue', parseMoney(cell('revenue'), numbers)) : 0;

  if (endsIndex !== undefined && date !== undefined) {
    const ends = record[endsIndex]?.trim() ?? '';
    if (ends !== '' && ends !== date) {
      rowProblems.push({
        line,
        column: (file.header.cells[endsIndex] ?? 'Reporting ends').trim(),
        reason: `Covers ${date} to ${ends}: export the report broken down by day`,
      });
    }
  }
  if (impressions !== undefined && clicks !== undefined && clicks > impressions) {
    rowProblems.push({
      line,
      column: columnName.get('clicks') ?? 'clicks',
      reason: ROW_REASONS.clicksOverImpressions(clicks, impressions),
    });
  }
  if (clicks !== undefined && conversions !== undefined && conversions > clicks) {
    rowProblems.push({
      line,
      column: columnName.get('conversions') ?? 'conversions',
      reason: ROW_REASONS.conversionsOverClicks(conversions, clicks),
    });
  }
  if (date !== undefined && campaign !== undefined && channel !== undefined) {
    const key = `${campaignKey(campaign)}|${date}|${channel}`;
    const first = seen.get(key);
    if (first !== undefined) rowProblems.push({ line, column: null, reason: ROW_REASONS.duplicate(first) });
    else seen.set(key, line);
  }

  if (rowProblems.length) return { problems: rowProblems };
  return {
    row: {
      line,
      date: date as string,
      campaign: campaign as string,
      channel: channel as Channel,
      impressions: impressions as number,
      clicks: clicks as number,
      conversions: conversions as number,
      spend: spend as number,
      revenue: revenue as number,
    },
  };
}
