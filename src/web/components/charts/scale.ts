/** Chart geometry: value scales with round ticks, category bands and points, and the plot's box. */

export interface Size {
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A linear scale from data values to pixels, with the round values its axis labels. */
export interface LinearScale {
  (value: number): number;
  domain: [number, number];
  ticks: number[];
}

/** Float noise (0.30000000000000004 / 0.1) must not add a tick. */
const EPSILON = 1e-9;

const intervalsOf = (low: number, high: number, step: number) =>
  Math.ceil(high / step - EPSILON) - Math.floor(low / step + EPSILON);

/** The smallest step of 1, 2 or 5 times a power of ten that covers [low, high] in at most `count` intervals. */
function tickStep(low: number, high: number, count: number, isInteger: boolean): number {
  const power = 10 ** Math.floor(Math.log10((high - low) / count));
  const steps = [1, 2, 5, 10, 20, 50, 100].map((factor) => factor * power);
  const fitting = steps.find(
    (step) => (!isInteger || Number.isInteger(step)) && intervalsOf(low, high, step) <= count,
  );
  return fitting ?? Math.max(1, 100 * power);
}

/**
 * Round ticks covering the values and zero, like d3's `nice()`: bars start at an honest baseline and the axis ends
 * on a labelled value. At most `count` intervals, as few as the round steps allow. With no data or only zeros the
 * axis runs 0 to 1. `isInteger` keeps steps whole (amounts shown without decimals would otherwise repeat).
 */
export function niceTicks(
  values: readonly number[],
  { count = 5, isInteger = false }: { count?: number; isInteger?: boolean } = {},
): number[] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = 1;
  const step = tickStep(low, high, Math.max(1, count), isInteger);
  const first = Math.floor(low / step + EPSILON);
  return Array.from(
    { length: intervalsOf(low, high, step) + 1 },
    // toPrecision drops float noise (3 × 0.1); `+ 0` turns -0 into 0.
    (_, i) => Number(((first + i) * step).toPrecision(12)) + 0,
  );
}

/** A scale over `niceTicks(values)` onto the pixel range [from, to] (to may be smaller: y grows downwards). */
export function linearScale(
  values: readonly number[],
  [from, to]: [number, number],
  options?: { count?: number; isInteger?: boolean },
): LinearScale {
  const ticks = niceTicks(values, options);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const scale = ((value: number) => from + ((value - low) / (high - low)) * (to - from)) as LinearScale;
  scale.domain = [low, high];
  scale.ticks = ticks;
  return scale;
}

/** At most one interval per `spacing` pixels, 2 to 5 of them: fewer ticks on a phone than on a desktop. */
export function tickCountFor(length: number, spacing: number): number {
  return Math.min(5, Math.max(2, Math.floor(length / spacing)));
}

/** Categories spread over [start, start + length]: bands (bars) or points from edge to edge (lines). */
export interface CategoryScale {
  /** The centre of category i. */
  center: (index: number) => number;
  /** The room each category has. */
  band: number;
  /** The category nearest to a position along the axis. */
  indexAt: (position: number) => number;
}

const clampIndex = (index: number, count: number) => Math.min(count - 1, Math.max(0, index));

export function bandScale(count: number, start: number, length: number): CategoryScale {
  const band = length / Math.max(1, count);
  return {
    band,
    center: (index) => start + band * (index + 0.5),
    indexAt: (position) => clampIndex(Math.floor((position - start) / band), count),
  };
}

export function pointScale(count: number, start: number, length: number): CategoryScale {
  const step = count > 1 ? length / (count - 1) : length;
  return {
    band: step,
    center: (index) => (count > 1 ? start + index * step : start + length / 2),
    indexAt: (position) => (count > 1 ? clampIndex(Math.round((position - start) / step), count) : 0),
  };
}

/**
 * The width of a 12 px Inter label, a little generously (jsdom cannot measure text, and measuring every label in
 * the browser would cost a layout per label).
 */
export function textWidth(text: string): number {
  return text.length * 6.8;
}

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
