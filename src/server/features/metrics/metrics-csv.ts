import { type CsvError, type Info, parse } from 'csv-parse/sync';
import { CHANNEL_SLUGS, CHANNELS, type Channel } from '../../../shared/analytics';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { isValidIsoDate } from '../../../shared/dates';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_EARLIEST_DATE,
  METRICS_IMPORT_FORMATS,
  METRICS_IMPORT_MAX_ERRORS,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportFormat,
  type MetricsImportProblem,
} from '../../../shared/metrics';
import { AppError } from '../../lib/errors';
import { INVALID_TEXT_MESSAGE, isValidText } from '../../plugins/security';

/**
 * Reads an uploaded metrics file (POST /api/metrics/import): finds the header among the first lines, tells the
 * format by it, and checks every row without touching the database. Problems are collected per line (the file's
 * physical line numbers) so the user can fix them all in one go.
 */

type Field = 'date' | 'campaign' | 'channel' | 'impressions' | 'clicks' | 'conversions' | 'spend' | 'revenue';

interface FormatSpec {
  /** The field each column of METRICS_IMPORT_FORMATS[format].header holds, in the same order. */
  fields: Field[];
  /**
   * How numbers are written: Google Ads UI reports use thousands separators and `--` for nothing; Meta leaves
   * cells empty when there is nothing to report; Northstar's own format is plain.
   */
  numbers: 'plain' | 'google' | 'meta';
}

const FORMAT_SPECS: Record<MetricsImportFormat, FormatSpec> = {
  northstar: {
    fields: ['date', 'campaign', 'channel', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
    numbers: 'plain',
  },
  'google-ads': {
    fields: ['date', 'campaign', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
    numbers: 'google',
  },
  meta: {
    fields: ['date', 'campaign', 'impressions', 'clicks', 'conversions', 'spend'],
    numbers: 'meta',
  },
};
const FORMAT_ORDER = Object.keys(METRICS_IMPORT_FORMATS) as MetricsImportFormat[];

/** Google Ads UI exports put a title and a date-range line above the header. */
const HEADER_SEARCH_LINES = 5;
/** PostgreSQL integer columns. */
const MAX_COUNT = 2_147_483_647;
/** numeric(12,2): at most 10 digits before the point. */
const MAX_MONEY_DIGITS = 10;
const CAMPAIGN_NAME_MAX = 100;

export const ROW_REASONS = {
  columnCount: (got: number, expected: number) => `Has ${got} columns; the header has ${expected}`,
  quotes: 'A quoted value is not closed properly: check the double quotes on this line',
  notCsv: 'This line is not valid CSV',
  empty: 'Is empty',
  notDate: (value: string) => `"${value}" is not a date in YYYY-MM-DD form`,
  notRealDate: (value: string) => `${value} is not a real date`,
  beforeEarliest: (value: string) => `${value} is before ${METRICS_IMPORT_EARLIEST_DATE}`,
  future: (value: string, today: string) => `${value} is in the future (today is ${today})`,
  negative: (value: string) => `${value} is negative`,
  notWhole: (value: string) => `"${value}" is not a whole number`,
  notNumber: (value: string) => `"${value}" is not a number`,
  countTooLarge: (value: string) => `${value} is larger than ${MAX_COUNT.toLocaleString('en-US')}`,
  notAmount: (value: string) => `"${value}" is not an amount`,
  tooManyDecimals: (value: string) => `${value} has more than 2 decimals`,
  amountTooLarge: (value: string) => `${value} is not less than 10,000,000,000`,
  clicksOverImpressions: (clicks: number, impressions: number) =>
    `Clicks (${clicks}) are more than impressions (${impressions})`,
  conversionsOverClicks: (conversions: number, clicks: number) =>
    `Conversions (${conversions}) are more than clicks (${clicks})`,
  unknownChannel: (value: string) =>
    `${METRICS_IMPORT_MESSAGES.unknownChannel} "${value}": use one of ${CHANNELS.join(', ')}`,
  duplicate: (line: number) => `Repeats line ${line}: the same campaign, date and channel`,
  ambiguousCampaign: (name: string) =>
    `More than one campaign in the workspace is named "${name}": rename one so the import knows which to use`,
} as const;

/** The 422 every refused import answers: the first problems by line, and how many there were in all. */
export function importFailure(message: string, problems: MetricsImportProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return new AppError(422, message, undefined, undefined, 'unprocessable', {
    errors: sorted.slice(0, METRICS_IMPORT_MAX_ERRORS),
    errorCount: problems.length,
  });
}

export interface ParsedMetricsFile {
  format: MetricsImportFormat;
  /** The header cell of the campaign column, for problems found later (ambiguous names). */
  campaignColumn: string;
  /** Valid rows, each with its line; `campaign` trimmed, `channel` the canonical name. */
  rows: ImportedMetricRow[];
  problems: MetricsImportProblem[];
}

interface ParsedRecord {
  record: string[];
  info: Info;
}

/** A record's first line: csv-parse reports the last one, and a quoted value may span lines. */
function firstLineOf(lastLine: number, record: readonly string[] | undefined): number {
  const breaks = (record ?? []).reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return lastLine - breaks;
}

const normalizeHeader = (cell: string) => cell.trim().toLowerCase();

/** The format whose columns the header row names (any order; extra columns, as real exports have, are ignored). */
function recognise(record: string[]): { format: MetricsImportFormat; columns: Map<string, number> } | null {
  const columns = new Map<string, number>();
  record.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (!columns.has(name)) columns.set(name, index);
  });
  const format = FORMAT_ORDER.find((f) =>
    METRICS_IMPORT_FORMATS[f].header.every((name) => columns.has(normalizeHeader(name))),
  );
  return format ? { format, columns } : null;
}

/** A Google Ads report channel named by `?channel=`: a channel name (any case) or its URL slug. */
export function resolveChannel(value: string): Channel | null {
  const wanted = value.trim().toLowerCase();
  return CHANNELS.find((channel) => channel.toLowerCase() === wanted) ?? CHANNEL_SLUGS[wanted] ?? null;
}

type Parsed<T> = { value: T } | { reason: string };

function parseDate(raw: string, today: string): Parsed<string> {
  const value = raw.trim();
  if (value === '') return { reason: ROW_REASONS.empty };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { reason: ROW_REASONS.notDate(value) };
  if (!isValidIsoDate(value)) {
    return { reason: ROW_REASONS.notRealDate(value) };
  }
  if (value < METRICS_IMPORT_EARLIEST_DATE) return { reason: ROW_REASONS.beforeEarliest(value) };
  if (value > today) return { reason: ROW_REASONS.future(value, today) };
  return { value };
}

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Normalises the format's spellings of "nothing" and of thousands; returns null when the cell means zero. */
function numberText(raw: string, style: FormatSpec['numbers']): string | null {
  const value = raw.trim();
  if (style === 'google' && value === '--') return null;
  if (style === 'meta' && value === '') return null;
  if (style === 'google' && GROUPED.test(value)) return value.replaceAll(',', '');
  return value;
}

/**
 * A count. Google Ads reports conversions with decimals (fractional attribution): those are rounded, as the
 * Google Ads sync does; every other count must be a whole number.
 */
function parseCount(raw: string, style: FormatSpec['numbers'], roundFractions = false): Parsed<number> {
  const text = numberText(raw, style);
  if (text === null) return { value: 0 };
  if (text === '') return { reason: ROW_REASONS.empty };
  if (/^-\s*\d/.test(text)) return { reason: ROW_REASONS.negative(text) };
  const isDecimal = /^\d+\.\d+$/.test(text);
  if (!/^\d+$/.test(text) && !(isDecimal && roundFractions)) {
    return { reason: isDecimal ? ROW_REASONS.notWhole(text) : ROW_REASONS.notNumber(text) };
  }
  const value = Math.round(Number(text));
  if (value > MAX_COUNT) return { reason: ROW_REASONS.countTooLarge(text) };
  return { value };
}

function parseMoney(raw: string, style: FormatSpec['numbers']): Parsed<number> {
  const text = numberText(raw, style);
  if (text === null) return { value: 0 };
  if (text === '') return { reason: ROW_REASONS.empty };
  if (/^-\s*\d/.test(text)) return { reason: ROW_REASONS.negative(text) };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { reason: ROW_REASONS.notAmount(text) };
  if ((match[2]?.length ?? 0) > 2) return { reason: ROW_REASONS.tooManyDecimals(text) };
  if ((match[1] ?? '').replace(/^0+(?=\d)/, '').length > MAX_MONEY_DIGITS) {
    return { reason: ROW_REASONS.amountTooLarge(text) };
  }
  return { value: Math.round(Number(text) * 100) / 100 };
}

function parseCampaign(raw: string): Parsed<string> {
  const value = raw.trim();
  if (value === '') return { reason: CAMPAIGN_MESSAGES.nameRequired };
  if (!isValidText(value)) return { reason: INVALID_TEXT_MESSAGE };
  if (value.length > CAMPAIGN_NAME_MAX) return { reason: CAMPAIGN_MESSAGES.nameMax };
  return { value };
}

function parseChannelCell(raw: string): Parsed<Channel> {
  const value = raw.trim();
  if (value === '') return { reason: ROW_REASONS.empty };
  const wanted = value.toLowerCase();
  const channel = CHANNELS.find((name) => name.toLowerCase() === wanted);
  return channel ? { value: channel } : { reason: ROW_REASONS.unknownChannel(value) };
}

/** Case-insensitive, trimmed: how file rows and workspace campaigns are matched by name. */
export const campaignKey = (name: string) => name.trim().toLowerCase();

export function parseMetricsCsv(
  text: string,
  options: { channel?: string | undefined; today: string },
): ParsedMetricsFile {
  const base = {
    bom: true,
    relax_quotes: false,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    info: true,
  } as const;

  if (text.replace(/^\uFEFF/, '').trim() === '') {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  // The header is the first of the first few lines that names a known format.
  let head: ParsedRecord[] = [];
  try {
    head = parse(text, {
      ...base,
      to_line: HEADER_SEARCH_LINES,
      relax_column_count: true,
    }) as unknown as ParsedRecord[];
  } catch {
    // unreadable first lines: no known header
  }
  let header: (ReturnType<typeof recognise> & { line: number; cells: string[] }) | undefined;
  for (const { record, info } of head) {
    const found = recognise(record);
    if (found) {
      header = { ...found, line: firstLineOf(info.lines, record), cells: record };
      break;
    }
  }
  if (!header) {
    throw importFailure(METRICS_IMPORT_MESSAGES.unknownHeader, [
      fileProblem(METRICS_IMPORT_MESSAGES.unknownHeader),
    ]);
  }
  const { format, columns } = header;
  const spec = FORMAT_SPECS[format];
  const headerLine = header.line;

  let fixedChannel: Channel | null = format === 'meta' ? 'Meta' : null;
  if (format === 'google-ads') {
    if (!options.channel?.trim()) {
      throw importFailure(METRICS_IMPORT_MESSAGES.channelRequired, [
        { line: headerLine, column: null, reason: METRICS_IMPORT_MESSAGES.channelRequired },
      ]);
    }
    fixedChannel = resolveChannel(options.channel);
    if (!fixedChannel) {
      throw importFailure(METRICS_IMPORT_MESSAGES.invalid, [
        { line: headerLine, column: 'channel', reason: ROW_REASONS.unknownChannel(options.channel.trim()) },
      ]);
    }
  }

  const indexOf = new Map<Field, number>();
  const columnName = new Map<Field, string>();
  spec.fields.forEach((field, i) => {
    const name = METRICS_IMPORT_FORMATS[format].header[i] as string;
    const index = columns.get(normalizeHeader(name)) as number;
    indexOf.set(field, index);
    columnName.set(field, (header.cells[index] ?? name).trim());
  });
  // Meta exports carry "Reporting ends" too: a row must cover exactly one day to be a daily figure.
  const endsIndex = format === 'meta' ? columns.get('reporting ends') : undefined;
  const dateIndex = indexOf.get('date') as number;

  const problems: MetricsImportProblem[] = [];
  /** Google Ads reports end with "Total: …" rows that sum the others: not data. */
  const isTotalRow = (record: readonly string[]) =>
    format === 'google-ads' &&
    /^total\b/i.test(record[0]?.trim() ?? '') &&
    !/^\d{4}-\d{2}-\d{2}$/.test(record[dateIndex]?.trim() ?? '');

  let records: ParsedRecord[] = [];
  try {
    records = parse(text, {
      ...base,
      from_line: headerLine,
      relax_column_count: false,
      on_skip: (error: CsvError | undefined) => {
        if (!error) return undefined;
        const record = Array.isArray(error.record) ? (error.record as string[]) : undefined;
        if (record && isTotalRow(record)) return undefined;
        const lastLine = typeof error.lines === 'number' ? error.lines : headerLine;
        problems.push({
          line: firstLineOf(lastLine, record),
          column: null,
          reason:
            error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' && record
              ? ROW_REASONS.columnCount(record.length, header.cells.length)
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
  }

  const rows: ImportedMetricRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    if (isTotalRow(record)) continue;
    const line = firstLineOf(info.lines, record);
    const rowProblems: MetricsImportProblem[] = [];
    const take = <T>(field: Field, result: Parsed<T>): T | undefined => {
      if ('value' in result) return result.value;
      rowProblems.push({ line, column: columnName.get(field) ?? field, reason: result.reason });
      return undefined;
    };
    const cell = (field: Field) => record[indexOf.get(field) as number] ?? '';

    const date = take('date', parseDate(cell('date'), options.today));
    const campaign = take('campaign', parseCampaign(cell('campaign')));
    const channel = fixedChannel ?? take('channel', parseChannelCell(cell('channel')));
    const impressions = take('impressions', parseCount(cell('impressions'), spec.numbers));
    const clicks = take('clicks', parseCount(cell('clicks'), spec.numbers));
    const conversions = take(
      'conversions',
      parseCount(cell('conversions'), spec.numbers, format === 'google-ads'),
    );
    const spend = take('spend', parseMoney(cell('spend'), spec.numbers));
    const revenue = indexOf.has('revenue') ? take('revenue', parseMoney(cell('revenue'), spec.numbers)) : 0;

    if (endsIndex !== undefined && date !== undefined) {
      const ends = record[endsIndex]?.trim() ?? '';
      if (ends !== '' && ends !== date) {
        rowProblems.push({
          line,
          column: (header.cells[endsIndex] ?? 'Reporting ends').trim(),
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

    if (rowProblems.length) {
      problems.push(...rowProblems);
      continue;
    }
    rows.push({
      line,
      date: date as string,
      campaign: campaign as string,
      channel: channel as Channel,
      impressions: impressions as number,
      clicks: clicks as number,
      conversions: conversions as number,
      spend: spend as number,
      revenue: revenue as number,
    });
  }

  if (rows.length === 0 && problems.length === 0) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [
      { line: headerLine, column: null, reason: METRICS_IMPORT_MESSAGES.empty },
    ]);
  }
  return { format, campaignColumn: columnName.get('campaign') ?? 'campaign', rows, problems };
}

function fileProblem(reason: string): MetricsImportProblem {
  return { line: 1, column: null, reason };
}
