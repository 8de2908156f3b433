/**
 * The report contract without zod (docs/architecture.md, "Shared rules without zod"): report types, their purposes,
 * sections and headings, grades, the findings' thresholds and the texts the report writes, for the report screen.
 * The schemas are in reports.ts, which re-exports all of this.
 */

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
  forecastAccuracy: 'Forecast accuracy',
} as const;

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

/**
 * Campaign rows a report lists on screen and in the PDF: the largest by revenue, the rest summed in one line. A
 * workspace of thousands of campaigns is read at the top; the CSV export lists every campaign.
 */
export const REPORT_CAMPAIGN_ROWS = 50;

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
  /** The line that sums the campaigns a report does not list one by one. */
  otherCampaigns: (count: number) =>
    `Other ${count.toLocaleString('en-US')} campaign${count === 1 ? '' : 's'}`,
  /** What that line sums, from already formatted figures. */
  otherCampaignsFigures: (spend: string, revenue: string, roas: string) =>
    `${spend} spend, ${revenue} revenue, ${roas} ROAS.`,
  /** Under a campaign table that lists only the largest campaigns. */
  campaignsListed: (listed: number, all: number) =>
    `The ${listed.toLocaleString('en-US')} largest of ${all.toLocaleString('en-US')} campaigns by revenue are listed one by one; the CSV export lists every campaign.`,
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

export const REPORT_KPIS = {
  totalRevenue: 'Revenue',
  totalSpend: 'Spend',
  roas: 'ROAS',
  conversions: 'Conversions',
  cpa: 'CPA',
  ctr: 'CTR',
} as const;
export type ReportKpi = keyof typeof REPORT_KPIS;
