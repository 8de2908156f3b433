import { daysBetween } from '../../../shared/dates';
import {
  CALIBRATION_RULES,
  FORECAST_FIGURES,
  type ForecastAccuracy,
  type ForecastComparison,
  type ForecastFigure,
  type ForecastFigures,
  type StoredForecast,
} from '../../../shared/forecast';

/**
 * Forecast against delivery (issue 33), without the database: a campaign's stored forecast scaled to the days it
 * has delivered, the error per figure, and the workspace's track record over many campaigns.
 */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What a campaign delivered within its dates, up to its last complete day with data (`asOf`, null without any). */
export interface DeliveryToDate {
  campaignId: string;
  startDate: string;
  endDate: string;
  asOf: string | null;
  /** Days with any delivery row (the track record counts a forecast once there are enough). */
  deliveryDays: number;
  actual: ForecastFigures;
}

export const zeroFigures = (): ForecastFigures => ({
  spend: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  revenue: 0,
});

const mapFigures = <T>(of: (figure: ForecastFigure) => T): Record<ForecastFigure, T> =>
  Object.fromEntries(FORECAST_FIGURES.map((figure) => [figure, of(figure)])) as Record<ForecastFigure, T>;

/**
 * The comparison GET /api/campaigns/:id/forecast answers. Days are counted from the campaign's start to `asOf`
 * inclusive; the forecast is scaled by its own length (`forecast.days`), so a campaign whose end date moved after
 * launch is held to the daily pace it was forecast at, and never expected to beat its whole forecast.
 */
export function compareForecast(
  forecast: StoredForecast | null,
  delivery: DeliveryToDate,
): ForecastComparison {
  const campaignDays = daysBetween(delivery.startDate, delivery.endDate) + 1;
  const elapsedDays = delivery.asOf ? Math.max(0, daysBetween(delivery.startDate, delivery.asOf) + 1) : 0;
  const totalDays = forecast ? forecast.days : campaignDays;
  const actualToDate = mapFigures((figure) => round(delivery.actual[figure], 2));
  if (!forecast)
    return {
      campaignId: delivery.campaignId,
      forecast: null,
      elapsedDays,
      totalDays,
      expectedToDate: null,
      actualToDate,
      error: null,
    };
  const share = Math.min(1, elapsedDays / totalDays);
  const expectedToDate = mapFigures((figure) => round(forecast.figures[figure] * share, 2));
  return {
    campaignId: delivery.campaignId,
    forecast,
    elapsedDays,
    totalDays,
    expectedToDate,
    actualToDate,
    // Nothing expected (before the start, a forecast of no conversions) is no error to measure: null.
    error: mapFigures((figure) => {
      const expected = expectedToDate[figure];
      return expected > 0 ? round(((actualToDate[figure] - expected) / expected) * 100, 1) : null;
    }),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return round(value, 1);
}

/** The figures the summary sentence names, the first one measured: conversions are what a team plans for. */
const SUMMARY_FIGURES: ForecastFigure[] = ['conversions', 'clicks', 'impressions', 'spend'];

/** "Our forecasts for your campaigns were within 18 % on conversions, median of 12", or why there is none yet. */
export function trackRecordSummary(figures: ForecastAccuracy['figures'], campaigns: number): string {
  const named = SUMMARY_FIGURES.find((figure) => figures[figure].medianAbsoluteError !== null);
  if (campaigns === 0 || !named)
    return `No track record yet: a forecast counts once its campaign has delivered for ${CALIBRATION_RULES.trackRecordMinDays} days.`;
  const { medianAbsoluteError, campaigns: measured } = figures[named];
  return `Our forecasts for your campaigns were within ${Math.round(medianAbsoluteError ?? 0)} % on ${named}, median of ${measured}`;
}

/**
 * The track record over comparisons whose campaign delivered on at least `trackRecordMinDays` days: per figure the
 * median absolute percentage error (expected to date against actual to date) and how many campaigns it covers.
 */
export function trackRecordOf(comparisons: { comparison: ForecastComparison; deliveryDays: number }[]) {
  const counted = comparisons.filter(
    (c) => c.comparison.forecast && c.deliveryDays >= CALIBRATION_RULES.trackRecordMinDays,
  );
  const figures = mapFigures((figure) => {
    const errors = counted.flatMap(({ comparison }) => {
      const error = comparison.error?.[figure];
      return error === null || error === undefined ? [] : [Math.abs(error)];
    });
    return { medianAbsoluteError: median(errors), campaigns: errors.length };
  });
  const accuracy: ForecastAccuracy = {
    campaigns: counted.length,
    figures,
    summary: trackRecordSummary(figures, counted.length),
  };
  return accuracy;
}
