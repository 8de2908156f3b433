import { CHANNELS, type Channel } from '../../../shared/analytics';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { isValidIsoDate } from '../../../shared/dates';
import { METRICS_IMPORT_EARLIEST_DATE } from '../../../shared/metrics';
import { INVALID_TEXT_MESSAGE, isValidText } from '../../plugins/security';
import type { FormatSpec } from './metrics-csv-header';
import { MAX_COUNT, ROW_REASONS } from './metrics-csv-problems';

/** The cells of a metrics file's row, each read into its value or the reason it cannot be (metrics-csv.ts). */

/** numeric(12,2): at most 10 digits before the point. */
const MAX_MONEY_DIGITS = 10;
const CAMPAIGN_NAME_MAX = 100;

export type Parsed<T> = { value: T } | { reason: string };

export function parseDate(raw: string, today: string): Parsed<string> {
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
export function parseCount(
  raw: string,
  style: FormatSpec['numbers'],
  roundFractions = false,
): Parsed<number> {
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

export function parseMoney(raw: string, style: FormatSpec['numbers']): Parsed<number> {
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
