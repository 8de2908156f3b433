import { addDays } from '../../../shared/dates';
import type { CampaignDataSource } from '../../../shared/provenance';
import { type CampaignSection, gradeFor, utilisation } from '../../../shared/reports';
import { campaignDeltaFor, type PreviousPeriod } from './report-deltas';
import { money } from './report-format';

/** One campaign's sums for a period, as the analytics breakdown answers them. */
export interface CampaignFigures {
  id: string;
  name: string;
  status: string;
  startDate: string;
  budget: number;
  spend: number;
  revenue: number;
  roas: number;
  impressions: number;
  clicks: number;
  conversions: number;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : 0);

/** Splits the period into `count` consecutive slices of (nearly) equal length for the per-campaign trend. */
export function trendBuckets(start: string, days: number, count: number): { start: string; end: string }[] {
  const n = Math.min(count, days);
  return Array.from({ length: n }, (_, i) => {
    const first = Math.floor((i * days) / n);
    const last = Math.floor(((i + 1) * days) / n) - 1;
    return { start: addDays(start, first), end: addDays(start, last) };
  });
}

/** The sums of the campaigns a section does not list: null when it lists every one. */
export function otherCampaigns(all: CampaignFigures[], listed: number): CampaignSection['others'] {
  const rest = all.slice(listed);
  if (rest.length === 0) return null;
  const sum = (pick: (c: CampaignFigures) => number) => rest.reduce((total, c) => total + pick(c), 0);
  const spend = Math.round(sum((c) => c.spend) * 100) / 100;
  const revenue = Math.round(sum((c) => c.revenue) * 100) / 100;
  return {
    campaigns: rest.length,
    spend,
    revenue,
    roas: ratio(revenue, spend),
    impressions: sum((c) => c.impressions),
    clicks: sum((c) => c.clicks),
    conversions: sum((c) => c.conversions),
  };
}

export function buildCampaignSection(input: {
  /** Every campaign with figures in the period, largest revenue first. */
  campaigns: CampaignFigures[];
  /** How many of them get a row of their own (the rest are summed in `others`). */
  listed: number;
  lifetimeSpend: Map<string, number>;
  previousRevenue: Map<string, number>;
  buckets: { start: string; end: string }[];
  bucketRevenue: Map<string, number>[];
  daily: CampaignSection['daily'];
  period: PreviousPeriod;
  /** Where each campaign's figures come from. */
  sourceOf: (campaignId: string) => CampaignDataSource;
  /** The workspace currency the change notes' amounts are written in. */
  currency: string;
}): CampaignSection {
  return {
    buckets: input.buckets,
    daily: input.daily,
    campaignsWithFigures: input.campaigns.length,
    others: otherCampaigns(input.campaigns, input.listed),
    rows: input.campaigns.slice(0, input.listed).map((c) => {
      const previous = input.previousRevenue.get(c.id);
      return {
        id: c.id,
        name: c.name,
        status: c.status,
        startDate: c.startDate,
        budget: c.budget,
        spend: c.spend,
        revenue: c.revenue,
        roas: c.roas,
        impressions: c.impressions,
        clicks: c.clicks,
        conversions: c.conversions,
        ctr: ratio(c.clicks * 100, c.impressions),
        cpa: c.conversions ? ratio(c.spend, c.conversions) : null,
        dataSource: input.sourceOf(c.id),
        grade: gradeFor(c.roas),
        utilisation: utilisation(input.lifetimeSpend.get(c.id) ?? c.spend, c.budget),
        revenueDelta: campaignDeltaFor(c, previous, input.period, money(previous ?? 0, input.currency)),
        revenueTrend: input.bucketRevenue.map((bucket) => bucket.get(c.id) ?? 0),
      };
    }),
  };
}
