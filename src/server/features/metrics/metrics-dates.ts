import { METRICS_IMPORT_MESSAGES, type MetricsImportLanguage } from '../../../shared/metrics';
import { importFailure } from './metrics-csv-problems';

/**
 * The date forms platform exports use (issue 29, item 5): ISO (2026-11-20), month names in the header's languages
 * (Nov 20, 2026; Friday, November 20, 2026; 20 Nov 2026; 20. Nov. 2026; 20 de noviembre de 2026) and numeric
 * day/month forms (20/11/2026, 11/20/2026, 20.11.2026). Whether 03/04/2026 is 3 April or 4 March is decided once
 * per file (resolveDateOrder), never guessed row by row.
 */

export type DateOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  ['jan', 'january', 'januar', 'jän', 'jänner', 'janv', 'janvier', 'ene', 'enero'],
  ['feb', 'february', 'februar', 'févr', 'fév', 'février', 'fevr', 'fevrier', 'febrero'],
  ['mar', 'march', 'mär', 'märz', 'mrz', 'mars', 'marzo'],
  ['apr', 'april', 'avr', 'avril', 'abr', 'abril'],
  ['may', 'mai', 'mayo'],
  ['jun', 'june', 'juni', 'juin', 'junio'],
  ['jul', 'july', 'juli', 'juil', 'juillet', 'julio'],
  ['aug', 'august', 'août', 'aout', 'ago', 'agosto'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set'],
  ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre'],
  ['nov', 'november', 'novembre', 'noviembre'],
  ['dec', 'december', 'dez', 'dezember', 'déc', 'décembre', 'dic', 'diciembre'],
];
MONTH_NAMES.forEach((names, i) => {
  for (const name of names) MONTHS[name] = i + 1;
});

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

const ISO_LIKE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/** A date written with a month name; null when the text has none (or no day and year). */
function withMonthName(text: string): string | null {
  const tokens = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[\s,]+/)
    .map((token) => token.replace(/\.$/, ''))
    .filter(Boolean);
  let month: number | undefined;
  let day: number | undefined;
  let year: number | undefined;
  for (const token of tokens) {
    if (/^\d{4}$/.test(token)) year = Number(token);
    else if (/^\d{1,2}$/.test(token)) day = Number(token);
    else if (MONTHS[token] !== undefined && month === undefined) month = MONTHS[token];
  }
  return month && day && year ? iso(year, month, day) : null;
}

/**
 * A date cell as YYYY-MM-DD (not yet checked to be a real day), or null when it is no date form known. Numeric
 * day/month forms need the file's order; with dots they are always day first (German).
 */
export function readDate(raw: string, order: DateOrder | null): string | null {
  const text = raw.trim();
  const isoLike = ISO_LIKE.exec(text);
  if (isoLike) return iso(Number(isoLike[1]), Number(isoLike[2]), Number(isoLike[3]));
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[3])];
    const dayFirst = numeric[2] === '.' || order === 'dmy' || (order === null && first > 12);
    return dayFirst ? iso(Number(numeric[4]), second, first) : iso(Number(numeric[4]), first, second);
  }
  return /[a-zà-ÿ]/i.test(text) ? withMonthName(text) : null;
}

/**
 * The order of numeric dates in a file: told by a date whose day is over 12; else by the language (day first outside
 * English); else by a date written out above the header ("1 November 2026" or "November 1, 2026"). A file whose
 * dates could be read either way and says nothing is refused rather than read wrong.
 */
export function resolveDateOrder(
  cells: readonly string[],
  language: MetricsImportLanguage,
  preamble: string,
  headerLine: number,
): DateOrder | null {
  const vote = new DateOrderVote();
  for (const cell of cells) vote.add(cell);
  return vote.decide(language, preamble, headerLine);
}

/** resolveDateOrder's evidence gathered cell by cell, for a file read in slices. */
export class DateOrderVote {
  private dayFirst = 0;
  private monthFirst = 0;
  private ambiguous: string | undefined;

  add(cell: string) {
    const numeric = NUMERIC.exec(cell.trim());
    if (!numeric || numeric[2] === '.') return;
    const [first, second] = [Number(numeric[1]), Number(numeric[3])];
    if (first > 12) this.dayFirst += 1;
    else if (second > 12) this.monthFirst += 1;
    else if (first !== second) this.ambiguous ??= cell.trim();
  }

  decide(language: MetricsImportLanguage, preamble: string, headerLine: number): DateOrder | null {
    // Rows that disagree with the majority are then not real dates, and reported on their lines.
    if (this.dayFirst + this.monthFirst > 0) return this.dayFirst >= this.monthFirst ? 'dmy' : 'mdy';
    if (this.ambiguous === undefined) return null;
    if (language !== 'en') return 'dmy';
    const monthWord = MONTH_NAMES.flat().join('|');
    if (new RegExp(`\\b\\d{1,2}\\.?\\s+(${monthWord})\\b`, 'i').test(preamble)) return 'dmy';
    if (new RegExp(`\\b(${monthWord})\\.?\\s+\\d{1,2},`, 'i').test(preamble)) return 'mdy';
    const message = METRICS_IMPORT_MESSAGES.ambiguousDates(this.ambiguous);
    throw importFailure(message, [{ line: headerLine, column: null, reason: message }]);
  }
}
