/**
 * The workspace currency (issue 29): an ISO 4217 code an admin sets (`PATCH /api/admin/settings {"currency"}`),
 * in which every amount is shown and every import must be. Changing it never converts stored figures. Formatting
 * goes through Intl.NumberFormat so that symbols, minor units and placement follow the currency, never a "$".
 */

export const DEFAULT_CURRENCY = 'USD';

export const CURRENCY_MESSAGES = {
  invalid: 'Currency must be an ISO 4217 code such as USD, EUR or INR',
  noConversion:
    'Changing the currency does not convert figures already stored: they are read as amounts in the new currency.',
} as const;

/** The ISO 4217 codes this runtime formats (Intl.supportedValuesOf), in upper case: what the setting accepts. */
export const CURRENCY_CODES: readonly string[] = (() => {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'IDR', 'AUD', 'CAD', 'CHF', 'CNY', 'BRL', 'MXN'];
  }
})();

const CODE_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** Whether `code` is one of CURRENCY_CODES: an upper-case ISO 4217 code this runtime formats, as the setting takes. */
export function isCurrencyCode(code: string): boolean {
  return CODE_SET.has(code);
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}|${cents}`;
  let found = formatters.get(key);
  if (!found) {
    const base = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const minor = base.resolvedOptions().maximumFractionDigits ?? 2;
    found = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? minor : 0,
      maximumFractionDigits: cents ? minor : 0,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * UI.md money: whole units ($12,345, €12,345, IDR 1,250,000); cents only below 100 units ($42.50) for currencies
 * that have them; nothing is 0 in whole units ($0).
 */
export function formatMoney(value: number, currency: string = DEFAULT_CURRENCY): string {
  if (value === 0 || !Number.isFinite(value)) return formatter(currency, false).format(0);
  return formatter(currency, Math.abs(value) < 100).format(value);
}

/** Whole units always (budgets the spec rounds to the unit). */
export function formatWholeMoney(value: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency, false).format(Math.round(value));
}

const compactFormatters = new Map<string, Intl.NumberFormat>();
/** €1.5K / $950 / IDR 2.4M (chart axes): abbreviated, the currency placed as Intl places it. */
export function formatCompactMoney(value: number, currency: string = DEFAULT_CURRENCY): string {
  let format = compactFormatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormatters.set(currency, format);
  }
  return format.format(value);
}

/** The symbol a currency is written with in en-US ("$", "€", "IDR"), for axis titles and short labels. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return (
    formatter(currency, false)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
