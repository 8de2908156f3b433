/**
 * The PDF is set in pdfkit's built-in Helvetica, whose glyphs are the WinAnsi set: it has $, £, ¥ and €, but a
 * currency symbol outside it (₹, ₩, ₪, ₱, ₫) would print as garbage. Such a symbol is written as its ISO 4217
 * code instead ("INR 1,250"), which is how en-US writes most currencies anyway.
 */

/** Printable ASCII, Latin-1 and the 27 characters WinAnsi puts at 0x80–0x9F. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;

let unprintable: [symbol: string, code: string][] | undefined;

/** Each currency symbol Intl writes in en-US that WinAnsi lacks, with its code (built once). */
function unprintableSymbols(): [string, string][] {
  if (unprintable) return unprintable;
  const found = new Map<string, string>();
  let codes: string[] = [];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    // A runtime without the list: nothing to map, symbols print as they are.
  }
  for (const code of codes) {
    const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    if (symbol && !WIN_ANSI.test(symbol) && !found.has(symbol)) found.set(symbol, code);
  }
  unprintable = [...found];
  return unprintable;
}

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with any currency symbol Helvetica cannot print replaced by its code and a no-break space. */
export function printable(text: string): string {
  if (WIN_ANSI.test(text)) return text;
  let shown = text;
  for (const [symbol, code] of unprintableSymbols()) {
    // The space Intl may already put after a symbol ("F CFA 1,250") is not doubled.
    if (shown.includes(symbol))
      shown = shown.replace(new RegExp(`${escaped(symbol)}\\s?`, 'gu'), `${code}\u00a0`);
  }
  return shown;
}
