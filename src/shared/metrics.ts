import { z } from 'zod';
import { METRICS_IMPORT_FORMATS, METRICS_IMPORT_LANGUAGES, type MetricsImportFormat } from './metrics-rules';

/**
 * POST /api/metrics/import (issues 11 and 29): daily delivery metrics from a file as the platforms download it.
 * The body is the raw file: CSV (UTF-8 with or without BOM, UTF-16 with tabs, comma or semicolon separated) or .xlsx. Query: `dryRun=true` validates and reports only; `channel=<name or slug>`
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
  /** How the file was read (issue 29): what the dialog's preview shows before anything is written. */
  source: z.object({
    kind: z.enum(['csv', 'xlsx']),
    /** 'UTF-8', 'UTF-8 with BOM', 'UTF-16LE', 'UTF-16BE' or 'Windows-1252'; null for .xlsx. */
    encoding: z.string().nullable(),
    /** The CSV separator; null for .xlsx. */
    delimiter: z.enum([',', ';', '\t']).nullable(),
    /** The language of the header row (the platforms export in the user's interface language). */
    language: z.enum(METRICS_IMPORT_LANGUAGES),
    /** Data rows read from the file; `rows.total` is how many daily rows they became (ad-level rows are summed). */
    rows: z.number().int(),
    /** Rows left out because they sum others: Google Ads "Total:" rows, Meta's account summary row. */
    skippedRows: z.number().int(),
  }),
  currency: z.object({
    /** The currency the file says it is in (a header such as "Cost (INR)" or a Currency column), or null. */
    file: z.string().nullable(),
    /** The workspace's: the figures are stored as amounts in it. */
    workspace: z.string(),
  }),
  /** Fields the file has no column for, or whose column does not hold them (Meta results that are not conversions). */
  zeroColumns: z.array(z.enum(['clicks', 'conversions', 'revenue'])),
  /** Sentences the dialog shows: fields taken as zero, rows summed, rows skipped. */
  notes: z.array(z.string()),
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
  /** When the header is close to a known export but lacks columns: the format and the missing columns' names. */
  missingColumns: z
    .object({
      format: z.enum(Object.keys(METRICS_IMPORT_FORMATS) as [MetricsImportFormat, ...MetricsImportFormat[]]),
      columns: z.array(z.string()),
    })
    .optional(),
});
export type MetricsImportFailure = z.infer<typeof metricsImportFailureSchema>;

/**
 * An import that runs in the background (issue 34): `POST /api/metrics/import` with `Prefer: respond-async` answers
 * 202 with this body and `Location: /api/metrics/imports/:id`; `GET /api/metrics/imports/:id` (the sender only,
 * 404 for anyone else) tells how far it has come. A dry run can run this way too. When it ends, `result` holds what
 * the synchronous answer would have been, or `error` the error body it would have had (`statusCode` its status: a
 * 422's `errors` and `errorCount` are there), and nothing was written.
 */
export const METRICS_IMPORT_PHASES = [
  'receiving',
  'reading',
  'checking',
  'writing',
  'insights',
  'done',
] as const;
export type MetricsImportPhase = (typeof METRICS_IMPORT_PHASES)[number];

export const metricsImportJobSchema = z.object({
  id: z.string().uuid(),
  dryRun: z.boolean(),
  state: z.enum(['running', 'succeeded', 'failed']),
  /** receiving: the body arrives; reading: a first pass decides the file's forms; checking: rows are checked and
   * staged; writing: the rows go into the metrics; insights: the engine looks at the changed campaigns. */
  phase: z.enum(METRICS_IMPORT_PHASES),
  /** Bytes of the (decompressed) file read so far in this phase, and the file's size once it is known. */
  bytesRead: z.number().int(),
  bytesTotal: z.number().int().nullable(),
  /** Data rows checked so far. */
  rowsRead: z.number().int(),
  /** 0 to 1 over the whole import, for a progress bar. */
  progress: z.number(),
  result: metricsImportResultSchema.nullable(),
  error: z
    .object({
      statusCode: z.number().int(),
      message: z.string(),
      code: z.string(),
      errors: z.array(metricsImportProblemSchema).optional(),
      errorCount: z.number().int().optional(),
      missingColumns: metricsImportFailureSchema.shape.missingColumns,
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MetricsImportJob = z.infer<typeof metricsImportJobSchema>;
