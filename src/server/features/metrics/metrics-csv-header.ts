import { type Info, parse } from 'csv-parse/sync';
import { CHANNEL_SLUGS, CHANNELS, type Channel } from '../../../shared/analytics';
import {
  METRICS_IMPORT_FORMATS,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportFormat,
} from '../../../shared/metrics';
import { fileProblem, importFailure, ROW_REASONS } from './metrics-csv-problems';

/**
 * Which export a metrics file is (metrics-csv.ts): the header found among its first lines names the format, and the
 * format says which column holds each field and how its numbers are written.
 */

export type Field =
  | 'date'
  | 'campaign'
  | 'channel'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'spend'
  | 'revenue';

export interface FormatSpec {
  /** The field each column of METRICS_IMPORT_FORMATS[format].header holds, in the same order. */
  fields: Field[];
  /**
   * How numbers are written: Google Ads UI reports use thousands separators and `--` for nothing; Meta leaves
   * cells empty when there is nothing to report; Northstar's own format is plain.
   */
  numbers: 'plain' | 'google' | 'meta';
}

export const FORMAT_SPECS: Record<MetricsImportFormat, FormatSpec> = {
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

/** How both reads of the file parse it: the header search and the rows. */
export const CSV_OPTIONS = {
  bom: true,
  relax_quotes: false,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  skip_records_with_error: true,
  info: true,
} as const;

export interface ParsedRecord {
  record: string[];
  info: Info;
}

/** A record's first line: csv-parse reports the last one, and a quoted value may span lines. */
export function firstLineOf(lastLine: number, record: readonly string[] | undefined): number {
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

export interface CsvHeader {
  format: MetricsImportFormat;
  /** Column index by normalised header cell. */
  columns: Map<string, number>;
  /** The header's (first) line in the file. */
  line: number;
  cells: string[];
}

/** The header: the first of the first few lines that names a known format. */
export function findHeader(text: string): CsvHeader {
  let head: ParsedRecord[] = [];
  try {
    head = parse(text, {
      ...CSV_OPTIONS,
      to_line: HEADER_SEARCH_LINES,
      relax_column_count: true,
    }) as unknown as ParsedRecord[];
  } catch {
    // unreadable first lines: no known header
  }
  for (const { record, info } of head) {
    const found = recognise(record);
    if (found) return { ...found, line: firstLineOf(info.lines, record), cells: record };
  }
  throw importFailure(METRICS_IMPORT_MESSAGES.unknownHeader, [
    fileProblem(METRICS_IMPORT_MESSAGES.unknownHeader),
  ]);
}

/** The channel every row of the format is on: Meta's own, or for Google Ads the one `?channel=` names (required). */
export function fixedChannelFor(
  format: MetricsImportFormat,
  channel: string | undefined,
  headerLine: number,
): Channel | null {
  if (format !== 'google-ads') return format === 'meta' ? 'Meta' : null;
  if (!channel?.trim()) {
    throw importFailure(METRICS_IMPORT_MESSAGES.channelRequired, [
      { line: headerLine, column: null, reason: METRICS_IMPORT_MESSAGES.channelRequired },
    ]);
  }
  const fixed = resolveChannel(channel);
  if (!fixed) {
    throw importFailure(METRICS_IMPORT_MESSAGES.invalid, [
      { line: headerLine, column: 'channel', reason: ROW_REASONS.unknownChannel(channel.trim()) },
    ]);
  }
  return fixed;
}

export interface ColumnMap {
  indexOf: Map<Field, number>;
  /** The header cell of each field's column, as problems name it. */
  columnName: Map<Field, string>;
  /** Meta's "Reporting ends" column, when present. */
  endsIndex: number | undefined;
  dateIndex: number;
}

/** Where each of the format's fields is in the file, and what its column is called there. */
export function mapColumns(header: CsvHeader): ColumnMap {
  const { format, columns } = header;
  const indexOf = new Map<Field, number>();
  const columnName = new Map<Field, string>();
  FORMAT_SPECS[format].fields.forEach((field, i) => {
    const name = METRICS_IMPORT_FORMATS[format].header[i] as string;
    const index = columns.get(normalizeHeader(name)) as number;
    indexOf.set(field, index);
    columnName.set(field, (header.cells[index] ?? name).trim());
  });
  // Meta exports carry "Reporting ends" too: a row must cover exactly one day to be a daily figure.
  const endsIndex = format === 'meta' ? columns.get('reporting ends') : undefined;
  return { indexOf, columnName, endsIndex, dateIndex: indexOf.get('date') as number };
}
