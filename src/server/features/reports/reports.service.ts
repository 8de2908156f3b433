import { sql } from 'drizzle-orm';
import { PERIODS, type Period } from '../../../shared/analytics';
import {
  gradeFor,
  type PerformanceReport,
  REPORT_TYPES,
  type ReportType,
  utilisation,
} from '../../../shared/reports';
import type { Database } from '../../db/client';
import { todayIn } from '../../lib/dates';
import { campaignBreakdown, overviewFor } from '../analytics/analytics.queries';
import { dataSourceOf, periodRange } from '../analytics/analytics.service';
import { countDeliveringCampaigns } from '../campaigns';
import { selectInsights } from '../insights/insights.repository';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

export async function buildPerformanceReport(
  deps: { db: Database; timeZone: string; now?: Date },
  period: Period,
  type: ReportType,
): Promise<PerformanceReport> {
  const now = deps.now ?? new Date();
  const range = periodRange(period, deps.timeZone, now);
  const scope = { start: range.start, end: range.end };
  const [overview, previous, campaigns, insights, source, active] = await Promise.all([
    overviewFor(deps.db, scope),
    overviewFor(deps.db, { start: range.previousStart, end: range.previousEnd }),
    campaignBreakdown(deps.db, scope),
    selectInsights(deps.db, { limit: 8 }),
    dataSourceOf(deps.db),
    countDeliveringCampaigns(deps.db, todayIn(deps.timeZone, now)),
  ]);
  const rows = campaigns.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    budget: c.budget,
    spend: c.spend,
    revenue: c.revenue,
    roas: c.roas,
    conversions: c.conversions,
    grade: gradeFor(c.roas),
    utilisation: utilisation(c.spend, c.budget),
  }));
  const revenueChange = previous.totalRevenue
    ? Math.round(((overview.totalRevenue - previous.totalRevenue) / previous.totalRevenue) * 1000) / 10
    : null;
  const best = [...rows].sort((a, b) => b.roas - a.roas)[0];
  const highlights = [
    `${money(overview.totalRevenue)} revenue on ${money(overview.totalSpend)} spend (${overview.roas.toFixed(2)}× ROAS).`,
    revenueChange === null
      ? 'No revenue in the previous period to compare with.'
      : `Revenue ${revenueChange >= 0 ? 'up' : 'down'} ${Math.abs(revenueChange)}% on the previous ${PERIODS[period].days} days.`,
    ...(best ? [`Best performer: ${best.name} at ${best.roas.toFixed(2)}× ROAS (grade ${best.grade}).`] : []),
  ];
  return {
    type,
    title: `${REPORT_TYPES[type]} report`,
    period: {
      key: period,
      label: PERIODS[period].label,
      start: range.start,
      end: range.end,
      timeZone: deps.timeZone,
    },
    generatedAt: now.toISOString(),
    dataSource: source.dataSource,
    summary: {
      totalSpend: overview.totalSpend,
      totalRevenue: overview.totalRevenue,
      roas: overview.roas,
      conversions: overview.conversions,
      ctr: overview.ctr,
      activeCampaigns: active,
      revenueChange,
      highlights,
    },
    campaigns: type === 'executive' || type === 'audience' ? rows.slice(0, 5) : rows,
    insights: insights.map((i) => ({
      title: i.title,
      description: i.description,
      impact: i.impact,
      confidence: Number(i.confidence),
    })),
    audience: type === 'audience' || type === 'comprehensive' ? await audienceSegments(deps.db) : null,
  };
}

/** Customer profiles grouped by predicted lifetime value and churn risk bands. */
async function audienceSegments(db: Database): Promise<PerformanceReport['audience']> {
  const result = (await db.execute(sql`
    select ltv_band, churn_band, count(*)::int as customers, avg(predicted_ltv)::float8 as avg_ltv,
           avg(churn_risk)::float8 as avg_churn
    from (
      select predicted_ltv, churn_risk,
        case when predicted_ltv >= 500 then 'high' when predicted_ltv >= 150 then 'medium' else 'low' end as ltv_band,
        case when churn_risk < 0.3 then 'low' when churn_risk < 0.6 then 'medium' else 'high' end as churn_band
      from customer_profiles
    ) p group by ltv_band, churn_band
    order by case ltv_band when 'high' then 0 when 'medium' then 1 else 2 end,
             case churn_band when 'low' then 0 when 'medium' then 1 else 2 end`)) as unknown as {
    rows: { ltv_band: string; churn_band: string; customers: number; avg_ltv: number; avg_churn: number }[];
  };
  const segments = result.rows.map((r) => ({
    ltvBand: r.ltv_band as 'high' | 'medium' | 'low',
    churnBand: r.churn_band as 'low' | 'medium' | 'high',
    customers: Number(r.customers),
    averageLtv: Math.round(Number(r.avg_ltv) * 100) / 100,
    averageChurnRisk: Math.round(Number(r.avg_churn) * 100) / 100,
  }));
  const profiles = segments.reduce((n, s) => n + s.customers, 0);
  const averageLtv = profiles
    ? Math.round((segments.reduce((n, s) => n + s.averageLtv * s.customers, 0) / profiles) * 100) / 100
    : 0;
  return { profiles, averageLtv, segments };
}
