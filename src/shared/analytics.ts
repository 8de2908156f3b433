import { z } from 'zod';
import { CHANNEL_SLUGS, PERIODS, type Period } from './analytics-rules';
import { fieldPerKey } from './common-schemas';
import { insightEvidenceSchema } from './insights';
import { INSIGHT_KINDS, INSIGHT_STATUSES, OTHER_KIND } from './insights-rules';
import { recommendationOutcomeSchema } from './outcomes';
import { campaignDataSourceSchema, dataSourceSchema, provenanceSchema } from './provenance';

/** Channels, periods, tabs, messages and the comparison rules live in analytics-rules.ts (zod-free). */
export * from './analytics-rules';

export const periodSchema = z.enum(Object.keys(PERIODS) as [Period, ...Period[]], {
  error: 'Period must be 7d, 30d, 90d or 1y',
});
export const channelParamSchema = z.union(
  [z.literal('all'), z.enum(Object.keys(CHANNEL_SLUGS) as [string, ...string[]])],
  {
    error: `Channel must be all or one of ${Object.keys(CHANNEL_SLUGS).join(', ')}`,
  },
);

const overviewSchema = z.object({
  totalSpend: z.number(),
  totalRevenue: z.number(),
  roas: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  ctr: z.number(),
  conversionRate: z.number(),
});
export type AnalyticsOverview = z.infer<typeof overviewSchema>;

/** Whether the previous period can be compared with: `new` (no delivery at all) or `thin` (too few days). */
export const comparisonSchema = z.object({
  status: z.enum(['compared', 'new', 'thin']),
  previousDays: z.number().int(),
  previousDaysWithData: z.number().int(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** Relative change per KPI against the previous period; null when the base is zero or not comparable ('n/a'). */
const changeSchema = fieldPerKey(overviewSchema.keyof().options, () => z.number().nullable());

export const insightSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  impact: z.enum(['high', 'medium', 'low']),
  confidence: z.number(),
  actionRequired: z.boolean(),
  campaignId: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  appliedAt: z.string().nullable(),
  /** Whether the signed-in user may apply (or undo) it: an applicable kind on a campaign they may modify. */
  canApply: z.boolean(),
  /** The evidence, one shape per kind (src/shared/insights.ts); rows in an older shape come as kind 'other'. */
  data: insightEvidenceSchema,
  /** The kind of finding (INSIGHT_KINDS in src/shared/insights.ts; 'other' for rows older than kinds). */
  kind: z.enum([...INSIGHT_KINDS, OTHER_KIND]),
  status: z.enum(INSIGHT_STATUSES),
  /** When the condition ended (an anomaly episode is over); null while it lasts. */
  resolvedAt: z.string().nullable(),
  /** Last time the engine changed this insight. */
  updatedAt: z.string(),
  /** The measured result once applied (src/shared/outcomes.ts); null when not applied. */
  outcome: recommendationOutcomeSchema.nullable(),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** Where the figures come from (src/shared/provenance.ts). */
export { dataSourceSchema, provenanceSchema };

/** The dates a period covers in the workspace's time zone, and the equally long period before it. */
export const periodDatesSchema = z.object({
  start: z.string(),
  end: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  timeZone: z.string(),
});

/** A chosen period (its key and label) with the dates it resolved to. */
export const resolvedPeriodSchema = z.object({
  key: periodSchema,
  label: z.string(),
  ...periodDatesSchema.shape,
});

/** One campaign's delivery over a period, as the analytics campaign table and the report's campaign rows show it. */
export const campaignDeliverySchema = z.object({
  spend: z.number(),
  revenue: z.number(),
  roas: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
});

/** SPEC §3 analytics response, plus the previous period, exact dates, time zone and data source. */
export const analyticsResponseSchema = z.object({
  overview: overviewSchema,
  trends: z.object({
    revenue: z.array(z.number()),
    spend: z.array(z.number()),
    conversions: z.array(z.number()),
    dates: z.array(z.string()),
  }),
  channels: z.array(
    z.object({
      name: z.string(),
      spend: z.number(),
      revenue: z.number(),
      conversions: z.number(),
      roas: z.number(),
    }),
  ),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      ...campaignDeliverySchema.shape,
      startDate: z.string(),
      /** Where this campaign's figures come from. */
      dataSource: campaignDataSourceSchema,
    }),
  ),
  aiInsights: z.array(insightSummarySchema),
  previous: overviewSchema,
  change: changeSchema,
  comparison: comparisonSchema,
  period: resolvedPeriodSchema,
  channel: z.string(),
  dataSource: dataSourceSchema,
  /** The last Google Ads sync attempt, whatever the source of these figures (kept for older clients). */
  lastSyncAt: z.string().nullable(),
  provenance: provenanceSchema,
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** GET /api/insights/:id/preview: what applying a recommendation changes. */
export const insightPreviewSchema = z.object({
  insightId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  summary: z.string(),
  before: z.object({ channelWeights: z.record(z.string(), z.number()) }),
  after: z.object({ channelWeights: z.record(z.string(), z.number()) }),
  effectiveFrom: z.string(),
});
export type InsightPreview = z.infer<typeof insightPreviewSchema>;

/** The four dashboard figures; `previous` and `change` use the same keys. */
const dashboardFiguresSchema = z.object({
  /** Campaigns delivering today: active, started and not yet ended. */
  activeCampaigns: z.number(),
  /** (revenue − spend) ÷ spend over the period, in percent. */
  averageRoi: z.number(),
  /** Impressions over the period. */
  totalReach: z.number(),
  /** Clicks ÷ impressions over the period, in percent. */
  averageCtr: z.number(),
});

/**
 * GET /api/dashboard/summary: the dashboard cards, from the last 30 days of delivery, against the 30 days before.
 * The flat figures stay at the top level (the cards' headline values); `previous`, `change` and `series` add the
 * period-over-period view (issue 14).
 */
export const dashboardSummarySchema = dashboardFiguresSchema.extend({
  hasData: z.boolean(),
  /** Where the figures come from: the campaigns that delivered in the period. */
  dataSource: dataSourceSchema,
  provenance: provenanceSchema,
  periodLabel: z.string(),
  period: periodDatesSchema,
  /**
   * The previous period's figures. `activeCampaigns` there is the number of campaigns that delivered on
   * `period.previousEnd`, 30 days before today: delivery history, since past statuses are not kept on campaigns.
   */
  previous: dashboardFiguresSchema,
  comparison: comparisonSchema,
  /**
   * Null unless `comparison.status` is 'compared' and there is a base. Units differ by figure, chosen so each reads
   * plainly: activeCampaigns in campaigns (a difference of counts), averageRoi in percentage points (a relative
   * change of a percentage that can cross zero means nothing), totalReach and averageCtr as a relative change in
   * percent, like the analytics page.
   */
  change: z.object({
    activeCampaigns: z.number().nullable().describe('Difference in campaigns'),
    averageRoi: z.number().nullable().describe('Difference in percentage points'),
    totalReach: z.number().nullable().describe('Relative change in percent'),
    averageCtr: z.number().nullable().describe('Relative change in percent'),
  }),
  /** Active campaigns by budget pacing today (src/shared/pacing.ts; campaigns before their first full day are not counted). */
  pacing: z.object({ onTrack: z.number().int(), under: z.number().int(), over: z.number().int() }),
  /** One value per day of the period, oldest first; days without delivery are zeros. */
  series: z.object({
    dates: z.array(z.string()),
    /** Campaigns with any delivery (impressions or spend) that day. */
    campaignsDelivering: z.array(z.number()),
    revenue: z.array(z.number()),
    spend: z.array(z.number()),
    impressions: z.array(z.number()),
    /** Clicks ÷ impressions that day, in percent (0 on a day without impressions). */
    ctr: z.array(z.number()),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type DashboardFigure = keyof z.infer<typeof dashboardFiguresSchema>;
