import type { ForecastAccuracy } from '../../../../shared/forecast-rules';

/** GET /api/forecasts/accuracy: twelve campaigns' forecasts, conversions within 18 % (the issue's example). */
export const TRACK_RECORD: ForecastAccuracy = {
  campaigns: 12,
  figures: {
    spend: { medianAbsoluteError: 3.2, campaigns: 12 },
    impressions: { medianAbsoluteError: 11.4, campaigns: 12 },
    clicks: { medianAbsoluteError: 14.9, campaigns: 12 },
    conversions: { medianAbsoluteError: 18, campaigns: 11 },
    revenue: { medianAbsoluteError: null, campaigns: 0 },
  },
  summary: 'Our forecasts for your campaigns were within 18 % on conversions, median of 12',
};

/** No launched campaign has a week of delivery yet. */
export const NO_TRACK_RECORD: ForecastAccuracy = {
  campaigns: 0,
  figures: {
    spend: { medianAbsoluteError: null, campaigns: 0 },
    impressions: { medianAbsoluteError: null, campaigns: 0 },
    clicks: { medianAbsoluteError: null, campaigns: 0 },
    conversions: { medianAbsoluteError: null, campaigns: 0 },
    revenue: { medianAbsoluteError: null, campaigns: 0 },
  },
  summary: 'No track record yet: a forecast counts once its campaign has delivered for 7 days.',
};
