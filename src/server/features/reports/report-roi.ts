import type { CampaignDataSource } from '../../../shared/provenance';
import { REPORT_MESSAGES, type RoiLine, type RoiSection } from '../../../shared/reports';
import { type CampaignFigures, otherCampaigns } from './report-campaigns';

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (a: number, b: number) => (b ? round2(a / b) : 0);

function roiLine(name: string, f: { spend: number; revenue: number; conversions: number }): RoiLine {
  return {
    name,
    spend: round2(f.spend),
    revenue: round2(f.revenue),
    profit: round2(f.revenue - f.spend),
    roas: ratio(f.revenue, f.spend),
    conversions: f.conversions,
    cpa: f.conversions ? ratio(f.spend, f.conversions) : null,
    roi: f.spend ? Math.round(((f.revenue - f.spend) / f.spend) * 1000) / 10 : null,
  };
}

function othersLine(others: ReturnType<typeof otherCampaigns>): RoiSection['others'] {
  if (!others) return null;
  return {
    ...roiLine(REPORT_MESSAGES.otherCampaigns(others.campaigns), others),
    campaigns: others.campaigns,
  };
}

export function buildRoiSection(input: {
  totals: { spend: number; revenue: number; conversions: number };
  channels: { name: string; spend: number; revenue: number; conversions: number }[];
  /** Every campaign with figures in the period, largest revenue first. */
  campaigns: CampaignFigures[];
  /** How many of them get a line of their own (the campaign breakdown's rows; the rest share one line). */
  listed: number;
  /** Where a campaign's figures come from (the campaign report's `dataSource`). */
  sourceOf: (campaignId: string) => CampaignDataSource;
}): RoiSection {
  return {
    totals: roiLine('All channels', input.totals),
    channels: input.channels.map((c) => roiLine(c.name, c)).sort((a, b) => b.roas - a.roas),
    campaigns: input.campaigns
      .slice(0, input.listed)
      .map((c) => ({ id: c.id, ...roiLine(c.name, c), dataSource: input.sourceOf(c.id) }))
      .sort((a, b) => b.roas - a.roas),
    campaignsWithFigures: input.campaigns.length,
    others: othersLine(otherCampaigns(input.campaigns, input.listed)),
  };
}
