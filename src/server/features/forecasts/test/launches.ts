import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays } from '../../../../shared/dates';
import {
  FORECAST_FIGURES,
  type ForecastComparison,
  type ForecastFigures,
  type StoredForecast,
} from '../../../../shared/forecast';
import { todayIn } from '../../../../shared/zoned-dates';
import { campaigns } from '../../../db/schema';
import { launchBody } from '../../../test/fixtures';
import { request, type TestContext } from '../../../test/helpers';
import { writeMetrics } from '../../metrics';

/** Launches, dated delivery and the forecast endpoint, as the forecasts tests use them (issue 33). */

export const TODAY = todayIn('UTC');
export const ago = (days: number) => addDays(TODAY, -days);

/** Launches a campaign of `days` days from today through POST /api/campaigns (active, or waiting for approval). */
export async function launch(
  ctx: TestContext,
  cookie: string,
  name: string,
  options: { days?: number; budget?: number; status?: 'active' | 'draft' } = {},
): Promise<{ id: string; status: string }> {
  const body = launchBody(name, TODAY, options.budget ?? 20_000);
  const response = await request(ctx.app, 'POST', '/api/campaigns', {
    cookie,
    body: {
      ...body,
      endDate: addDays(TODAY, (options.days ?? 31) - 1),
      status: options.status ?? 'active',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * Moves a launched campaign's dates `days` into the past, as if it had launched then (the API refuses a start in
 * the past), and sets its status (a finished campaign is `completed`).
 */
export async function backdate(ctx: TestContext, id: string, days: number, status?: string) {
  const [row] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new Error(`no campaign ${id}`);
  await ctx.handle.db
    .update(campaigns)
    .set({
      startDate: addDays(row.startDate, -days),
      endDate: addDays(row.endDate, -days),
      ...(status ? { status } : {}),
    })
    .where(eq(campaigns.id, id));
}

/** The forecast kept on the row, straight from the table. */
export async function storedForecast(ctx: TestContext, id: string): Promise<StoredForecast | null> {
  const [row] = await ctx.handle.db.select().from(campaigns).where(eq(campaigns.id, id));
  return (row?.forecast ?? null) as StoredForecast | null;
}

export async function comparison(ctx: TestContext, cookie: string, id: string): Promise<ForecastComparison> {
  const response = await request(ctx.app, 'GET', `/api/campaigns/${id}/forecast`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Writes `totals` of delivery through the metrics writer spread over the days `from` to `to` (ISO dates), on two
 * channels, whole counts and cents a day with the remainder on the last day, so that the sums are exactly `totals`
 * (counts rounded to whole numbers, money to cents).
 */
export async function deliver(
  ctx: TestContext,
  id: string,
  range: { from: string; to: string },
  totals: ForecastFigures,
) {
  const dates: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) dates.push(d);
  const channels = ['Google Search', 'Meta'];
  const slots = dates.length * channels.length;
  const cents = (figure: (typeof FORECAST_FIGURES)[number]) =>
    figure === 'spend' || figure === 'revenue' ? 100 : 1;
  const share = (figure: (typeof FORECAST_FIGURES)[number], slot: number) => {
    const units = Math.round(totals[figure] * cents(figure));
    const each = Math.floor(units / slots);
    return (slot === slots - 1 ? units - each * (slots - 1) : each) / cents(figure);
  };
  const rows = dates.flatMap((date, day) =>
    channels.map((channel, c) => {
      const slot = day * channels.length + c;
      return {
        campaignId: id,
        date,
        channel,
        impressions: share('impressions', slot),
        clicks: share('clicks', slot),
        conversions: share('conversions', slot),
        spend: share('spend', slot),
        revenue: share('revenue', slot),
      };
    }),
  );
  await writeMetrics({ db: ctx.handle.db, timeZone: 'UTC' }, rows, { runEngine: false });
}

/** `figures` × `factor`, each figure its own factor when given a record. */
export const scaled = (
  figures: ForecastFigures,
  factor: number | Partial<ForecastFigures>,
): ForecastFigures =>
  Object.fromEntries(
    FORECAST_FIGURES.map((f) => [f, figures[f] * (typeof factor === 'number' ? factor : (factor[f] ?? 1))]),
  ) as ForecastFigures;
