import type { AnalyticsOverview, Comparison } from '../../../shared/analytics';
import { formatCalendarDate } from '../../../shared/locale';
import { type Pacing, RUN_RATE_DAYS } from '../../../shared/pacing';
import {
  type ExecutiveSection,
  FINDING_RULES,
  gradeFor,
  REPORT_KPIS,
  type ReportFinding,
  type ReportKpi,
} from '../../../shared/reports';
import { deltaFor, type PreviousPeriod } from './report-deltas';
import { kpiValue, money, percent, roas } from './report-format';

/** A campaign's figures for the period with its pacing. */
export interface CampaignFacts {
  id: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string | null;
  budget: number;
  spend: number;
  revenue: number;
  roas: number;
  conversions: number;
  /** Its pacing as the campaign list and the dashboard show it (campaignPacings); null when not active. */
  pacing: Pacing | null;
}

export interface ChannelFigures {
  name: string;
  spend: number;
  revenue: number;
  roas: number;
}

export interface ExecutiveInputs {
  overview: AnalyticsOverview;
  previous: AnalyticsOverview;
  comparison: Comparison;
  period: PreviousPeriod & { days: number };
  campaigns: CampaignFacts[];
  channels: ChannelFigures[];
  insights: {
    title: string;
    description: string;
    impact: string;
    campaignId: string | null;
    /** The detector that wrote it (`pacing`, `anomaly`, … or `other`). */
    kind: string;
  }[];
  daily: ExecutiveSection['daily'];
  /** The workspace currency the findings' amounts are written in. */
  currency: string;
}

const BETTER: Record<ReportKpi, 'up' | 'down' | 'neither'> = {
  totalRevenue: 'up',
  totalSpend: 'neither',
  roas: 'up',
  conversions: 'up',
  cpa: 'down',
  ctr: 'up',
};

const cpaOf = (o: AnalyticsOverview) =>
  o.conversions ? Math.round((o.totalSpend / o.conversions) * 100) / 100 : 0;

export function buildExecutiveSection(input: ExecutiveInputs): ExecutiveSection {
  const kpis = (Object.keys(REPORT_KPIS) as ReportKpi[]).map((key) => {
    const value = key === 'cpa' ? cpaOf(input.overview) : input.overview[key];
    const previous = key === 'cpa' ? cpaOf(input.previous) : input.previous[key];
    return {
      key,
      label: REPORT_KPIS[key],
      value,
      previous,
      better: BETTER[key],
      delta: deltaFor(
        value,
        previous,
        input.comparison,
        input.period,
        kpiValue(key, previous, input.currency),
      ),
    };
  });
  const revenue = kpis.find((k) => k.key === 'totalRevenue');
  return {
    comparison: input.comparison,
    kpis,
    wins: winsOf(input, revenue?.delta.change ?? null).slice(0, FINDING_RULES.maxWins),
    risks: risksOf(input, revenue?.delta.change ?? null).slice(0, FINDING_RULES.maxRisks),
    daily: input.daily,
  };
}

/** Campaigns (or channels) whose spend is large enough for their ROAS to mean something. */
function withEnoughSpend<T extends { spend: number }>(rows: T[], totalSpend: number): T[] {
  return rows.filter((r) => r.spend > 0 && r.spend >= FINDING_RULES.minSpendShare * totalSpend);
}

function winsOf(input: ExecutiveInputs, revenueChange: number | null): ReportFinding[] {
  const wins: ReportFinding[] = [];
  const days = input.period.days;
  if (revenueChange !== null && revenueChange > 0) {
    wins.push({
      kind: 'revenue_growth',
      title: `Revenue up ${percent(revenueChange)}`,
      detail: `${money(input.overview.totalRevenue, input.currency)} against ${money(input.previous.totalRevenue, input.currency)} in the previous ${days} days.`,
      campaignId: null,
    });
  }
  const ranked = withEnoughSpend(input.campaigns, input.overview.totalSpend).sort((a, b) => b.roas - a.roas);
  const best = ranked[0];
  if (best && best.roas >= 1) {
    wins.push({
      kind: 'best_roas',
      title: `Best return: ${best.name}`,
      detail: `${roas(best.roas)} ROAS on ${money(best.spend, input.currency)} spend (grade ${gradeFor(best.roas)}).`,
      campaignId: best.id,
    });
  }
  const channels = withEnoughSpend(input.channels, input.overview.totalSpend).sort((a, b) => b.roas - a.roas);
  const bestChannel = channels[0];
  if (bestChannel && channels.length > 1 && bestChannel.roas >= 1) {
    wins.push({
      kind: 'best_channel',
      title: `Best channel: ${bestChannel.name}`,
      detail: `${roas(bestChannel.roas)} ROAS on ${money(bestChannel.spend, input.currency)} spend.`,
      campaignId: null,
    });
  }
  return wins;
}

function risksOf(input: ExecutiveInputs, revenueChange: number | null): ReportFinding[] {
  const risks: ReportFinding[] = [];
  if (revenueChange !== null && revenueChange < -FINDING_RULES.revenueFallPercent) {
    risks.push({
      kind: 'revenue_fall',
      title: `Revenue down ${percent(Math.abs(revenueChange))}`,
      detail: `${money(input.overview.totalRevenue, input.currency)} against ${money(input.previous.totalRevenue, input.currency)} in the previous ${input.period.days} days.`,
      campaignId: null,
    });
  }
  const ranked = withEnoughSpend(input.campaigns, input.overview.totalSpend).sort((a, b) => a.roas - b.roas);
  const worst = ranked[0];
  // The lowest grade (below 2×) or spend not earned back; never the same campaign as the best-return win.
  if (worst && (worst.roas < 1 || (ranked.length > 1 && gradeFor(worst.roas) === 'B'))) {
    risks.push({
      kind: 'worst_roas',
      title: `Lowest return: ${worst.name}`,
      detail:
        worst.roas < 1
          ? `${roas(worst.roas)} ROAS on ${money(worst.spend, input.currency)} spend: it does not earn back what it spends.`
          : `${roas(worst.roas)} ROAS on ${money(worst.spend, input.currency)} spend (grade B).`,
      campaignId: worst.id,
    });
  }
  risks.push(...pacingRisks(input.campaigns, input.currency, input.period.locale));
  // Pacing is listed once, above, from every active campaign's own pacing: a pacing insight says the same of one
  // of them (or, written on another day, something the campaign's pacing no longer says).
  const listed = input.insights.filter(
    (i) => (i.impact === 'high' || i.impact === 'medium') && i.kind !== 'pacing',
  );
  for (const insight of listed) {
    risks.push({
      kind: 'insight',
      title: insight.title,
      detail: insight.description,
      campaignId: insight.campaignId,
    });
  }
  return risks;
}

/**
 * Active campaigns over- or under-pacing, most money first: the campaigns' own pacing (src/shared/pacing.ts, what the
 * campaign list and the dashboard show), judged once a campaign has run a week and while it has days left.
 */
function pacingRisks(campaigns: CampaignFacts[], currency: string, locale: string): ReportFinding[] {
  const amount = (n: number) => money(n, currency);
  const offPace: { campaign: CampaignFacts; pacing: Pacing; stake: number }[] = [];
  for (const c of campaigns) {
    const pacing = c.pacing;
    if (c.status !== 'active' || !c.endDate || !pacing || c.budget <= 0) continue;
    if (pacing.daysElapsed >= pacing.daysTotal) continue;
    if (pacing.daysElapsed < FINDING_RULES.minPacingDays || pacing.status === 'on_track') continue;
    offPace.push({ campaign: c, pacing, stake: Math.abs(pacing.projectedTotal - pacing.plannedTotal) });
  }
  // The section keeps at most maxRisks findings: only those get their texts (thousands may be off pace).
  return offPace
    .sort((a, b) => b.stake - a.stake)
    .slice(0, FINDING_RULES.maxRisks)
    .map(({ campaign: c, pacing }) => {
      const detail = `Projected ${amount(pacing.projectedTotal)} of its ${amount(pacing.plannedTotal)} ad-spend plan by ${formatCalendarDate(c.endDate ?? '', locale)} at the last ${RUN_RATE_DAYS} days' rate; ${amount(pacing.spendToDate)} spent so far against ${amount(pacing.plannedToDate)} planned`;
      const over = pacing.status === 'over';
      const overBudget =
        over && pacing.spendToDate > c.budget ? `, already over its ${amount(c.budget)} budget` : '';
      return {
        kind: over ? 'overspend' : 'underspend',
        title: `${over ? 'Over-pacing' : 'Under-pacing'}: ${c.name}`,
        detail: `${detail}${overBudget}.`,
        campaignId: c.id,
      };
    });
}
