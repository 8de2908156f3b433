import type { Channel } from '../../../shared/analytics';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
import type { AppError } from '../../lib/errors';
import { type ColumnRole, englishName } from './metrics-column-names';
import {
  hasFraction,
  type NumberStyle,
  type Parsed,
  parseCampaign,
  parseChannelCell,
  parseCount,
  parseDate,
  parseMoney,
} from './metrics-csv-cells';
import { importFailure, ROW_REASONS } from './metrics-csv-problems';
import type { DateOrder } from './metrics-dates';
import type { TableRecord } from './metrics-file-table';
import type { FileHeader } from './metrics-header';
import { classifyResult } from './metrics-results';

/**
 * The rows of a metrics file (metrics-csv.ts): each read into a daily figure or the problems on its line, rows that
 * sum others skipped, and rows of one campaign, day and channel summed when the file breaks campaigns down (Meta ad
 * sets and ads, Google Ads ad groups or devices); without a breakdown such a repeat is a mistake and is reported.
 */

export interface RowContext {
  header: FileHeader;
  /** The channel of every row when the format has no channel column. */
  fixedChannel: Channel | null;
  today: string;
  numbers: NumberStyle;
  dateOrder: DateOrder | null | 'iso';
  /** CSV rows must have the header's number of cells; .xlsx rows drop their empty trailing cells. */
  strictColumnCount: boolean;
}

export interface CheckedRows {
  rows: ImportedMetricRow[];
  problems: MetricsImportProblem[];
  /** Data rows read (not counting skipped ones). */
  fileRows: number;
  skippedRows: number;
  zeroColumns: MetricsImportResult['zeroColumns'];
  notes: string[];
  /** Set when no row is a single day (a report of totals): the file's one problem. */
  notDaily: AppError | null;
}

const TOTAL_ROW = /^\s*(total|totals|gesamt|insgesamt|totaux?|totales?)\b[^:]*:/i;

/** Rows that sum others: Google Ads "Total: …" rows, Meta's account summary (no campaign name). */
function isSummaryRow(cells: readonly string[], header: FileHeader): boolean {
  const campaign = cells[header.index.campaign as number]?.trim() ?? '';
  if (header.format === 'google-ads') return TOTAL_ROW.test(cells[0] ?? '') || TOTAL_ROW.test(campaign);
  if (header.format === 'meta') return campaign === '';
  return false;
}

/** Columns the file lacks (or whose column does not hold the field): taken as zero, and said so. */
function absentColumns(header: FileHeader) {
  const { format, index } = header;
  const zero: MetricsImportResult['zeroColumns'] = [];
  const notes: string[] = [];
  const absent = (role: ColumnRole, field: 'clicks' | 'conversions' | 'revenue') => {
    zero.push(field);
    notes.push(METRICS_IMPORT_NOTES.noColumn(englishName(format, role), field));
  };
  if (index.clicks === undefined) absent('clicks', 'clicks');
  if (index.conversions === undefined) absent('conversions', 'conversions');
  else if (format === 'meta' && index.resultIndicator === undefined) {
    zero.push('conversions');
    notes.push(METRICS_IMPORT_NOTES.resultsUnstated);
  }
  if (index.revenue === undefined) absent('revenue', 'revenue');
  return { zero, notes };
}

// Over 100 lines: one pass that reads, skips, sums and counts, with the file-level findings kept beside it.
export function checkRows(data: readonly TableRecord[], context: RowContext): CheckedRows {
  const { header } = context;
  const { zero, notes } = absentColumns(header);
  const problems: MetricsImportProblem[] = [];
  const byKey = new Map<string, ImportedMetricRow>();
  const notConversion = new Map<string, number>();
  const spans: { line: number; column: string; first: string; last: string }[] = [];
  let counted = 0;
  let rounded = 0;
  let fileRows = 0;
  let skippedRows = 0;

  for (const record of data) {
    if (isSummaryRow(record.cells, header)) {
      skippedRows += 1;
      continue;
    }
    fileRows += 1;
    const read = readRow(record, context);
    if ('problems' in read) {
      problems.push(...read.problems);
      continue;
    }
    const { row, result, ends } = read;
    if (read.roundedConversions) rounded += 1;
    if (ends) {
      spans.push({ line: record.line, ...ends });
      continue;
    }
    if (result && !result.conversion && row.conversions > 0) {
      notConversion.set(result.label, (notConversion.get(result.label) ?? 0) + 1);
      row.conversions = 0;
    } else if (result?.conversion) counted += 1;
    const key = `${row.campaign.toLowerCase()}|${row.date}|${row.channel}`;
    const first = byKey.get(key);
    if (!first) byKey.set(key, row);
    else if (header.breakdown) addInto(first, row);
    else problems.push({ line: record.line, column: null, reason: ROW_REASONS.duplicate(first.line) });
  }

  let notDaily: AppError | null = null;
  if (spans.length > 0 && spans.length === fileRows) {
    const first = spans.map((s) => s.first).sort()[0] as string;
    const last = spans
      .map((s) => s.last)
      .sort()
      .at(-1) as string;
    const message = METRICS_IMPORT_MESSAGES.notDaily('meta', `totals for ${first} to ${last}`);
    notDaily = importFailure(message, [{ line: header.line, column: null, reason: message }]);
  } else {
    for (const span of spans) {
      problems.push({
        line: span.line,
        column: span.column,
        reason: `Covers ${span.first} to ${span.last}: export the report broken down by day`,
      });
    }
  }
  if (rounded > 0) notes.push(METRICS_IMPORT_NOTES.roundedConversions(rounded));
  if (notConversion.size > 0) {
    const rows = [...notConversion.values()].reduce((a, b) => a + b, 0);
    notes.push(METRICS_IMPORT_NOTES.resultsNotConversions([...notConversion.keys()], rows));
    if (counted === 0 && !zero.includes('conversions')) zero.push('conversions');
  }
  return { rows: [...byKey.values()], problems, fileRows, skippedRows, zeroColumns: zero, notes, notDaily };
}

function addInto(target: ImportedMetricRow, row: ImportedMetricRow) {
  target.impressions += row.impressions;
  target.clicks += row.clicks;
  target.conversions += row.conversions;
  target.spend = Math.round((target.spend + row.spend) * 100) / 100;
  target.revenue = Math.round((target.revenue + row.revenue) * 100) / 100;
}

type ReadRow =
  | {
      row: ImportedMetricRow;
      result: ReturnType<typeof classifyResult>;
      /** Set when the row covers more than its start day (Meta "Reporting ends" after "Reporting starts"). */
      ends: { column: string; first: string; last: string } | null;
      /** The conversions cell had decimals (fractional attribution), rounded. */
      roundedConversions: boolean;
    }
  | { problems: MetricsImportProblem[] };

/** One data row: its cells, then the checks across them (one day per row, clicks ≤ impressions, …). */
function readRow(record: TableRecord, context: RowContext): ReadRow {
  const { header, numbers } = context;
  const { format, index } = header;
  const { cells, line } = record;
  const rowProblems: MetricsImportProblem[] = [];
  const columnOf = (role: ColumnRole) => (header.cells[index[role] as number] ?? role).trim();
  const expected = header.cells.length;
  if (context.strictColumnCount ? cells.length !== expected : cells.length > expected) {
    return { problems: [{ line, column: null, reason: ROW_REASONS.columnCount(cells.length, expected) }] };
  }
  const take = <T>(role: ColumnRole, result: Parsed<T>): T | undefined => {
    if ('value' in result) return result.value;
    rowProblems.push({ line, column: columnOf(role), reason: result.reason });
    return undefined;
  };
  const cell = (role: ColumnRole) => (index[role] === undefined ? '' : (cells[index[role] as number] ?? ''));
  const count = (role: ColumnRole, round = false) =>
    index[role] === undefined ? 0 : take(role, parseCount(cell(role), numbers, round));
  const platform = format !== 'northstar';

  const date = take('date', parseDate(cell('date'), context.today, context.dateOrder));
  const campaign = take('campaign', parseCampaign(cell('campaign')));
  const channel = context.fixedChannel ?? take('channel', parseChannelCell(cell('channel')));
  const impressions = count('impressions');
  const clicks = count('clicks');
  const conversions = count('conversions', platform);
  const spend = take('spend', parseMoney(cell('spend'), numbers));
  const revenue = index.revenue === undefined ? 0 : take('revenue', parseMoney(cell('revenue'), numbers));
  const result =
    format === 'meta' && index.resultIndicator !== undefined ? classifyResult(cell('resultIndicator')) : null;

  let ends: { column: string; first: string; last: string } | null = null;
  if (index.ends !== undefined && date !== undefined && cell('ends').trim() !== '') {
    const last = parseDate(cell('ends'), '9999-12-31', context.dateOrder);
    if ('value' in last && last.value !== date)
      ends = { column: columnOf('ends'), first: date, last: last.value };
  }
  if (impressions !== undefined && clicks !== undefined && clicks > impressions) {
    rowProblems.push({
      line,
      column: columnOf('clicks'),
      reason: ROW_REASONS.clicksOverImpressions(clicks, impressions),
    });
  }
  // Platforms count view-through and repeat conversions, which can outnumber clicks; Northstar's own rows cannot.
  if (!platform && clicks !== undefined && conversions !== undefined && conversions > clicks) {
    rowProblems.push({
      line,
      column: columnOf('conversions'),
      reason: ROW_REASONS.conversionsOverClicks(conversions, clicks),
    });
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
      conversions: format === 'meta' && index.resultIndicator === undefined ? 0 : (conversions as number),
      spend: spend as number,
      revenue: revenue as number,
    },
    result,
    ends,
    roundedConversions: platform && hasFraction(cell('conversions'), numbers),
  };
}
