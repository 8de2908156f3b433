// The demo's figures in UI.md's formats, written out by hand rather than with Intl.NumberFormat: the first
// Intl.NumberFormat a page creates loads the browser's number-formatting data, about 30 ms of main thread on a
// laptop and 120 ms on Lighthouse's slow phone, the largest single task of the demo's first render. The results
// are exactly Intl's for every figure the demo shows (format.test.ts compares them).

/** 1234567 → '1,234,567' (the digits of a non-negative whole number, as a string). */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A non-negative number rounded half up to `digits` decimals, without trailing zeros (Intl's
 * `minimumFractionDigits: 0`). Like Intl it rounds the number as written (45.555 → 45.56), not its binary value,
 * which `toFixed` rounds (45.555 is 45.55499… in binary, so toFixed gives 45.55).
 */
function trimmedFixed(value: number, digits: number): string {
  const written = String(value);
  if (written.includes('e')) {
    const fixed = value.toFixed(digits);
    return digits > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  }
  const [whole = '0', fraction = ''] = written.split('.');
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const text = kept.toString().padStart(digits + 1, '0');
  const rounded = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return digits > 0 ? rounded.replace(/\.?0+$/, '') : rounded;
}

/** $12,345 (whole dollars from $100, cents only below): Intl en-US currency USD. */
export function formatMoney(value: number): string {
  const abs = Math.abs(value);
  const [whole = '0', cents] = trimmedFixed(abs, abs < 100 ? 2 : 0).split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${group(whole)}${cents ? `.${cents}` : ''}`;
}

/** Intl's short compact units, smallest first. */
const COMPACT_UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
];

/**
 * A whole number divided by `size` and rounded half up to tenths, without trailing '.0': integer arithmetic, where
 * `1150 / 1000` in floating point is 1.149… and would round to 1.1 instead of Intl's 1.2.
 */
function tenthsOf(whole: number, size: number): string {
  const step = size / 10;
  const quotient = Math.floor(whole / step);
  const tenths = whole - quotient * step >= step / 2 ? quotient + 1 : quotient;
  return trimmedFixed(tenths / 10, 1);
}

/** 2.4M / 12.5K / 980: Intl en-US `notation: 'compact'` with `maximumFractionDigits: 1`, for whole numbers. */
export function formatCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const small = trimmedFixed(Math.abs(value), 1);
  if (Number(small) < 1000) return `${sign}${small}`;
  const whole = Math.round(Math.abs(value));
  let unit = 0;
  while (
    unit < COMPACT_UNITS.length - 1 &&
    whole >= (COMPACT_UNITS[unit + 1]?.size ?? Number.POSITIVE_INFINITY)
  ) {
    unit += 1;
  }
  let scaled = tenthsOf(whole, COMPACT_UNITS[unit]?.size ?? 1);
  // 999,950 is 1000K after rounding, which Intl writes with the next unit: 1M.
  if (Number(scaled) >= 1000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    scaled = tenthsOf(whole, COMPACT_UNITS[unit]?.size ?? 1);
  }
  return `${sign}${scaled}${COMPACT_UNITS[unit]?.suffix ?? ''}`;
}

/** 12,345: a whole number with thousands separators, as `toLocaleString('en-US')` writes it. */
export function formatCount(value: number): string {
  return `${value < 0 ? '-' : ''}${group(Math.abs(Math.round(value)).toFixed(0))}`;
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}
