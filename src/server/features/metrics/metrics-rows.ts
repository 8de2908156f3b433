import type { Channel } from '../../../shared/analytics';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MAX_ERRORS,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
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
import { ROW_REASONS } from './metrics-csv-problems';
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

/** What the checker found over the whole file, once every row has been through it. */
export interface CheckedFile {
  /** The first METRICS_IMPORT_MAX_ERRORS problems by line; `problemCount` counts them all. */
  problems: MetricsImportProblem[];
  problemCount: number;
  /** Data rows read (not counting skipped ones). */
  fileRows: number;
  skippedRows: number;
  zeroColumns: MetricsImportResult['zeroColumns'];
  notes: string[];
  /** Set when no row is a single day (a report of totals): the message of the file's one problem. */
  notDaily: string | null;
}

/** Problems in line order, the first `limit` kept and all counted: a file of a million bad lines stays small. */
export class ProblemList {
  readonly kept: MetricsImportProblem[] = [];
  count = 0;
  constructor(private readonly limit = METRICS_IMPORT_MAX_ERRORS) {}
  add(...problems: MetricsImportProblem[]) {
    for (const problem of problems) {
      this.count += 1;
      if (this.kept.length < this.limit) this.kept.push(problem);
    }
  }
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

/**
 * Checks a file's data rows one at a time, in file order (the file is read in slices: metrics-file-reader.ts), and
 * keeps only what the file as a whole needs: counts, the first problems, the multi-day rows' span. Each good row is
 * handed back; summing ad-level rows and spotting repeats of a campaign, day and channel happen where the rows are
 * staged (metrics-import-staging.ts), since a repeat may come a million lines later.
 */
export class RowChecker {
  readonly problems = new ProblemList();
  private readonly notConversion = new Map<string, number>();
  private spans = 0;
  private spanFirst: string | null = null;
  private spanLast: string | null = null;
  private readonly spanProblems = new ProblemList();
  private counted = 0;
  private rounded = 0;
  fileRows = 0;
  skippedRows = 0;

  constructor(private readonly context: RowContext) {}

  /** The row as it will be staged, or null when it is skipped or has problems (kept in `problems`). */
  add(record: TableRecord): ImportedMetricRow | null {
    const { header } = this.context;
    if (isSummaryRow(record.cells, header)) {
      this.skippedRows += 1;
      return null;
    }
    this.fileRows += 1;
    const read = readRow(record, this.context);
    if ('problems' in read) {
      this.problems.add(...read.problems);
      return null;
    }
    const { row, result, ends } = read;
    if (read.roundedConversions) this.rounded += 1;
    if (ends) {
      this.spans += 1;
      if (this.spanFirst === null || ends.first < this.spanFirst) this.spanFirst = ends.first;
      if (this.spanLast === null || ends.last > this.spanLast) this.spanLast = ends.last;
      this.spanProblems.add({
        line: record.line,
        column: ends.column,
        reason: `Covers ${ends.first} to ${ends.last}: export the report broken down by day`,
      });
      return null;
    }
    if (result && !result.conversion && row.conversions > 0) {
      this.notConversion.set(result.label, (this.notConversion.get(result.label) ?? 0) + 1);
      row.conversions = 0;
    } else if (result?.conversion) this.counted += 1;
    return row;
  }

  finish(): CheckedFile {
    const { zero, notes } = absentColumns(this.context.header);
    let problems = this.problems.kept;
    let problemCount = this.problems.count;
    let notDaily: string | null = null;
    if (this.spans > 0 && this.spans === this.fileRows) {
      notDaily = METRICS_IMPORT_MESSAGES.notDaily('meta', `totals for ${this.spanFirst} to ${this.spanLast}`);
    } else if (this.spans > 0) {
      problems = [...problems, ...this.spanProblems.kept]
        .sort((a, b) => a.line - b.line)
        .slice(0, METRICS_IMPORT_MAX_ERRORS);
      problemCount += this.spanProblems.count;
    }
    if (this.rounded > 0) notes.push(METRICS_IMPORT_NOTES.roundedConversions(this.rounded));
    if (this.notConversion.size > 0) {
      const rows = [...this.notConversion.values()].reduce((a, b) => a + b, 0);
      notes.push(METRICS_IMPORT_NOTES.resultsNotConversions([...this.notConversion.keys()], rows));
      if (this.counted === 0 && !zero.includes('conversions')) zero.push('conversions');
    }
    return {
      problems,
      problemCount,
      fileRows: this.fileRows,
      skippedRows: this.skippedRows,
      zeroColumns: zero,
      notes,
      notDaily,
    };
  }
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
