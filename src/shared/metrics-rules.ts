/**
 * The metrics import contract without zod (docs/architecture.md, "Shared rules without zod"): limits, the formats
 * recognised by their header row and messages, for the import dialog's checks before upload. The schemas are in
 * metrics.ts, which re-exports all of this.
 */

export const METRICS_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** 422 bodies list at most this many problems (and say how many there were in all). */
export const METRICS_IMPORT_MAX_ERRORS = 100;
/** A dry run returns this many parsed rows so the screen can show a preview. */
export const METRICS_IMPORT_PREVIEW_ROWS = 10;
/** The earliest date a row may carry. */
export const METRICS_IMPORT_EARLIEST_DATE = '2000-01-01';

/** The formats recognised by their header row. */
export const METRICS_IMPORT_FORMATS = {
  northstar: {
    label: 'Northstar CSV',
    header: ['date', 'campaign', 'channel', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
  },
  'google-ads': {
    label: 'Google Ads campaign report',
    header: ['Day', 'Campaign', 'Impr.', 'Clicks', 'Conversions', 'Cost', 'Conv. value'],
  },
  meta: {
    label: 'Meta Ads export',
    header: [
      'Reporting starts',
      'Campaign name',
      'Impressions',
      'Link clicks',
      'Results',
      'Amount spent (USD)',
    ],
  },
} as const;
export type MetricsImportFormat = keyof typeof METRICS_IMPORT_FORMATS;

export const METRICS_IMPORT_MESSAGES = {
  invalid: 'The file has problems; nothing was imported. Fix the lines listed and try again.',
  unknownHeader:
    'The header row is not one Northstar knows. Use date,campaign,channel,impressions,clicks,conversions,spend,revenue, a Google Ads campaign report or a Meta Ads export.',
  empty: 'The file has no data rows.',
  tooLarge: 'The file is larger than 10 MB. Split it and import the parts.',
  channelRequired: 'A Google Ads report has no channel column: choose the channel it belongs to.',
  unknownChannel: 'Unknown channel',
} as const;
