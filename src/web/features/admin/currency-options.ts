import { DEFAULT_CURRENCY } from '../../../shared/currency';

export interface CurrencyOption {
  code: string;
  /** "Euro", from Intl.DisplayNames; the code itself where the browser has no name for it. */
  name: string;
}

let names: Intl.DisplayNames | null | undefined;
/** The English name of an ISO 4217 code ("EUR" → "Euro"). */
export function currencyName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code;
}

function supportedCodes(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return [DEFAULT_CURRENCY];
  }
}

/**
 * The currencies an admin may choose: every ISO 4217 code the browser formats (the server accepts those its own
 * runtime knows, src/shared/currency.ts), by code, with the saved one kept even if this browser does not know it.
 */
export function currencyOptions(saved?: string): CurrencyOption[] {
  const codes = new Set(supportedCodes());
  if (saved) codes.add(saved);
  return [...codes].sort().map((code) => ({ code, name: currencyName(code) }));
}
