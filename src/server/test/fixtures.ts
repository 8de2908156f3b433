import type { TargetAudience } from '../../shared/audience';
import { addDays } from '../../shared/dates';
import { todayIn } from '../../shared/zoned-dates';
import { campaignMetrics, campaigns } from '../db/schema';
import { refreshMetricRollups } from '../features/analytics/metric-rollups';
import { refreshPacing } from '../features/campaigns';
import type { MetricWrite } from '../features/metrics';
import type { TestContext } from './helpers';

export const FIXTURE_AUDIENCE: TargetAudience = {
  demographics: { ageRange: [25, 45], locations: ['United States'], interests: ['E-commerce'] },
  behavioral: { engagementLevel: 'high', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
};

/** The body of POST /api/campaigns launching a 30-day campaign from `startDate` (active, or waiting for approval). */
export const launchBody = (name: string, startDate: string, budget = 5000) => ({
  name,
  objective: 'conversion',
  budget,
  startDate,
  endDate: addDays(startDate, 30),
  status: 'active',
  targetAudience: FIXTURE_AUDIENCE,
  brandVoice: { tone: 'professional', style: 'modern', productName: 'Acme', keyMessages: ['Save more'] },
});

/** Inserts a campaign directly (any dates, any status) for analytics fixtures. */
export async function insertCampaign(
  ctx: TestContext,
  values: {
    userId: string;
    name: string;
    startDate: string;
    endDate: string;
    status?: string;
    budget?: number;
    objective?: string;
  },
) {
  const [row] = await ctx.handle.db
    .insert(campaigns)
    .values({
      userId: values.userId,
      name: values.name,
      objective: values.objective ?? 'conversion',
      budget: (values.budget ?? 10_000).toFixed(2),
      startDate: values.startDate,
      endDate: values.endDate,
      status: values.status ?? 'active',
      targetAudience: FIXTURE_AUDIENCE,
    })
    .returning();
  if (!row) throw new Error('no campaign');
  return row;
}

/** Inserts one day of delivery directly, in the shape every metrics source writes. */
export async function insertMetric(ctx: TestContext, m: MetricWrite) {
  await ctx.handle.db
    .insert(campaignMetrics)
    .values({ ...m, spend: m.spend.toFixed(2), revenue: m.revenue.toFixed(2) });
  // Like every writer of metrics, keep the rollups that analytics reads and the stored pacing current.
  await refreshMetricRollups(ctx.handle.db, { campaignIds: [m.campaignId], dates: [m.date] });
  await refreshPacing(ctx.handle.db, addDays(todayIn(ctx.config.workspaceTimeZone), -1), [m.campaignId]);
}

/**
 * Steady delivery on Google Search: one row a day from `from` days before `last` to `to` days before it, oldest
 * first, `day`'s spend and revenue wobbling ±2 % on a three-day cycle (enough noise for the engine's detectors).
 */
export async function insertSteadyDelivery(
  ctx: TestContext,
  campaignId: string,
  days: { last: string; from: number; to: number },
  day: Omit<MetricWrite, 'campaignId' | 'date' | 'channel'>,
) {
  for (let i = days.from; i >= days.to; i -= 1) {
    const wobble = 1 + ((i % 3) - 1) * 0.02;
    await insertMetric(ctx, {
      ...day,
      campaignId,
      date: addDays(days.last, -i),
      channel: 'Google Search',
      spend: day.spend * wobble,
      revenue: day.revenue * wobble,
    });
  }
}
