import { addDays } from '../../../../../shared/dates';
import { MINIMUM_VOLUME, WINDOW_DAYS } from '../../engine/anomaly-settings';
import { generator, mix } from './eval-random';
import type { SimCampaign, SimChannel, SimRow } from './eval-simulation';

/**
 * The anomalies the insights evaluation plants (docs/ai.md): in about half the campaigns, one of nine kinds, on one
 * channel or all, for one to seven days of the window, sized in standard deviations of the series' daily values.
 */

export const PLANT_TYPES = [
  'spend_spike',
  'spend_drop',
  'ctr_spike',
  'ctr_drop',
  'cvr_spike',
  'cvr_drop',
  'revenue_spike',
  'revenue_drop',
  'delivery_stop',
] as const;
export type PlantType = (typeof PLANT_TYPES)[number];

export interface Plant {
  type: PlantType;
  /** The one channel it was planted on, or null for all channels. */
  channel: string | null;
  firstDate: string;
  lastDate: string;
  /** Size in standard deviations of the series' daily values over the 28 days before (see `sigmaOf`). */
  sigmas: number;
  /** Multiplier applied to the planted quantity (0 for a delivery stop). */
  factor: number;
  /** The target series is below the engine's minimum volume for that metric: an 'insufficient data' case. */
  belowMinimum: boolean;
}

export type Quantity = 'spend' | 'ctr' | 'cvr' | 'revenue';
/** The series each kind of anomaly is planted in (a delivery stop is sized on spend). */
export const QUANTITY: Record<PlantType, Quantity> = {
  spend_spike: 'spend',
  spend_drop: 'spend',
  ctr_spike: 'ctr',
  ctr_drop: 'ctr',
  cvr_spike: 'cvr',
  cvr_drop: 'cvr',
  revenue_spike: 'revenue',
  revenue_drop: 'revenue',
  delivery_stop: 'spend',
};

/**
 * The planted size's unit: the standard deviation of the target series' daily values (spend, CTR, conversion rate
 * or revenue; the channel's series when planted on one channel, the campaign total when on all) over the 28 clean
 * days before the anomaly — the plain day-to-day spread a marketer sees, weekly pattern included.
 */
export function sigmaOf(rows: SimRow[], quantity: Quantity) {
  const byDate = new Map<
    string,
    { impressions: number; clicks: number; conversions: number; spend: number; revenue: number }
  >();
  for (const r of rows) {
    const d = byDate.get(r.date) ?? { impressions: 0, clicks: 0, conversions: 0, spend: 0, revenue: 0 };
    d.impressions += r.impressions;
    d.clicks += r.clicks;
    d.conversions += r.conversions;
    d.spend += r.spend;
    d.revenue += r.revenue;
    byDate.set(r.date, d);
  }
  const days = [...byDate.values()];
  const values = days
    .map((d) =>
      quantity === 'spend'
        ? d.spend
        : quantity === 'revenue'
          ? d.revenue
          : quantity === 'ctr'
            ? d.impressions
              ? d.clicks / d.impressions
              : Number.NaN
            : d.clicks
              ? d.conversions / d.clicks
              : Number.NaN,
    )
    .filter((v) => Number.isFinite(v));
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1));
  const med = (k: keyof (typeof days)[number]) => {
    const sorted = days.map((d) => d[k]).sort((a, b) => a - b);
    return sorted[sorted.length >> 1] ?? 0;
  };
  return {
    mean,
    sd,
    medians: {
      impressions: med('impressions'),
      clicks: med('clicks'),
      conversions: med('conversions'),
      spend: med('spend'),
    },
  };
}

function hasVolume(type: PlantType, medians: ReturnType<typeof sigmaOf>['medians']): boolean {
  const q = QUANTITY[type];
  if (q === 'spend')
    return medians.spend >= MINIMUM_VOLUME.spend && medians.impressions >= MINIMUM_VOLUME.impressions;
  if (q === 'ctr') return medians.clicks >= MINIMUM_VOLUME.clicks;
  return medians.conversions >= MINIMUM_VOLUME.conversions;
}

/**
 * The anomaly planted in a campaign (about one in two), chosen from its own random stream and sized on its clean
 * rows; null for a clean campaign.
 */
export function plantAnomaly(
  seed: number,
  index: number,
  campaign: SimCampaign,
  clean: SimRow[],
  firstDate: string,
  days: number,
): Plant | null {
  const r = generator(mix(seed, index, 3));
  if (r.next() >= 0.5) return null;
  let type = PLANT_TYPES[Math.floor(r.next() * PLANT_TYPES.length)] as PlantType;
  const oneChannel = campaign.channels.length > 1 && r.next() < 0.5;
  let channel: string | null = oneChannel
    ? (campaign.channels[Math.floor(r.next() * campaign.channels.length)] as SimChannel).name
    : null;
  const duration = 1 + Math.floor(r.next() * 7);
  const start = days - WINDOW_DAYS + Math.floor(r.next() * (WINDOW_DAYS - duration + 1));
  let sigmas = 3 * 4 ** r.next();
  const before = (ch: string | null) =>
    clean.filter(
      (row) =>
        (ch === null || row.channel === ch) &&
        row.date >= addDays(firstDate, start - 28) &&
        row.date < addDays(firstDate, start),
    );
  let stats = sigmaOf(before(channel), QUANTITY[type]);
  // Where the channel is too small for the metric, plant on the whole campaign; if that is too small too, the
  // engine can only answer 'insufficient data' (counted apart).
  if (!hasVolume(type, stats.medians) && channel) {
    channel = null;
    stats = sigmaOf(before(null), QUANTITY[type]);
  }
  const belowMinimum = !hasVolume(type, stats.medians);
  let factor: number;
  if (type === 'delivery_stop') {
    factor = 0;
    sigmas = stats.sd > 0 ? stats.mean / stats.sd : 0;
  } else {
    const relative = stats.mean > 0 ? (sigmas * stats.sd) / stats.mean : 0;
    if (type.endsWith('_drop') && 1 - relative < 0.05) {
      // A drop this many SDs would go below zero: the deepest drop (to 5 %) if that is still ≥ 3 SDs, else a spike.
      const deepest = stats.sd > 0 ? (0.95 * stats.mean) / stats.sd : 0;
      if (deepest >= 3) {
        sigmas = deepest;
        factor = 0.05;
      } else {
        type = type.replace('_drop', '_spike') as PlantType;
        factor = 1 + relative;
      }
    } else factor = type.endsWith('_drop') ? 1 - relative : 1 + relative;
  }
  return {
    type,
    channel,
    firstDate: addDays(firstDate, start),
    lastDate: addDays(firstDate, start + duration - 1),
    sigmas,
    factor,
    belowMinimum,
  };
}
