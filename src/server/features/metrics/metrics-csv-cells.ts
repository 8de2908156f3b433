import { CHANNELS, type Channel } from '../../../shared/analytics';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { isValidIsoDate } from '../../../shared/dates';
import { METRICS_IMPORT_EARLIEST_DATE } from '../../../shared/metrics';
import { INVALID_TEXT_MESSAGE, isValidText } from '../../plugins/security';
import { MAX_COUNT, ROW_REASONS } from './metrics-csv-problems';
import { type DateOrder, readDate } from './metrics-dates';

/** The cells of a metrics file's row, each read into its value or the reason it cannot be (metrics-csv.ts). */

/** numeric(12,2): at most 10 digits before the point. */
const MAX_MONEY_DIGITS = 10;
const CAMPAIGN_NAME_MAX = 100;

export type Parsed<T> = { value: T } | { reason: string };

/** A date: Northstar's format takes YYYY-MM-DD only; platform exports their forms (metrics-dates.ts). */
export function parseDate(
  raw: string,
  today: string,
  order: DateOrder | null | 'iso' = 'iso',
): Parsed<string> {
  const text = raw.trim();
  if (text === '') return { reason: ROW_REASONS.empty };
  const value = order === 'iso' ? text : readDate(text, order);
  if (value === null) return { reason: ROW_REASONS.notDateForm(text) };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { reason: ROW_REASONS.notDate(value) };
  if (!isValidIsoDate(value)) {
    return { reason: ROW_REASONS.notRealDate(text) };
  }
  if (value < METRICS_IMPORT_EARLIEST_DATE) return { reason: ROW_REASONS.beforeEarliest(value) };
  if (value > today) return { reason: ROW_REASONS.future(value, today) };
  return { value };
}

/**
 * How a file writes numbers: Northstar's own format plainly (no separators, nothing empty); platform exports with
 * the separators of their language ('dot': 1,234.56; 'comma': 1.234,56 or 1 234,56), "--" or an empty cell for
 * nothing.
 */
export type NumberStyle = 'plain' | 'dot' | 'comma';

const DOT_GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const COMMA_GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const SPACES = /[\s\u00a0\u202f']/g;

/** Normalises the style's spellings of "nothing" and of separators; null when the cell means zero. */
function numberText(raw: string, style: NumberStyle): string | null {
  const value = raw.trim();
  if (style === 'plain') return value;
  const compact = value.replace(SPACES, '');
  if (compact === '' || compact === '--' || compact === '-') return null;
  const sign = compact.startsWith('-') ? '-' : '';
  const digits = sign ? compact.slice(1) : compact;
  if (style === 'dot') return sign + (DOT_GROUPED.test(digits) ? digits.replaceAll(',', '') : digits);
  const ungrouped = COMMA_GROUPED.test(digits) ? digits.replaceAll('.', '') : digits;
  return sign + (/^\d+,\d+$/.test(ungrouped) ? ungrouped.replace(',', '.') : ungrouped);
}

/**
 * The decimal separator a platform export uses, from its own cells: "12,50" can only be a decimal comma and "12.5"
 * only a decimal point; "1,234" either way, so when no cell tells, the header's language does (and a semicolon
 * separator, which spreadsheets use where the comma is decimal).
 */
export function detectNumberStyle(
  cells: Iterable<string>,
  fallback: { language: string; delimiter: string | null; typed: boolean },
): 'dot' | 'comma' {
  const vote = new NumberStyleVote();
  for (const raw of cells) vote.add(raw);
  return vote.decide(fallback);
}

/** The number style's evidence gathered cell by cell, so a file read in slices decides as one read whole. */
export class NumberStyleVote {
  private comma = 0;
  private dot = 0;

  add(raw: string) {
    const cell = raw.replace(SPACES, '').replace(/^-/, '');
    if (/^\d+,\d{1,2}$/.test(cell) || /^\d{1,3}(\.\d{3})+,\d+$/.test(cell) || /^\d{4,},\d{3}$/.test(cell))
      this.comma += 1;
    else if (
      /^\d+\.\d{1,2}$/.test(cell) ||
      /^\d{1,3}(,\d{3})+\.\d+$/.test(cell) ||
      /^\d{4,}\.\d{3}$/.test(cell)
    )
      this.dot += 1;
  }

  decide(fallback: { language: string; delimiter: string | null; typed: boolean }): 'dot' | 'comma' {
    if (fallback.typed) return 'dot';
    if (this.comma !== this.dot) return this.comma > this.dot ? 'comma' : 'dot';
    return fallback.language !== 'en' || fallback.delimiter === ';' ? 'comma' : 'dot';
  }
}

/**
 * A count. Platforms report conversions with decimals (fractional attribution): those are rounded, as the Google
 * Ads sync does; every other count must be a whole number.
 */
export function parseCount(raw: string, style: NumberStyle, roundFractions = false): Parsed<number> {
  const text = numberText(raw, style);
  if (text === null) return { value: 0 };
  if (text === '') return { reason: ROW_REASONS.empty };
  if (/^-\s*\d/.test(text)) return { reason: ROW_REASONS.negative(text) };
  const isDecimal = /^\d+\.\d+$/.test(text);
  if (!/^\d+$/.test(text) && !(isDecimal && roundFractions)) {
    return { reason: isDecimal ? ROW_REASONS.notWhole(raw.trim()) : ROW_REASONS.notNumber(raw.trim()) };
  }
  const value = Math.round(Number(text));
  if (value > MAX_COUNT) return { reason: ROW_REASONS.countTooLarge(raw.trim()) };
  return { value };
}

/** Whether a count cell has a fraction that rounding drops (2.5 conversions, not 2.0). */
export function hasFraction(raw: string, style: NumberStyle): boolean {
  const text = numberText(raw, style);
  return text !== null && /^\d+\.\d*[1-9]\d*$/.test(text);
}

/** An amount. Platform exports may carry more decimals than cents (micros, spreadsheets): rounded to the cent. */
export function parseMoney(raw: string, style: NumberStyle): Parsed<number> {
  const text = numberText(raw, style);
  if (text === null) return { value: 0 };
  if (text === '') return { reason: ROW_REASONS.empty };
  if (/^-\s*\d/.test(text)) return { reason: ROW_REASONS.negative(text) };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { reason: ROW_REASONS.notAmount(raw.trim()) };
  if (style === 'plain' && (match[2]?.length ?? 0) > 2) return { reason: ROW_REASONS.tooManyDecimals(text) };
  const value = Math.round(Number(text) * 100) / 100;
  if (String(Math.floor(value)).length > MAX_MONEY_DIGITS)
    return { reason: ROW_REASONS.amountTooLarge(raw.trim()) };
  return { value };
}

export function parseCampaign(raw: string): Parsed<string> {
  const value = raw.trim();
  if (value === '') return { reason: CAMPAIGN_MESSAGES.nameRequired };
  if (!isValidText(value)) return { reason: INVALID_TEXT_MESSAGE };
  if (value.length > CAMPAIGN_NAME_MAX) return { reason: CAMPAIGN_MESSAGES.nameMax };
  return { value };
}

export function parseChannelCell(raw: string): Parsed<Channel> {
  const value = raw.trim();
  if (value === '') return { reason: ROW_REASONS.empty };
  const wanted = value.toLowerCase();
  const channel = CHANNELS.find((name) => name.toLowerCase() === wanted);
  return channel ? { value: channel } : { reason: ROW_REASONS.unknownChannel(value) };
}
