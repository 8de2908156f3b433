import { isCurrencyCode } from '../../../shared/currency';
import {
  METRICS_IMPORT_LANGUAGES,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportFormat,
  type MetricsImportLanguage,
} from '../../../shared/metrics';
import { type ColumnRole, englishName, FORMAT_COLUMNS, REQUIRED_ROLES } from './metrics-column-names';
import { fileProblem, importFailure } from './metrics-csv-problems';
import { HEADER_SEARCH_LINES, type TableRecord } from './metrics-file-table';

/**
 * Which export a file is, told by its header row (metrics-csv.ts): the row among the first lines whose cells name
 * the most columns of one format, in any of the languages the platforms download in (metrics-column-names.ts).
 * A header close to a format but lacking columns is refused with their names and where to find them.
 */

export interface FileHeader {
  format: MetricsImportFormat;
  language: MetricsImportLanguage;
  /** Where the header is: its position among the table's records, and its line in the file. */
  recordIndex: number;
  line: number;
  cells: string[];
  /** The first column of each role the header names. */
  index: Partial<Record<ColumnRole, number>>;
  /** Currencies the header states, as in "Amount spent (IDR)" or "Cost (INR)", with the column that says it. */
  statedCurrencies: { code: string; column: string }[];
  /** The file breaks campaigns down (ad sets, ads, devices): rows of one campaign and day are summed. */
  breakdown: boolean;
}

/** The cell without a trailing ISO currency, e.g. "Amount spent (EUR)" → "amount spent" and "EUR". */
export function splitCurrency(cell: string): { name: string; currency: string | null } {
  const text = cell
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(text);
  if (match && isCurrencyCode(match[2] as string)) {
    return { name: (match[1] as string).toLowerCase(), currency: match[2] as string };
  }
  return { name: text.toLowerCase(), currency: null };
}

type NameIndex = Map<string, { role: ColumnRole; languages: MetricsImportLanguage[] }>;
const nameIndexes = new Map<MetricsImportFormat, NameIndex>();

function nameIndex(format: MetricsImportFormat): NameIndex {
  const found = nameIndexes.get(format);
  if (found) return found;
  const index: NameIndex = new Map();
  for (const [role, byLanguage] of Object.entries(FORMAT_COLUMNS[format]) as [
    ColumnRole,
    Record<string, string[]>,
  ][]) {
    for (const language of METRICS_IMPORT_LANGUAGES) {
      for (const name of byLanguage[language] ?? []) {
        const key = name.normalize('NFC').toLowerCase();
        const entry = index.get(key) ?? { role, languages: [] };
        entry.languages.push(language);
        index.set(key, entry);
      }
    }
  }
  nameIndexes.set(format, index);
  return index;
}

interface Candidate {
  format: MetricsImportFormat;
  recordIndex: number;
  record: TableRecord;
  index: Partial<Record<ColumnRole, number>>;
  languageVotes: Map<MetricsImportLanguage, number>;
  missing: ColumnRole[];
  /** Roles named, not counting levels and currency. */
  score: number;
}

function match(format: MetricsImportFormat, record: TableRecord, recordIndex: number): Candidate {
  const names = nameIndex(format);
  const index: Partial<Record<ColumnRole, number>> = {};
  const languageVotes = new Map<MetricsImportLanguage, number>();
  record.cells.forEach((cell, column) => {
    const found = names.get(splitCurrency(cell).name);
    if (!found) return;
    if (index[found.role] === undefined) index[found.role] = column;
    for (const language of found.languages)
      languageVotes.set(language, (languageVotes.get(language) ?? 0) + 1);
  });
  const missing = REQUIRED_ROLES[format].filter((role) => index[role] === undefined);
  const score = Object.keys(index).filter((role) => role !== 'level' && role !== 'currency').length;
  return { format, recordIndex, record, index, languageVotes, missing, score };
}

const METRIC_ROLES: readonly ColumnRole[] = ['impressions', 'clicks', 'conversions', 'spend', 'revenue'];
/** Close to a format: it names the campaign or the day, and at least two of the format's figures. */
const isClose = (c: Candidate) =>
  (c.index.campaign !== undefined || c.index.date !== undefined) &&
  METRIC_ROLES.filter((role) => c.index[role] !== undefined).length >= 2;

function languageOf(c: Candidate): MetricsImportLanguage {
  let best: MetricsImportLanguage = 'en';
  for (const language of METRICS_IMPORT_LANGUAGES) {
    if ((c.languageVotes.get(language) ?? 0) > (c.languageVotes.get(best) ?? 0)) best = language;
  }
  return best;
}

/** The header among the table's first records: complete matches first (most columns named), then near ones. */
export function findHeader(records: readonly TableRecord[]): FileHeader {
  const candidates: Candidate[] = [];
  records.slice(0, HEADER_SEARCH_LINES).forEach((record, recordIndex) => {
    for (const format of Object.keys(FORMAT_COLUMNS) as MetricsImportFormat[]) {
      candidates.push(match(format, record, recordIndex));
    }
  });
  const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.recordIndex - b.recordIndex;
  const complete = candidates.filter((c) => c.missing.length === 0).sort(byScore)[0];
  if (complete) return toHeader(complete);
  const near = candidates.filter(isClose).sort(byScore)[0];
  if (near) throw missingColumnsFailure(near);
  throw importFailure(METRICS_IMPORT_MESSAGES.unknownHeader, [
    fileProblem(METRICS_IMPORT_MESSAGES.unknownHeader),
  ]);
}

function toHeader(c: Candidate): FileHeader {
  const statedCurrencies = c.record.cells.flatMap((cell) => {
    const { currency } = splitCurrency(cell);
    return currency ? [{ code: currency, column: cell.trim() }] : [];
  });
  return {
    format: c.format,
    language: languageOf(c),
    recordIndex: c.recordIndex,
    line: c.record.line,
    cells: c.record.cells,
    index: c.index,
    statedCurrencies,
    breakdown: c.format !== 'northstar' && c.index.level !== undefined,
  };
}

/** The 422 for a header near a format: which columns it lacks and how to get them in that platform. */
function missingColumnsFailure(c: Candidate) {
  const line = c.record.line;
  if (c.format === 'northstar') {
    const columns = c.missing.map((role) => englishName('northstar', role));
    return importFailure(
      METRICS_IMPORT_MESSAGES.unknownHeader,
      [fileProblem(METRICS_IMPORT_MESSAGES.unknownHeader)],
      {
        missingColumns: { format: 'northstar', columns },
      },
    );
  }
  const format = c.format;
  if (c.missing.includes('date') && (c.index.week !== undefined || c.index.month !== undefined)) {
    const found = c.index.week !== undefined ? 'weekly' : 'monthly (or quarterly)';
    const message = METRICS_IMPORT_MESSAGES.notDaily(format, format === 'meta' ? `${found} rows` : found);
    return importFailure(message, [{ line, column: null, reason: message }], {
      missingColumns: { format, columns: [englishName(format, 'date')] },
    });
  }
  const columns = c.missing.map((role) => englishName(format, role));
  const message = METRICS_IMPORT_MESSAGES.missingColumns(format, columns);
  return importFailure(message, [{ line, column: null, reason: message }], {
    missingColumns: { format, columns },
  });
}
