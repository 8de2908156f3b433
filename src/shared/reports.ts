import { z } from 'zod';
import {
  campaignDeliverySchema,
  comparisonSchema,
  DEFAULT_PERIOD,
  dataSourceSchema,
  periodSchema,
  resolvedPeriodSchema,
} from './analytics';
import { OUTCOME_STATUSES } from './outcomes';
import { campaignDataSourceSchema, provenanceSchema } from './provenance';

/**
 * SPEC §2 lists comprehensive, executive, campaign and audience; the UX review (issue 14) adds ROI. Comprehensive
 * carries every section; each other type carries its own.
 */
export const REPORT_TYPES = {
  comprehensive: 'Comprehensive',
  executive: 'Executive Summary',
  campaign: 'Campaign Performance',
  audience: 'Audience Insights',
  roi: 'ROI Analysis',
} as const;
export type ReportType = keyof typeof REPORT_TYPES;
export const reportTypeSchema = z.enum(Object.keys(REPORT_TYPES) as [ReportType, ...ReportType[]], {
  error: 'Report type must be comprehensive, executive, campaign, audience or roi',
});

/** What each report type is for: shown under the report's title on screen and in the PDF. */
export const REPORT_PURPOSES: Record<ReportType, string> = {
  comprehensive: 'Every section: headline KPIs, campaigns, return on spend, audiences and open insights.',
  executive: 'Headline KPIs against the previous period, the top wins and the risks to act on.',
  campaign: "Each campaign's delivery, grade and budget use, with its revenue trend over the period.",
  audience:
    'Who the campaigns targeted, weighted by the delivery each audience got, and the profiles on file.',
  roi: 'Spend, revenue, ROAS and cost per acquisition by channel and by campaign.',
};

export type ReportSection = 'executive' | 'campaign' | 'roi' | 'audience';
export const REPORT_SECTIONS: Record<ReportType, readonly ReportSection[]> = {
  comprehensive: ['executive', 'campaign', 'roi', 'audience'],
  executive: ['executive'],
  campaign: ['campaign'],
  audience: ['audience'],
  roi: ['roi'],
};

/** Section headings, the same on screen, in the CSV and in the PDF. */
export const REPORT_HEADINGS = {
  executive: 'Executive summary',
  wins: 'Top wins',
  risks: 'Risks to act on',
  campaignTrend: 'Campaign trends',
  campaignBreakdown: 'Campaign breakdown',
  roi: 'Return on ad spend',
  roiByChannel: 'ROI by channel',
  roiByCampaign: 'ROI by campaign',
  audienceSegments: 'Audience segments',
  customerProfiles: 'Customer profiles',
  insights: 'AI insights',
  appliedResults: 'Results of applied recommendations',
} as const;

export const reportQuerySchema = z.strictObject({
  period: periodSchema.default(DEFAULT_PERIOD),
  type: reportTypeSchema.default('comprehensive'),
});

/** SPEC §9 grades, from return on ad spend. */
export const GRADES = [
  { grade: 'A+', minRoas: 4 },
  { grade: 'A', minRoas: 3 },
  { grade: 'B+', minRoas: 2 },
  { grade: 'B', minRoas: 0 },
] as const;
export type Grade = (typeof GRADES)[number]['grade'];
export function gradeFor(roas: number): Grade {
  return GRADES.find((g) => roas >= g.minRoas)?.grade ?? 'B';
}

/** Budget utilisation in percent, capped at 100 (SPEC §9). */
export function utilisation(spend: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.round((spend / budget) * 1000) / 10);
}

/** Thresholds for the executive report's wins and risks. */
export const FINDING_RULES = {
  /** A campaign or channel needs this share of the period's spend before its ROAS counts as a win or a risk. */
  minSpendShare: 0.05,
  /** Pacing (src/shared/pacing.ts, as the campaign list shows it) is a risk only after this many complete days. */
  minPacingDays: 7,
  /** A revenue fall larger than this (percent) against a comparable previous period is a risk. */
  revenueFallPercent: 5,
  maxWins: 3,
  maxRisks: 5,
} as const;

/** Trend points per campaign row: whole days for 7 days, then equal slices of the period. */
export const TREND_BUCKETS = { '7d': 7, '30d': 6, '90d': 9, '1y': 12 } as const;

/** Age bands the audience report groups campaigns' targeted age ranges into (SPEC §9 ages 18 to 65). */
export const AGE_BANDS: readonly [number, number][] = [
  [18, 24],
  [25, 34],
  [35, 44],
  [45, 54],
  [55, 65],
];

export const AUDIENCE_DIMENSIONS = {
  age: 'Age',
  location: 'Location',
  interest: 'Interest',
  device: 'Device',
  engagement: 'Engagement level',
} as const;
export type AudienceDimension = keyof typeof AUDIENCE_DIMENSIONS;

/** Texts the report writes; the server fills them in so the screen, CSV and PDF say the same thing. */
export const REPORT_MESSAGES = {
  comparedWith: (start: string, end: string, previous: string) =>
    `Compared with the previous period, ${start} to ${end}: ${previous}.`,
  newNoPreviousDelivery: (start: string, end: string) =>
    `New: nothing was delivered in the previous period (${start} to ${end}).`,
  thinPrevious: (start: string, end: string, days: number, of: number) =>
    `No comparison: the previous period (${start} to ${end}) had delivery on only ${days} of ${of} days; at least half are needed.`,
  zeroBase: (start: string, end: string) =>
    `No comparison: the figure was zero in the previous period (${start} to ${end}).`,
  campaignNew: (start: string, end: string) =>
    `New: the campaign delivered nothing in the previous period (${start} to ${end}).`,
  campaignThin: (startDate: string, days: number, of: number) =>
    `No comparison: the campaign started on ${startDate}, so it ran only ${days} of the previous period's ${of} days.`,
  audienceOverlap:
    'A campaign counts toward every age band, location and interest it targeted, so those shares add up to more than 100%. Device and engagement level are one choice per campaign.',
  audienceKnown:
    'Segments are what the campaigns targeted, weighted by the delivery each campaign got. Ad platforms report delivery per campaign, not per person, so this is not who actually saw or bought.',
  audienceUntargeted: (count: number) =>
    `${count} campaign${count === 1 ? '' : 's'} with delivery had no target audience saved and ${count === 1 ? 'is' : 'are'} left out.`,
  profilesSimulated:
    "Customer profiles come from the demo delivery simulator, derived from each campaign's audience: sample data, not real customers.",
  profilesNone:
    'No customer profiles are stored: Google Ads and imported metrics report delivery in aggregate, without customer-level data.',
  noDelivery: 'Nothing was delivered in this period.',
} as const;

const deltaSchema = z.object({
  /** Percent change; null unless `status` is compared. */
  change: z.number().nullable(),
  status: z.enum(['compared', 'new', 'n/a']),
  /** Why the change is (not) shown, for a tooltip or a footnote. */
  reason: z.string(),
});
export type ReportDelta = z.infer<typeof deltaSchema>;

export const REPORT_KPIS = {
  totalRevenue: 'Revenue',
  totalSpend: 'Spend',
  roas: 'ROAS',
  conversions: 'Conversions',
  cpa: 'CPA',
  ctr: 'CTR',
} as const;
export type ReportKpi = keyof typeof REPORT_KPIS;

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

export const campaignSectionSchema = z.object({
  buckets: z.array(z.object({ start: z.string(), end: z.string() })),
  daily: dailySchema,
  rows: z.array(campaignRowSchema),
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
  campaigns: z.array(roiLineSchema.extend({ id: z.string() })),
});

const audienceSegmentSchema = z.object({
  value: z.string(),
  campaigns: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend: z.number(),
  revenue: z.number(),
  roas: z.number(),
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
