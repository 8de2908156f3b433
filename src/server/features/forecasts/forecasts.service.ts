import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { addDays } from '../../../shared/dates';
import {
  type ForecastAccuracy,
  type ForecastComparison,
  type StoredForecast,
  storedForecastSchema,
} from '../../../shared/forecast';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { campaignMetrics, campaigns } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { compareForecast, type DeliveryToDate, trackRecordOf } from './forecast-comparison';

/**
 * Stored forecasts against delivery (issue 33). The campaigns feature keeps the forecast on the campaign at launch;
 * this feature only reads: campaigns and their campaign_metrics.
 */

export interface ForecastDeps {
  db: Database;
  timeZone: string;
}

/** Statuses whose delivery the track record counts: running and finished (a paused campaign has run). */
const DELIVERED_STATUSES = ['active', 'paused', 'completed'];

const uuid = z.uuid();

/**
 * The column is plain JSON (a restored backup, a row from another version): a forecast that does not match the
 * contract is treated as none, so that nothing downstream reads a half shape.
 */
function storedForecastOf(value: unknown): StoredForecast | null {
  const parsed = storedForecastSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Each campaign matching `where` with its forecast and what it delivered within its dates up to `lastCompleteDay`
 * (the last day with data is the latest of those rows): one aggregate query for any number of campaigns.
 */
async function deliveryOf(db: Database, lastCompleteDay: string, where: SQL | undefined) {
  const rows = await db
    .select({
      campaignId: campaigns.id,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      forecast: campaigns.forecast,
      asOf: sql<string | null>`max(${campaignMetrics.date})::text`,
      deliveryDays: sql<number>`count(distinct ${campaignMetrics.date})::int`,
      spend: sql<number>`coalesce(sum(${campaignMetrics.spend}), 0)::float8`,
      impressions: sql<number>`coalesce(sum(${campaignMetrics.impressions}), 0)::float8`,
      clicks: sql<number>`coalesce(sum(${campaignMetrics.clicks}), 0)::float8`,
      conversions: sql<number>`coalesce(sum(${campaignMetrics.conversions}), 0)::float8`,
      revenue: sql<number>`coalesce(sum(${campaignMetrics.revenue}), 0)::float8`,
    })
    .from(campaigns)
    .leftJoin(
      campaignMetrics,
      and(
        eq(campaignMetrics.campaignId, campaigns.id),
        gte(campaignMetrics.date, campaigns.startDate),
        lte(campaignMetrics.date, campaigns.endDate),
        lte(campaignMetrics.date, lastCompleteDay),
      ),
    )
    .where(where)
    .groupBy(campaigns.id);
  return rows.map((row) => {
    const delivery: DeliveryToDate = {
      campaignId: row.campaignId,
      startDate: row.startDate,
      endDate: row.endDate,
      asOf: row.asOf,
      deliveryDays: Number(row.deliveryDays),
      actual: {
        spend: Number(row.spend),
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        revenue: Number(row.revenue),
      },
    };
    return { delivery, forecast: storedForecastOf(row.forecast) };
  });
}

/** Today's data may still be arriving: comparisons stop at the last complete day of the workspace calendar. */
const lastCompleteDayIn = (timeZone: string) => addDays(todayIn(timeZone), -1);

/** GET /api/campaigns/:id/forecast: the stored forecast against delivery to date (or `forecast: null` and actuals). */
export async function campaignForecast(deps: ForecastDeps, campaignId: string): Promise<ForecastComparison> {
  if (!uuid.safeParse(campaignId).success) throw notFound(CAMPAIGN_MESSAGES.notFound);
  const [row] = await deliveryOf(deps.db, lastCompleteDayIn(deps.timeZone), eq(campaigns.id, campaignId));
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return compareForecast(row.forecast, row.delivery);
}

/**
 * The workspace's forecast track record (GET /api/forecasts/accuracy, the wizard's estimate, the performance
 * report): running and finished campaigns with a stored forecast and at least trackRecordMinDays of delivery.
 * `timeZone` is the workspace's (config.workspaceTimeZone), which decides the last complete day; UTC without it.
 */
export async function forecastAccuracy(db: Database, timeZone = 'UTC'): Promise<ForecastAccuracy> {
  const rows = await deliveryOf(
    db,
    lastCompleteDayIn(timeZone),
    and(isNotNull(campaigns.forecast), inArray(campaigns.status, DELIVERED_STATUSES)),
  );
  return trackRecordOf(
    rows.map(({ forecast, delivery }) => ({
      comparison: compareForecast(forecast, delivery),
      deliveryDays: delivery.deliveryDays,
    })),
  );
}
