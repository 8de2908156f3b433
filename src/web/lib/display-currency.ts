import { DEFAULT_CURRENCY } from '../../shared/currency';
import { DEFAULT_LOCALE } from '../../shared/locale';

/**
 * The currency the signed-in screens show amounts in: the workspace's (issue 29), set by WorkspaceCurrency
 * (app/workspace-currency.tsx) from GET /api/settings before the signed-in pages render, and back to USD when they
 * unmount. Module state rather than a context so that the many formatters called outside components (table
 * columns, chart ticks, CSV-like summaries) need no currency passed through every call; the signed-in subtree is
 * re-mounted when it changes, so nothing keeps text in the old one. Public pages (landing, demo) never set it:
 * their sample figures are in USD.
 */
let current: string = DEFAULT_CURRENCY;

export function displayCurrency(): string {
  return current;
}

export function setDisplayCurrency(currency: string): void {
  current = currency;
}

/**
 * The locale the signed-in screens write dates in: the workspace's (issue 30), set beside the currency by the same
 * WorkspaceCurrency from the same settings, for the same reasons; public pages keep the default.
 */
let currentLocale: string = DEFAULT_LOCALE;

export function displayLocale(): string {
  return currentLocale;
}

export function setDisplayLocale(locale: string): void {
  currentLocale = locale;
}
