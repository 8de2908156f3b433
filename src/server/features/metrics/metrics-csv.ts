import { CHANNEL_SLUGS, CHANNELS, type Channel } from '../../../shared/analytics';
import {
  type ImportedMetricRow,
  METRICS_IMPORT_MESSAGES,
  METRICS_IMPORT_NOTES,
  type MetricsImportFormat,
  type MetricsImportProblem,
  type MetricsImportResult,
} from '../../../shared/metrics';
import { detectNumberStyle, type NumberStyle } from './metrics-csv-cells';
import { fileProblem, importFailure, ROW_REASONS } from './metrics-csv-problems';
import { resolveDateOrder } from './metrics-dates';
import type { FileTable } from './metrics-file-table';
import { type FileHeader, findHeader } from './metrics-header';
import { checkRows, type RowContext } from './metrics-rows';

/**
 * Reads an uploaded metrics file once it is a table of cells (metrics-file-table.ts): finds the header among the
 * first lines and tells the export by it (metrics-header.ts), decides the file's number and date forms and its
 * currency, then checks every row without touching the database (metrics-rows.ts). Problems are collected per
 * line (the file's own line numbers) so the user can fix them all in one go.
 */

export interface ParsedMetricsFile {
  format: MetricsImportFormat;
  /** The header cell of the campaign column, for problems found later (ambiguous names). */
  campaignColumn: string;
  /** Daily rows, each with the first line it came from; `campaign` trimmed, `channel` the canonical name. */
  rows: ImportedMetricRow[];
  problems: MetricsImportProblem[];
  source: MetricsImportResult['source'];
  /** The currency the file states, or null. */
  fileCurrency: string | null;
  zeroColumns: MetricsImportResult['zeroColumns'];
  notes: string[];
}

export interface ParseOptions {
  /** The channel of a Google Ads report (`?channel=`), which has no channel column. */
  channel?: string | undefined;
  today: string;
  /** The workspace's ISO 4217 code: a file stating another is refused. */
  currency: string;
}

/** Case-insensitive, trimmed: how file rows and workspace campaigns are matched by name. */
export const campaignKey = (name: string) => name.trim().toLowerCase();

/** A Google Ads report channel named by `?channel=`: a channel name (any case) or its URL slug. */
export function resolveChannel(value: string): Channel | null {
  const wanted = value.trim().toLowerCase();
  return CHANNELS.find((channel) => channel.toLowerCase() === wanted) ?? CHANNEL_SLUGS[wanted] ?? null;
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

export function parseMetricsTable(table: FileTable, options: ParseOptions): ParsedMetricsFile {
  if (table.records.length === 0 && table.problems.length === 0) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [fileProblem(METRICS_IMPORT_MESSAGES.empty)]);
  }
  const header = findHeader(table.records);
  const data = table.records.slice(header.recordIndex + 1);
  const fileCurrency = statedCurrency(header, data, options.currency);
  const context: RowContext = {
    header,
    fixedChannel: fixedChannelFor(header.format, options.channel, header.line),
    today: options.today,
    numbers: numberStyleOf(header, data, table),
    dateOrder: dateOrderOf(header, data, table),
    strictColumnCount: table.kind === 'csv',
  };
  const checked = checkRows(data, context);
  const problems = [...table.problems, ...checked.problems];
  if (checked.notDaily && problems.length === 0) throw checked.notDaily;
  if (checked.rows.length === 0 && problems.length === 0) {
    throw importFailure(METRICS_IMPORT_MESSAGES.empty, [
      { line: header.line, column: null, reason: METRICS_IMPORT_MESSAGES.empty },
    ]);
  }

  const notes = [...checked.notes];
  if (checked.fileRows !== checked.rows.length) {
    notes.unshift(METRICS_IMPORT_NOTES.summed(checked.fileRows, checked.rows.length));
  }
  if (checked.skippedRows > 0) notes.push(METRICS_IMPORT_NOTES.skipped(checked.skippedRows));
  if (fileCurrency === null && header.format !== 'northstar') {
    notes.push(METRICS_IMPORT_NOTES.noCurrency(options.currency));
  }
  return {
    format: header.format,
    campaignColumn: (header.cells[header.index.campaign as number] ?? 'campaign').trim(),
    rows: checked.rows,
    problems,
    source: {
      kind: table.kind,
      encoding: table.encoding,
      delimiter: table.delimiter,
      language: header.language,
      rows: checked.fileRows,
      skippedRows: checked.skippedRows,
    },
    fileCurrency,
    zeroColumns: checked.zeroColumns,
    notes,
  };
}

/**
 * The currency the file states: in its header ("Amount spent (IDR)") or a currency column. One currency per file,
 * and it must be the workspace's: figures are stored as they are, never converted.
 */
function statedCurrency(header: FileHeader, data: FileTable['records'], workspace: string): string | null {
  const stated = new Map<string, { line: number; column: string }>();
  for (const { code, column } of header.statedCurrencies) {
    if (!stated.has(code)) stated.set(code, { line: header.line, column });
  }
  const column = header.index.currency;
  if (column !== undefined) {
    const name = (header.cells[column] ?? 'Currency').trim();
    for (const record of data) {
      const code = record.cells[column]?.trim().toUpperCase() ?? '';
      if (/^[A-Z]{3}$/.test(code) && !stated.has(code)) stated.set(code, { line: record.line, column: name });
    }
  }
  if (stated.size > 1) {
    const message = METRICS_IMPORT_MESSAGES.mixedCurrencies([...stated.keys()]);
    throw importFailure(
      message,
      [...stated.values()].map((at) => ({ ...at, reason: message })),
    );
  }
  const [only] = stated;
  if (!only) return null;
  const [code, at] = only;
  if (code !== workspace) {
    const message = METRICS_IMPORT_MESSAGES.currencyMismatch(code, workspace);
    throw importFailure(message, [{ ...at, reason: message }]);
  }
  return code;
}

const NUMBER_ROLES = ['impressions', 'clicks', 'conversions', 'spend', 'revenue'] as const;

function numberStyleOf(header: FileHeader, data: FileTable['records'], table: FileTable): NumberStyle {
  if (header.format === 'northstar') return 'plain';
  const columns = NUMBER_ROLES.map((role) => header.index[role]).filter((i): i is number => i !== undefined);
  function* cells() {
    for (const record of data) for (const i of columns) yield record.cells[i] ?? '';
  }
  return detectNumberStyle(cells(), {
    language: header.language,
    delimiter: table.delimiter,
    typed: table.typedNumbers,
  });
}

function dateOrderOf(header: FileHeader, data: FileTable['records'], table: FileTable) {
  if (header.format === 'northstar') return 'iso' as const;
  const column = header.index.date as number;
  const preamble = table.records
    .slice(0, header.recordIndex)
    .map((record) => record.cells.join(' '))
    .join('\n');
  return resolveDateOrder(
    data.map((record) => record.cells[column] ?? ''),
    header.language,
    preamble,
    header.line,
  );
}
