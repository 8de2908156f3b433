import type { AudienceChannel } from './audience-rules';

/**
 * Forecasts that learn from the workspace (issue 33; docs/ai.md "Forecast calibration"), without zod: the bases, the
 * shapes the API answers and the rules the screens use. Schemas are in forecast.ts, which re-exports this.
 *
 * Rates are in the benchmarks' units: CTR and conversion rate in percent, CPM and order value in the workspace
 * currency (the benchmarks' amounts are read as that currency, as everywhere in the audience model).
 */

/**
 * Where a forecast's rates come from: `benchmarks` (no channel of its mix has enough workspace history),
 * `workspace` (every channel's rates are the workspace's own: its weight ≥ WORKSPACE_WEIGHT), `blended` otherwise.
 */
export const FORECAST_BASES = ['workspace', 'benchmarks', 'blended'] as const;
export type ForecastBasis = (typeof FORECAST_BASES)[number];

export const CALIBRATION_RULES = {
  /** A channel's history counts once it has this many campaigns... */
  minCampaigns: 1,
  /** ...and this many campaign-days with delivery. */
  minDays: 7,
  /** A channel whose workspace weight is at least this is `workspace`; below, `blended` (0: `benchmarks`). */
  workspaceWeight: 0.9,
  /** Days of delivery a campaign needs before its forecast counts in the track record. */
  trackRecordMinDays: 7,
} as const;

/** One channel's rates as the model uses them, and the benchmark they were shrunk toward. */
export interface ChannelCalibration {
  channel: AudienceChannel;
  cpm: number;
  ctr: number;
  conversionRate: number;
  orderValue: number;
  source: ForecastBasis;
  /** Share (0–1) of the workspace's own rate in the blend (empirical Bayes: more data, more weight). */
  weight: number;
  /** Campaign-days and campaigns of history on the channel. */
  days: number;
  campaigns: number;
  benchmark: { cpm: number; ctr: number; conversionRate: number; orderValue: number };
}

export interface ForecastCalibration {
  basis: ForecastBasis;
  channels: ChannelCalibration[];
}

/** The figures a forecast predicts for a whole campaign, and what was delivered. */
export const FORECAST_FIGURES = ['spend', 'impressions', 'clicks', 'conversions', 'revenue'] as const;
export type ForecastFigure = (typeof FORECAST_FIGURES)[number];
export type ForecastFigures = Record<ForecastFigure, number>;

/** Kept with a campaign at launch (campaigns.forecast). */
export interface StoredForecast {
  /** ISO time the forecast was made (the launch). */
  madeAt: string;
  basis: ForecastBasis;
  /** Days from start to end date, inclusive. */
  days: number;
  startDate: string;
  endDate: string;
  /** Whole-campaign figures: spend is the media budget, revenue conversions × order value. */
  figures: ForecastFigures;
  calibration: ForecastCalibration;
}

/** GET /api/campaigns/:id/forecast. */
export interface ForecastComparison {
  campaignId: string;
  forecast: StoredForecast | null;
  /** Days of the campaign elapsed to the last complete day with data (0 before it starts). */
  elapsedDays: number;
  totalDays: number;
  /** The forecast scaled to the elapsed days (figures × elapsed / total). */
  expectedToDate: ForecastFigures | null;
  actualToDate: ForecastFigures;
  /** (actual − expected) / expected in percent, per figure; null where nothing was expected. */
  error: Record<ForecastFigure, number | null> | null;
}

/** GET /api/forecasts/accuracy: the workspace's track record. */
export interface ForecastAccuracy {
  /** Campaigns with a stored forecast and at least trackRecordMinDays of delivery (running and finished). */
  campaigns: number;
  /** Median absolute percentage error per figure, over those campaigns; null without any. */
  figures: Record<ForecastFigure, { medianAbsoluteError: number | null; campaigns: number }>;
  /** "Our forecasts for your campaigns were within 18 % on conversions, median of 12", or why there is none yet. */
  summary: string;
}
