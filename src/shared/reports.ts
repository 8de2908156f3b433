import { z } from 'zod';
import {
  campaignDeliverySchema,
  comparisonSchema,
  DEFAULT_PERIOD,
  dataSourceSchema,
  periodSchema,
  resolvedPeriodSchema,
} from './analytics';
import { forecastAccuracySchema } from './forecast';
import { OUTCOME_STATUSES } from './outcomes-rules';
import { campaignDataSourceSchema, provenanceSchema } from './provenance';
import {
  AUDIENCE_DIMENSIONS,
  type AudienceDimension,
  REPORT_KPIS,
  REPORT_TYPES,
  type ReportKpi,
  type ReportType,
} from './reports-rules';

/** Types, purposes, sections, headings, grades, thresholds and texts live in reports-rules.ts (zod-free). */
export * from './reports-rules';

export const reportTypeSchema = z.enum(Object.keys(REPORT_TYPES) as [ReportType, ...ReportType[]], {
  error: 'Report type must be comprehensive, executive, campaign, audience or roi',
});
export const reportQuerySchema = z.strictObject({
  period: periodSchema.default(DEFAULT_PERIOD),
  type: reportTypeSchema.default('comprehensive'),
});

const deltaSchema = z.object({
  /** Percent change; null unless `status` is compared. */
  change: z.number().nullable(),
  status: z.enum(['compared', 'new', 'n/a']),
  /** Why the change is (not) shown, for a tooltip or a footnote. */
  reason: z.string(),
});
export type ReportDelta = z.infer<typeof deltaSchema>;

const findingSchema = z.object({
  kind: z.enum([
    'best_roas',
    'worst_roas',
    'best_channel',
    'revenue_growth',
    'revenue_fall',
    'overspend',
    'underspend',
    'insight',
  ]),
  title: z.string(),
  detail: z.string(),
  campaignId: z.string().nullable(),
});
export type ReportFinding = z.infer<typeof findingSchema>;

/** Revenue and spend per day of the period (zeros where nothing was delivered). */
const dailySchema = z.object({
  dates: z.array(z.string()),
  revenue: z.array(z.number()),
  spend: z.array(z.number()),
});

export const executiveSectionSchema = z.object({
  /** Whether the previous period has enough delivery to compare with (the analytics screen's rule). */
  comparison: comparisonSchema,
  kpis: z.array(
    z.object({
      key: z.enum(Object.keys(REPORT_KPIS) as [ReportKpi, ...ReportKpi[]]),
      label: z.string(),
      value: z.number(),
      previous: z.number(),
      /** Which way is good: up for revenue, down for cost per acquisition, neither for spend. */
      better: z.enum(['up', 'down', 'neither']),
      delta: deltaSchema,
    }),
  ),
  wins: z.array(findingSchema),
  risks: z.array(findingSchema),
  daily: dailySchema,
});

const campaignRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  startDate: z.string(),
  budget: z.number(),
  ...campaignDeliverySchema.shape,
  ctr: z.number(),
  /** Cost per acquisition (conversion); null without conversions. */
  cpa: z.number().nullable(),
  grade: z.enum(['A+', 'A', 'B+', 'B']),
  /** Lifetime spend against the whole budget, in percent, capped at 100. */
  utilisation: z.number(),
  revenueDelta: deltaSchema,
  /** Revenue per trend bucket (`campaign.buckets`). */
  revenueTrend: z.array(z.number()),
  /** Where this campaign's figures come from. */
  dataSource: campaignDataSourceSchema,
});

/** The campaigns a report does not list one by one (REPORT_CAMPAIGN_ROWS), summed: null when it lists them all. */
const otherCampaignsSchema = z
  .object({
    /** How many campaigns the line sums. */
    campaigns: z.number(),
    ...campaignDeliverySchema.shape,
  })
  .nullable();

export const campaignSectionSchema = z.object({
  buckets: z.array(z.object({ start: z.string(), end: z.string() })),
  daily: dailySchema,
  /** Campaigns with figures in the period; `rows` lists the largest by revenue (all of them in the CSV). */
  campaignsWithFigures: z.number(),
  rows: z.array(campaignRowSchema),
  /** The sums of the campaigns not in `rows`. */
  others: otherCampaignsSchema,
});

const roiLineSchema = z.object({
  name: z.string(),
  spend: z.number(),
  revenue: z.number(),
  /** Revenue minus spend. */
  profit: z.number(),
  roas: z.number(),
  conversions: z.number(),
  cpa: z.number().nullable(),
  /** (revenue − spend) / spend in percent; null without spend. */
  roi: z.number().nullable(),
});
export type RoiLine = z.infer<typeof roiLineSchema>;

export const roiSectionSchema = z.object({
  totals: roiLineSchema,
  channels: z.array(roiLineSchema),
  /** Each listed campaign's line (the campaign breakdown's campaigns) with where its figures come from. */
  campaigns: z.array(roiLineSchema.extend({ id: z.string(), dataSource: campaignDataSourceSchema })),
  /** Campaigns with figures in the period; `campaigns` lists the largest by revenue (all of them in the CSV). */
  campaignsWithFigures: z.number(),
  /** One line for the campaigns not in `campaigns` (named "Other N campaigns"); null when it lists them all. */
  others: roiLineSchema.extend({ campaigns: z.number() }).nullable(),
});

/** One value of an audience dimension: how many campaigns target it and what they delivered over the period. */
const audienceSegmentSchema = z.object({
  value: z.string(),
  campaigns: z.number(),
  ...campaignDeliverySchema.shape,
  /** Share of the period's targeted impressions, in percent. */
  impressionShare: z.number(),
});
export type AudienceSegment = z.infer<typeof audienceSegmentSchema>;

export const audienceSectionSchema = z.object({
  campaignsWithDelivery: z.number(),
  campaignsWithAudience: z.number(),
  dimensions: z.array(
    z.object({
      key: z.enum(Object.keys(AUDIENCE_DIMENSIONS) as [AudienceDimension, ...AudienceDimension[]]),
      label: z.string(),
      /** One value per campaign (device, engagement): shares add up to 100%. */
      isExclusive: z.boolean(),
      segments: z.array(audienceSegmentSchema),
    }),
  ),
  notes: z.array(z.string()),
  customerProfiles: z.object({
    source: z.enum(['simulated', 'none']),
    note: z.string(),
    profiles: z.number(),
    averageLtv: z.number(),
    segments: z.array(
      z.object({
        ltvBand: z.enum(['high', 'medium', 'low']),
        churnBand: z.enum(['low', 'medium', 'high']),
        customers: z.number(),
        averageLtv: z.number(),
        averageChurnRisk: z.number(),
      }),
    ),
  }),
});

export const performanceReportSchema = z.object({
  type: reportTypeSchema,
  title: z.string(),
  purpose: z.string(),
  /** The workspace the report is about (one deployment is one workspace: its address). */
  workspace: z.string(),
  /** ISO 4217 code every amount of the report is in: the workspace currency when it was built (shared/currency.ts). */
  currency: z.string(),
  /** BCP 47 tag the report's texts and its PDF write dates in: the workspace locale (shared/locale.ts). */
  locale: z.string(),
  period: resolvedPeriodSchema,
  generatedAt: z.string(),
  dataSource: dataSourceSchema,
  provenance: provenanceSchema,
  summary: z.object({
    totalSpend: z.number(),
    totalRevenue: z.number(),
    roas: z.number(),
    conversions: z.number(),
    ctr: z.number(),
    activeCampaigns: z.number(),
    /** Percent; null when the previous period cannot be compared with (see executive.kpis for why). */
    revenueChange: z.number().nullable(),
    highlights: z.array(z.string()),
  }),
  /** Open AI insights, most impactful first. */
  insights: z.array(
    z.object({ title: z.string(), description: z.string(), impact: z.string(), confidence: z.number() }),
  ),
  /** Recommendations applied, newest first, with their measured result (src/shared/outcomes.ts). */
  appliedResults: z.array(
    z.object({
      title: z.string(),
      appliedAt: z.string(),
      status: z.enum(OUTCOME_STATUSES),
      /** "Measured: +12 % ROAS (±4 %) after 7 days", "No measurable effect after 7 days" or when it will be. */
      outcome: z.string(),
    }),
  ),
  /**
   * The workspace's forecast track record (issue 33; GET /api/forecasts/accuracy), in every report type. The server
   * always sends it; optional in the type so that reports made up before it (fixtures, samples) stay valid.
   */
  forecastAccuracy: forecastAccuracySchema.optional(),
  executive: executiveSectionSchema.nullable(),
  campaign: campaignSectionSchema.nullable(),
  roi: roiSectionSchema.nullable(),
  audience: audienceSectionSchema.nullable(),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
export type ExecutiveSection = z.infer<typeof executiveSectionSchema>;
export type CampaignSection = z.infer<typeof campaignSectionSchema>;
export type RoiSection = z.infer<typeof roiSectionSchema>;
export type AudienceSection = z.infer<typeof audienceSectionSchema>;
