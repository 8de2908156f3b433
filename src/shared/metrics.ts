import { z } from 'zod';
import { METRICS_IMPORT_FORMATS, type MetricsImportFormat } from './metrics-rules';

/**
 * POST /api/metrics/import (issue 11): daily delivery metrics from a CSV file, the way real data comes in.
 * The body is `text/csv` (the raw file). Query: `dryRun=true` validates and reports only; `channel=<name or slug>`
 * names the channel of a Google Ads report (which has no channel column). Limits, formats and messages live in
 * metrics-rules.ts (zod-free) and are re-exported here.
 */
export * from './metrics-rules';

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
