/**
 * A channel's response curve: expected daily revenue as a function of daily spend (docs/ai.md "Budget plan").
 *
 *   revenue_t = scale × season(weekday_t) × hill(adstock_t) + noise
 *   adstock_t = (1 − carryOver) × spend_t + carryOver × adstock_{t−1}     (steady state: adstock = spend)
 *   hill(a)   = a^shape / (a^shape + halfSaturation^shape)               (or a line: hill(a) = a)
 *
 * Fitting is a profile least-squares search: for each candidate (carry-over, shape, half-saturation) on a grid the
 * best scale has a closed form, so the fit is a scan of dot products, with no local minima to get stuck in. The
 * candidate is chosen by BIC (a line has one parameter, a Hill curve three, carry-over one more), so a curve or
 * carry-over is only chosen when the data support it. The uncertainty is a wild bootstrap with weekly blocks: the
 * spend stays as it was (it is the design, not an outcome), each week's residuals are kept or flipped in sign
 * together (keeping their size, heteroscedasticity and short-range correlation), and the whole selection is redone
 * on each replicate.
 */

export interface CurveModel {
  carryOver: number;
  /** Hill exponent; 1 for the line. */
  shape: number;
  /** Daily spend at which revenue reaches half the ceiling; null: a line through the origin. */
  halfSaturation: number | null;
  /** Ceiling of daily revenue for a Hill curve; revenue per unit of spend for the line. */
  scale: number;
}

/** Expected daily revenue at a steady daily spend (an average weekday). */
export function revenueAt(model: CurveModel, spend: number): number {
  if (spend <= 0) return 0;
  if (model.halfSaturation === null) return model.scale * spend;
  return model.scale / (1 + (model.halfSaturation / spend) ** model.shape);
}

/** Revenue per extra unit of spend at a steady daily spend (the curve's slope). */
export function marginalAt(model: CurveModel, spend: number): number {
  if (model.halfSaturation === null) return model.scale;
  const k = model.halfSaturation;
  const s = model.shape;
  if (spend <= 0) return s > 1 ? 0 : s === 1 ? model.scale / k : Number.POSITIVE_INFINITY;
  const r = (k / spend) ** s;
  return (model.scale * s * r) / (spend * (1 + r) ** 2);
}

const CARRY_OVERS = [0, 0.35, 0.7];
const SHAPES = [0.7, 1, 1.5, 2.2, 3.2];
/** Half-saturation candidates as multiples of the channel's median daily spend: 0.1× to about 30×, log-spaced. */
const HALF_SATURATIONS = Array.from({ length: 16 }, (_, i) => 10 ** (-1 + (2.5 * i) / 15));

interface Candidate {
  model: Omit<CurveModel, 'scale'>;
  /** hill(adstock) per day; the candidate's column is season × h. */
  h: Float64Array;
  gg: number;
  /** Log prior probability: half on no carry-over, half spread over the others; equal over shapes within. */
  logPrior: number;
}

export interface CurveFitInput {
  spend: readonly number[];
  /** curveShapes(spend), when the caller fits the same history more than once. */
  shapes?: Shape[];
  revenue: readonly number[];
  /** Multiplicative weekday factor of each day (mean 1); all 1 without seasonality. */
  season: readonly number[];
}

export interface CurveFit {
  model: CurveModel;
  /** One model per bootstrap replicate (same replicate index across the channels of a plan). */
  replicates: CurveModel[];
  /** Fitted revenue of each day (for the weekday factors and the residuals). */
  fitted: Float64Array;
}

function adstock(spend: readonly number[], carryOver: number): Float64Array {
  const out = new Float64Array(spend.length);
  let level = spend[0] ?? 0;
  for (let t = 0; t < spend.length; t += 1) {
    level = carryOver === 0 ? (spend[t] ?? 0) : (1 - carryOver) * (spend[t] ?? 0) + carryOver * level;
    out[t] = level;
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A candidate curve's response on each day of a history, before the weekday factors. */
export interface Shape {
  model: Omit<CurveModel, 'scale'>;
  h: Float64Array;
  logPrior: number;
}

/**
 * Every candidate curve on a channel's spend history: hill(adstock) per day (the seasonality is applied per fit, so
 * both passes of a plan share these). Half-saturations step by a constant ratio, so (k/a)^shape steps by a constant
 * factor too: one exp per day and shape, then multiplications.
 */
export function curveShapes(spend: readonly number[]): Shape[] {
  const positive = spend.filter((x) => x > 0);
  const typical = positive.length ? median(positive) : 1;
  const n = spend.length;
  const out: Shape[] = [];
  const logPriorShape = -Math.log(1 + SHAPES.length * HALF_SATURATIONS.length);
  const ratio = (HALF_SATURATIONS[1] as number) / (HALF_SATURATIONS[0] as number);
  const firstK = typical * (HALF_SATURATIONS[0] as number);
  for (const carryOver of CARRY_OVERS) {
    const a = adstock(spend, carryOver);
    const logPrior = Math.log(carryOver > 0 ? 0.5 / (CARRY_OVERS.length - 1) : 0.5) + logPriorShape;
    out.push({ model: { carryOver, shape: 1, halfSaturation: null }, h: Float64Array.from(a), logPrior });
    for (const shape of SHAPES) {
      const step = ratio ** shape;
      const curves = HALF_SATURATIONS.map(() => new Float64Array(n));
      for (let t = 0; t < n; t += 1) {
        const x = a[t] as number;
        if (x <= 0) continue;
        let power = Math.exp(shape * (Math.log(firstK) - Math.log(x)));
        for (let i = 0; i < curves.length; i += 1) {
          (curves[i] as Float64Array)[t] = 1 / (1 + power);
          power *= step;
        }
      }
      for (const [i, h] of curves.entries())
        out.push({ model: { carryOver, shape, halfSaturation: firstK * ratio ** i }, h, logPrior });
    }
  }
  return out;
}

/** The candidates with the weekday factors applied (zero columns dropped). */
function candidatesFor(shapes: Shape[], season: readonly number[]): Candidate[] {
  const out: Candidate[] = [];
  for (const { model, h, logPrior } of shapes) {
    let gg = 0;
    for (let t = 0; t < h.length; t += 1) gg += ((season[t] ?? 1) * (h[t] as number)) ** 2;
    if (gg > 0) out.push({ model, h, gg, logPrior });
  }
  return out;
}

interface Scored {
  index: number;
  scale: number;
}

/** y·g for every candidate, given y already multiplied by the weekday factors (g = season × h). */
function dots(candidates: Candidate[], seasonedY: ArrayLike<number>, n: number): Float64Array {
  const out = new Float64Array(candidates.length);
  for (let c = 0; c < candidates.length; c += 1) {
    const { h } = candidates[c] as Candidate;
    let sum = 0;
    for (let t = 0; t < n; t += 1) sum += (seasonedY[t] as number) * (h[t] as number);
    out[c] = sum;
  }
  return out;
}

/**
 * Scores every candidate for revenue y, given y·g per candidate and y·y: its scale (non-negative least squares in
 * one variable) and its log posterior weight, log prior − (n/2)·log(residual sum of squares) (the Gaussian
 * likelihood with the noise level profiled out). With `random`, one candidate is drawn in proportion to the
 * weights; without, the most probable.
 */
function score(
  candidates: Candidate[],
  yg: Float64Array,
  yy: number,
  n: number,
  random?: () => number,
): Scored {
  // A floor on the residual sum keeps a perfect fit (noise-free data) finite.
  const floor = yy * 1e-12 + 1e-12;
  const logWeights = new Float64Array(candidates.length);
  const scales = new Float64Array(candidates.length);
  let top = Number.NEGATIVE_INFINITY;
  let topIndex = 0;
  for (let c = 0; c < candidates.length; c += 1) {
    const { gg, logPrior } = candidates[c] as Candidate;
    const dot = yg[c] as number;
    const scale = dot > 0 ? dot / gg : 0;
    const sse = Math.max(floor, yy - scale * dot);
    const logWeight = logPrior - (n / 2) * Math.log(sse);
    scales[c] = scale;
    logWeights[c] = logWeight;
    if (logWeight > top) {
      top = logWeight;
      topIndex = c;
    }
  }
  if (!random) return { index: topIndex, scale: scales[topIndex] as number };
  let total = 0;
  for (let c = 0; c < candidates.length; c += 1) {
    const w = Math.exp((logWeights[c] as number) - top);
    logWeights[c] = w;
    total += w;
  }
  let pick = random() * total;
  for (let c = 0; c < candidates.length; c += 1) {
    pick -= logWeights[c] as number;
    if (pick <= 0) return { index: c, scale: scales[c] as number };
  }
  return { index: topIndex, scale: scales[topIndex] as number };
}

const withScale = (candidate: Candidate, scale: number): CurveModel => ({ ...candidate.model, scale });

/**
 * Fits one channel's curve and `replicates` bootstrap refits. `flips` holds one ±1 per week and replicate, shared by
 * the channels of a plan so that a day's shock common to them stays common in every replicate.
 */
export function fitResponseCurve(input: CurveFitInput, flips: Int8Array[], random?: () => number): CurveFit {
  const n = input.spend.length;
  const candidates = candidatesFor(input.shapes ?? curveShapes(input.spend), input.season);
  if (!candidates.length) {
    const none: CurveModel = { carryOver: 0, shape: 1, halfSaturation: null, scale: 0 };
    return { model: none, replicates: flips.map(() => none), fitted: new Float64Array(n) };
  }
  const season = (t: number) => input.season[t] ?? 1;
  let yy = 0;
  const seasonedY = new Float64Array(n);
  for (let t = 0; t < n; t += 1) {
    yy += (input.revenue[t] as number) ** 2;
    seasonedY[t] = season(t) * (input.revenue[t] as number);
  }
  const best = score(candidates, dots(candidates, seasonedY, n), yy, n);
  const chosen = candidates[best.index] as Candidate;
  const fitted = new Float64Array(n);
  const residual = new Float64Array(n);
  const seasonedFitted = new Float64Array(n);
  const seasonedResidual = new Float64Array(n);
  for (let t = 0; t < n; t += 1) {
    fitted[t] = best.scale * season(t) * (chosen.h[t] as number);
    residual[t] = (input.revenue[t] as number) - (fitted[t] as number);
    seasonedFitted[t] = season(t) * (fitted[t] as number);
    seasonedResidual[t] = season(t) * (residual[t] as number);
  }
  // A replicate is fitted + sign(week) × residual, so its dot products are sums over weeks of parts computed once:
  // y*·g = fitted·g + Σ_w sign_w (residual·g over week w), and likewise y*·y*.
  const weeks = Math.ceil(n / 7);
  const weekOf = Int32Array.from({ length: n }, (_, t) => Math.floor((n - 1 - t) / 7));
  const base = dots(candidates, seasonedFitted, n);
  const parts = new Float64Array(candidates.length * weeks);
  for (let c = 0; c < candidates.length; c += 1) {
    const { h } = candidates[c] as Candidate;
    const offset = c * weeks;
    for (let t = 0; t < n; t += 1) {
      const at = offset + (weekOf[t] as number);
      parts[at] = (parts[at] as number) + (seasonedResidual[t] as number) * (h[t] as number);
    }
  }
  let fittedSquares = 0;
  let residualSquares = 0;
  const cross = new Float64Array(weeks);
  for (let t = 0; t < n; t += 1) {
    fittedSquares += (fitted[t] as number) ** 2;
    residualSquares += (residual[t] as number) ** 2;
    const w = weekOf[t] as number;
    cross[w] = (cross[w] as number) + (fitted[t] as number) * (residual[t] as number);
  }
  const yg = new Float64Array(candidates.length);
  const signs = new Float64Array(weeks);
  const replicates = flips.map((weekSigns) => {
    for (let w = 0; w < weeks; w += 1) signs[w] = weekSigns[w % weekSigns.length] as number;
    let replicateSquares = fittedSquares + residualSquares;
    for (let w = 0; w < weeks; w += 1) replicateSquares += 2 * (signs[w] as number) * (cross[w] as number);
    for (let c = 0, at = 0; c < candidates.length; c += 1) {
      let dot = base[c] as number;
      for (let w = 0; w < weeks; w += 1, at += 1) dot += (signs[w] as number) * (parts[at] as number);
      yg[c] = dot;
    }
    const pick = score(candidates, yg, replicateSquares, n, random);
    return withScale(candidates[pick.index] as Candidate, pick.scale);
  });
  return { model: withScale(chosen, best.scale), replicates, fitted };
}

/** ±1 per week (Rademacher) for each replicate: the bootstrap's random draws for a history of `days` days. */
export function weekFlips(random: () => number, replicates: number, days: number): Int8Array[] {
  const weeks = Math.ceil(days / 7);
  return Array.from({ length: replicates }, () =>
    Int8Array.from({ length: weeks }, () => (random() < 0.5 ? -1 : 1)),
  );
}
