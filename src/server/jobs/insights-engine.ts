import { and, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { Channel } from '../../shared/analytics';
import type { Database } from '../db/client';
import { aiInsights, campaignMetrics, campaigns } from '../db/schema';
import { addDays, daysBetween, todayIn } from '../lib/dates';
import { channelWeightsOn } from './metrics-simulator';

/**
 * Insights engine (DESIGN §7). After each ingest it looks at complete days (up to yesterday) and writes
 * `ai_insights` rows:
 * - anomaly: yesterday's revenue or spend far (|z| ≥ 3 and ≥ 50 %) from its trailing 14-day baseline;
 * - channel ROAS gap: over 14 days the best channel returns ≥ 1.5× the weakest → move budget (applicable);
 * - pacing: projected ad spend at the end date vs the plan (70 % of budget): under (< 85 %) or over (> 115 %);
 * - fatigue: CTR of the last 7 days ≥ 15 % below the 7 days before, on enough impressions.
 * Confidence comes from the statistics and the sample size, impact from the money at stake, and the evidence
 * (metric, period, baseline, value, change, sample size) goes to `data`. With fewer than MIN_DAYS of data a
 * campaign gets one 'insufficient data' note instead of a guess. A fingerprint per finding prevents duplicates.
 */

export const MIN_DAYS = 7;
const BASELINE_DAYS = 14;

type Impact = 'high' | 'medium' | 'low';
export interface Finding {
  userId: string;
  campaignId: string;
  fingerprint: string;
  type: 'performance_alert' | 'optimization_suggestion';
  title: string;
  description: string;
  confidence: number;
  impact: Impact;
  actionRequired: boolean;
  data: Record<string, unknown>;
}

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
const clamp01 = (n: number) => Math.max(0.05, Math.min(0.99, n));
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Impact from the money at stake relative to the campaign's budget (and in absolute dollars). */
export function impactFor(moneyAtStake: number, budget: number): Impact {
  if (moneyAtStake >= Math.max(1000, budget * 0.1)) return 'high';
  if (moneyAtStake >= Math.max(250, budget * 0.03)) return 'medium';
  return 'low';
}

function meanAndStd(values: number[]): { mean: number; std: number } {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, std: Math.sqrt(variance) };
}

/** ISO week label (YYYY-Www) of a date: recommendations repeat at most weekly. */
function isoWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  const week =
    1 +
    Math.round(
      ((d.getTime() - firstThursday.getTime()) / 86_400_000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7,
    );
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface DayRow {
  campaignId: string;
  date: string;
  channel: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  revenue: number;
}

export async function runInsightsEngine(options: {
  db: Database;
  timeZone: string;
  now?: Date;
  campaignIds?: string[];
}) {
  const { db, timeZone } = options;
  const yesterday = addDays(todayIn(timeZone, options.now ?? new Date()), -1);
  const since = addDays(yesterday, -(BASELINE_DAYS * 2 - 1));
  const scope = options.campaignIds ? inArray(campaigns.id, options.campaignIds) : undefined;
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(sql`${campaigns.status} <> 'draft'`, scope));
  if (!rows.length) return { written: 0 };
  const metrics = (
    await db
      .select({
        campaignId: campaignMetrics.campaignId,
        date: sql<string>`${campaignMetrics.date}::text`,
        channel: campaignMetrics.channel,
        impressions: campaignMetrics.impressions,
        clicks: campaignMetrics.clicks,
        conversions: campaignMetrics.conversions,
        spend: sql<number>`${campaignMetrics.spend}::float8`,
        revenue: sql<number>`${campaignMetrics.revenue}::float8`,
      })
      .from(campaignMetrics)
      .where(
        and(
          inArray(
            campaignMetrics.campaignId,
            rows.map((r) => r.id),
          ),
          gte(campaignMetrics.date, since),
          lte(campaignMetrics.date, yesterday),
        ),
      )
  ).map((m) => ({ ...m, spend: Number(m.spend), revenue: Number(m.revenue) })) as DayRow[];
  const spentToDate = await db
    .select({
      campaignId: campaignMetrics.campaignId,
      spend: sql<number>`sum(${campaignMetrics.spend})::float8`,
      days: sql<number>`count(distinct ${campaignMetrics.date})::int`,
    })
    .from(campaignMetrics)
    .where(
      and(
        inArray(
          campaignMetrics.campaignId,
          rows.map((r) => r.id),
        ),
        lte(campaignMetrics.date, yesterday),
      ),
    )
    .groupBy(campaignMetrics.campaignId);
  const spentOf = new Map(
    spentToDate.map((r) => [r.campaignId, { spend: Number(r.spend), days: Number(r.days) }]),
  );

  const findings: Finding[] = [];
  const sufficientCampaigns: string[] = [];
  for (const campaign of rows) {
    const mine = metrics.filter((m) => m.campaignId === campaign.id);
    const days = [...new Set(mine.map((m) => m.date))].sort();
    const budget = Number(campaign.budget);
    const base = { userId: campaign.userId, campaignId: campaign.id };
    if (days.length < MIN_DAYS) {
      if (campaign.status === 'active' || days.length > 0) {
        findings.push({
          ...base,
          fingerprint: `insufficient:${campaign.id}`,
          type: 'performance_alert',
          title: `Not enough data yet for ${campaign.name}`,
          description: `${campaign.name} has ${days.length} day${days.length === 1 ? '' : 's'} of delivery; insights need at least ${MIN_DAYS}. Northstar will analyse it once there is enough data instead of guessing.`,
          confidence: 0.1,
          impact: 'low',
          actionRequired: false,
          data: {
            kind: 'insufficient_data',
            reason: 'insufficient data',
            sampleSize: days.length,
            required: MIN_DAYS,
          },
        });
      }
      continue;
    }
    sufficientCampaigns.push(campaign.id);
    const byDay = new Map<string, { spend: number; revenue: number; clicks: number; impressions: number }>();
    for (const m of mine) {
      const d = byDay.get(m.date) ?? { spend: 0, revenue: 0, clicks: 0, impressions: 0 };
      d.spend += m.spend;
      d.revenue += m.revenue;
      d.clicks += m.clicks;
      d.impressions += m.impressions;
      byDay.set(m.date, d);
    }

    // Anomaly on the last complete day.
    const last = byDay.get(yesterday);
    const baselineDays = days.filter((d) => d < yesterday).slice(-BASELINE_DAYS);
    if (last && baselineDays.length >= MIN_DAYS) {
      for (const metric of ['revenue', 'spend'] as const) {
        const history = baselineDays.map((d) => byDay.get(d)?.[metric] ?? 0);
        const { mean, std } = meanAndStd(history);
        const value = last[metric];
        const z = std > 0 ? (value - mean) / std : 0;
        const change = mean > 0 ? ((value - mean) / mean) * 100 : 0;
        if (Math.abs(z) >= 3 && Math.abs(change) >= 50) {
          const up = value > mean;
          findings.push({
            ...base,
            fingerprint: `anomaly:${campaign.id}:${metric}:${yesterday}`,
            type: 'performance_alert',
            title: `${metric === 'revenue' ? 'Revenue' : 'Spend'} ${up ? 'spike' : 'drop'} on ${campaign.name}`,
            description: `${metric === 'revenue' ? 'Revenue' : 'Spend'} on ${yesterday} was ${money(value)}, ${pct(Math.abs(change))} ${up ? 'above' : 'below'} its ${baselineDays.length}-day average of ${money(mean)}.${up && metric === 'revenue' ? ' Consider moving budget to this campaign while it lasts.' : ' Check the campaign for delivery or tracking problems.'}`,
            confidence: round2(
              clamp01(
                0.5 + 0.1 * Math.min(Math.abs(z), 4) + 0.1 * Math.min(1, baselineDays.length / BASELINE_DAYS),
              ),
            ),
            impact: impactFor(Math.abs(value - mean), budget),
            actionRequired: !up || metric === 'spend',
            data: {
              kind: 'anomaly',
              metric,
              period: yesterday,
              baseline: round2(mean),
              value: round2(value),
              change: round2(change),
              zScore: round2(z),
              sampleSize: baselineDays.length,
            },
          });
        }
      }
    }

    // Channel ROAS gap over the last 14 days.
    const recent = mine.filter((m) => m.date >= addDays(yesterday, -(BASELINE_DAYS - 1)));
    const channels = new Map<string, { spend: number; revenue: number; clicks: number }>();
    for (const m of recent) {
      const c = channels.get(m.channel) ?? { spend: 0, revenue: 0, clicks: 0 };
      c.spend += m.spend;
      c.revenue += m.revenue;
      c.clicks += m.clicks;
      channels.set(m.channel, c);
    }
    const ranked = [...channels.entries()]
      .filter(([, c]) => c.spend >= 20)
      .map(([name, c]) => ({ name, ...c, roas: c.revenue / c.spend }))
      .sort((a, b) => b.roas - a.roas);
    const best = ranked[0];
    const worst = ranked.at(-1);
    if (best && worst && best !== worst && worst.roas > 0 && best.roas / worst.roas >= 1.5) {
      const weights = channelWeightsOn(campaign, yesterday);
      const worstWeight = weights[worst.name as Channel] ?? 0;
      const shift = round2(worstWeight * 0.5);
      const gain =
        (worst.spend / BASELINE_DAYS) * (shift / Math.max(worstWeight, 0.01)) * (best.roas - worst.roas) * 30;
      const sample = recent.reduce((n, m) => n + m.clicks, 0);
      findings.push({
        ...base,
        fingerprint: `roas-gap:${campaign.id}:${worst.name}:${best.name}:${isoWeek(yesterday)}`,
        type: 'optimization_suggestion',
        title: `Move budget from ${worst.name} to ${best.name} on ${campaign.name}`,
        description: `Over the last ${BASELINE_DAYS} days ${best.name} returned ${best.roas.toFixed(2)}× its spend and ${worst.name} ${worst.roas.toFixed(2)}×. Moving half of ${worst.name}'s share (${Math.round(shift * 100)} points) to ${best.name} could add about ${money(gain)} revenue a month.`,
        confidence: round2(
          clamp01(
            0.55 + 0.15 * Math.min(1, sample / 2000) + 0.1 * Math.min(1, (best.roas / worst.roas - 1) / 2),
          ),
        ),
        impact: impactFor(gain, budget),
        actionRequired: true,
        data: {
          kind: 'channel_reallocation',
          metric: 'roas',
          period: `${addDays(yesterday, -(BASELINE_DAYS - 1))}..${yesterday}`,
          baseline: round2(worst.roas),
          value: round2(best.roas),
          change: round2(((best.roas - worst.roas) / worst.roas) * 100),
          sampleSize: sample,
          from: worst.name,
          to: best.name,
          shift,
          channels: ranked.map((c) => ({
            name: c.name,
            spend: round2(c.spend),
            revenue: round2(c.revenue),
            roas: round2(c.roas),
          })),
        },
      });
    }

    // Pacing: projected ad spend at the end date vs plan.
    const spent = spentOf.get(campaign.id);
    const totalDays = daysBetween(campaign.startDate, campaign.endDate) + 1;
    const elapsed = Math.min(totalDays, daysBetween(campaign.startDate, yesterday) + 1);
    if (spent && elapsed >= MIN_DAYS && campaign.endDate > yesterday) {
      const planned = Number(campaign.budget) * 0.7;
      const projected = (spent.spend / elapsed) * totalDays;
      const ratio = projected / planned;
      if (ratio < 0.85 || ratio > 1.15) {
        const state = ratio < 0.85 ? 'under' : 'over';
        findings.push({
          ...base,
          fingerprint: `pacing:${campaign.id}:${state}:${isoWeek(yesterday)}`,
          type: 'performance_alert',
          title: `${campaign.name} is ${state === 'under' ? 'under-pacing' : 'over-pacing'}`,
          description: `At the current rate ${campaign.name} will spend ${money(projected)} of its planned ${money(planned)} ad spend by ${campaign.endDate} (${pct(ratio * 100)}).${state === 'under' ? ' Paused days or low bids are holding delivery back.' : ' Lower daily budgets to avoid running out early.'}`,
          confidence: round2(clamp01(0.5 + 0.4 * Math.min(1, elapsed / totalDays))),
          impact: impactFor(Math.abs(projected - planned), budget),
          actionRequired: state === 'over',
          data: {
            kind: 'pacing',
            state,
            metric: 'spend',
            period: `${campaign.startDate}..${yesterday}`,
            baseline: round2(planned),
            value: round2(projected),
            change: round2((ratio - 1) * 100),
            sampleSize: spent.days,
          },
        });
      }
    }

    // Fatigue: CTR last 7 days vs the 7 before.
    const lastWeek = days.filter((d) => d > addDays(yesterday, -7));
    const weekBefore = days.filter((d) => d <= addDays(yesterday, -7) && d > addDays(yesterday, -14));
    const ctrOf = (list: string[]) => {
      const t = list.reduce(
        (acc, d) => ({
          clicks: acc.clicks + (byDay.get(d)?.clicks ?? 0),
          impressions: acc.impressions + (byDay.get(d)?.impressions ?? 0),
        }),
        { clicks: 0, impressions: 0 },
      );
      return { ...t, ctr: t.impressions ? (t.clicks / t.impressions) * 100 : 0 };
    };
    const now7 = ctrOf(lastWeek);
    const prev7 = ctrOf(weekBefore);
    if (lastWeek.length >= 5 && weekBefore.length >= 5 && prev7.ctr > 0 && now7.impressions >= 5000) {
      const change = ((now7.ctr - prev7.ctr) / prev7.ctr) * 100;
      if (change <= -15) {
        const lostClicks = ((prev7.ctr - now7.ctr) / 100) * now7.impressions;
        const cpc = now7.clicks
          ? lastWeek.reduce((s, d) => s + (byDay.get(d)?.spend ?? 0), 0) / now7.clicks
          : 1;
        findings.push({
          ...base,
          fingerprint: `fatigue:${campaign.id}:${isoWeek(yesterday)}`,
          type: 'optimization_suggestion',
          title: `Ad fatigue on ${campaign.name}`,
          description: `CTR fell from ${prev7.ctr.toFixed(2)}% to ${now7.ctr.toFixed(2)}% week over week (${pct(change)}). Refresh the creative: rotate in new headlines from the content generator.`,
          confidence: round2(
            clamp01(0.5 + 0.2 * Math.min(1, now7.impressions / 50_000) + 0.2 * Math.min(1, -change / 40)),
          ),
          impact: impactFor(lostClicks * cpc, budget),
          actionRequired: false,
          data: {
            kind: 'fatigue',
            metric: 'ctr',
            period: `${lastWeek[0]}..${yesterday}`,
            baseline: round2(prev7.ctr),
            value: round2(now7.ctr),
            change: round2(change),
            sampleSize: now7.impressions,
          },
        });
      }
    }
  }

  // A campaign with enough data no longer needs its 'insufficient data' note.
  if (sufficientCampaigns.length) {
    await db
      .delete(aiInsights)
      .where(
        and(
          inArray(aiInsights.campaignId, sufficientCampaigns),
          like(aiInsights.fingerprint, 'insufficient:%'),
        ),
      );
  }
  if (!findings.length) return { written: 0 };
  const written = await db
    .insert(aiInsights)
    .values(
      findings.map((f) => ({
        userId: f.userId,
        campaignId: f.campaignId,
        fingerprint: f.fingerprint,
        type: f.type,
        title: f.title,
        description: f.description,
        confidence: f.confidence.toFixed(2),
        impact: f.impact,
        actionRequired: f.actionRequired,
        data: f.data,
      })),
    )
    .onConflictDoNothing({ target: aiInsights.fingerprint })
    .returning({ id: aiInsights.id });
  return { written: written.length };
}
