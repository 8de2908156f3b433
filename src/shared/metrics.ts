import { z } from 'zod';

/**
 * POST /api/metrics/import (issue 11): daily delivery metrics from a CSV file, the way real data comes in.
 * The body is `text/csv` (the raw file). Query: `dryRun=true` validates and reports only; `channel=<name or slug>`
 * names the channel of a Google Ads report (which has no channel column).
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

export const metricsImportQuerySchema = z.strictObject({
  dryRun: z.enum(['true', 'false']).optional(),
  channel: z.string().max(40).optional(),
});

/** One row as it will be written, after parsing (money in dollars, counts as integers). */
export const importedMetricRowSchema = z.object({
  line: z.number().int(),
  date: z.string(),
  campaign: z.string(),
  channel: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  spend: z.number(),
  revenue: z.number(),
});
export type ImportedMetricRow = z.infer<typeof importedMetricRowSchema>;

/** 200 (import or dry run). A dry run reports what an import would do and writes nothing. */
export const metricsImportResultSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(Object.keys(METRICS_IMPORT_FORMATS) as [MetricsImportFormat, ...MetricsImportFormat[]]),
  campaigns: z.object({
    /** Campaign names the workspace did not have: each becomes an active, imported campaign. */
    created: z.number().int(),
    matched: z.number().int(),
    /** The names that will be (or were) created, for the screen. */
    createdNames: z.array(z.string()),
  }),
  rows: z.object({
    total: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** What the insights engine did after the import (all zero on a dry run). */
  insights: z.object({ opened: z.number().int(), updated: z.number().int(), resolved: z.number().int() }),
  /** First rows as parsed (dry run only; empty after an import). */
  preview: z.array(importedMetricRowSchema),
  /** First and last day in the file. */
  dateRange: z.object({ first: z.string(), last: z.string() }).nullable(),
});
export type MetricsImportResult = z.infer<typeof metricsImportResultSchema>;

/** One problem in the file: the 1-based line (the header is line 1), the column when known, and why. */
export const metricsImportProblemSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type MetricsImportProblem = z.infer<typeof metricsImportProblemSchema>;

/** 422: nothing was written. `errors` holds the first METRICS_IMPORT_MAX_ERRORS; `errorCount` all of them. */
export const metricsImportFailureSchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string(),
  errors: z.array(metricsImportProblemSchema),
  errorCount: z.number().int(),
});
export type MetricsImportFailure = z.infer<typeof metricsImportFailureSchema>;

export const METRICS_IMPORT_MESSAGES = {
  invalid: 'The file has problems; nothing was imported. Fix the lines listed and try again.',
  unknownHeader:
    'The header row is not one Northstar knows. Use date,campaign,channel,impressions,clicks,conversions,spend,revenue, a Google Ads campaign report or a Meta Ads export.',
  empty: 'The file has no data rows.',
  tooLarge: 'The file is larger than 10 MB. Split it and import the parts.',
  channelRequired: 'A Google Ads report has no channel column: choose the channel it belongs to.',
  unknownChannel: 'Unknown channel',
} as const;
