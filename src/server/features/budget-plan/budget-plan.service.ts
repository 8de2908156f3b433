import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CHANNELS, type Channel } from '../../../shared/analytics';
import {
  BUDGET_PLAN_LIMITS,
  BUDGET_PLAN_MESSAGES,
  type BudgetPlan,
  type BudgetPlanQuery,
} from '../../../shared/budget-plan';
import { addDays, isoWeekday } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { campaignMetrics, campaigns } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { workspaceCurrency } from '../admin';
import { planBudget } from './budget-planner';

/** GET /api/campaigns/:id/budget-plan: the campaign's daily spend and revenue per channel, planned (budget-planner.ts). */

const uuid = z.uuid();

/** "Meta:0.4,Email:0.6" → shares by channel; every channel must be one of the campaign's, every share ≥ 0. */
function parseSplit(
  text: string | undefined,
  channels: Channel[],
): Partial<Record<Channel, number>> | undefined {
  if (text === undefined) return undefined;
  const split: Partial<Record<Channel, number>> = {};
  for (const part of text.split(',')) {
    const at = part.lastIndexOf(':');
    const name = part.slice(0, at).trim();
    const share = Number(part.slice(at + 1).trim());
    const channel = channels.find((c) => c === name);
    if (at < 0 || !channel || !Number.isFinite(share) || share < 0 || channel in split)
      throw badRequest(BUDGET_PLAN_MESSAGES.split, { split: [BUDGET_PLAN_MESSAGES.split] });
    split[channel] = share;
  }
  if (!Object.values(split).some((share) => share > 0))
    throw badRequest(BUDGET_PLAN_MESSAGES.split, { split: [BUDGET_PLAN_MESSAGES.split] });
  return split;
}

/** The history a plan is fitted on: `historyDays` days ending with the campaign's last complete day with data. */
async function loadHistory(db: Database, campaignId: string, yesterday: string) {
  const [last] = await db
    .select({ day: sql<string | null>`max(${campaignMetrics.date})::text` })
    .from(campaignMetrics)
    .where(and(eq(campaignMetrics.campaignId, campaignId), lte(campaignMetrics.date, yesterday)));
  const end = last?.day ?? yesterday;
  const start = addDays(end, -(BUDGET_PLAN_LIMITS.historyDays - 1));
  const rows = await db
    .select({
      date: sql<string>`${campaignMetrics.date}::text`,
      channel: campaignMetrics.channel,
      spend: campaignMetrics.spend,
      revenue: campaignMetrics.revenue,
    })
    .from(campaignMetrics)
    .where(
      and(
        eq(campaignMetrics.campaignId, campaignId),
        sql`${campaignMetrics.date} between ${start} and ${end}`,
      ),
    );
  const dates = Array.from({ length: BUDGET_PLAN_LIMITS.historyDays }, (_, i) => addDays(start, i));
  const index = new Map(dates.map((d, i) => [d, i]));
  const byChannel = new Map<Channel, { spend: number[]; revenue: number[] }>();
  for (const row of rows) {
    const channel = CHANNELS.find((c) => c === row.channel);
    const at = index.get(row.date);
    if (!channel || at === undefined) continue;
    let series = byChannel.get(channel);
    if (!series) {
      series = {
        spend: new Array<number>(dates.length).fill(0),
        revenue: new Array<number>(dates.length).fill(0),
      };
      byChannel.set(channel, series);
    }
    series.spend[at] = (series.spend[at] ?? 0) + Number(row.spend);
    series.revenue[at] = (series.revenue[at] ?? 0) + Number(row.revenue);
  }
  const channels = CHANNELS.flatMap((channel) => {
    const series = byChannel.get(channel);
    return series?.spend.some((x) => x > 0) ? [{ channel, ...series }] : [];
  });
  return { start, end, dates, channels };
}

export async function getBudgetPlan(
  deps: { db: Database; timeZone: string },
  campaignId: string,
  query: BudgetPlanQuery,
): Promise<BudgetPlan> {
  if (!uuid.safeParse(campaignId).success) throw notFound(BUDGET_PLAN_MESSAGES.notFound);
  const [campaign] = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(BUDGET_PLAN_MESSAGES.notFound);
  const yesterday = addDays(todayIn(deps.timeZone), -1);
  const history = await loadHistory(deps.db, campaignId, yesterday);
  const split = parseSplit(
    query.split,
    history.channels.map((c) => c.channel),
  );
  return planBudget({
    campaignId,
    seed: `${campaignId}:${history.end}`,
    period: { start: history.start, end: history.end },
    weekdays: history.dates.map((d) => isoWeekday(d) % 7),
    channels: history.channels,
    currency: await workspaceCurrency(deps.db),
    dailyBudget: query.dailyBudget,
    maxStep: query.maxStep,
    floor: query.floor,
    split,
  });
}
