import { describe, expect, it } from 'vitest';
import { storedForecastSchema } from '../../../shared/forecast';
import { campaigns } from '../../db/schema';
import { seedDemoCampaigns, seedDemoWorkspace } from '../../db/seed';
import { testContextForFile } from '../../test/helpers';
import { keepSeededForecasts } from './campaign-forecast';

/**
 * Issue 33 in the demo: a first start's seeded campaigns that have launched keep the forecast the model makes before
 * any delivery (benchmarks), dated at their start, so that the demo workspace gets a track record.
 */
const ctx = testContextForFile();

describe('seeded forecasts', () => {
  it('keeps a benchmark forecast for each launched demo campaign, once, dated at its start', async () => {
    await seedDemoWorkspace(ctx.handle.db, 'seed-forecast-password');
    await seedDemoCampaigns(ctx.handle.db, 'UTC');
    const kept = await keepSeededForecasts(ctx.handle.db);
    const rows = await ctx.handle.db.select().from(campaigns);
    const launched = rows.filter((r) => ['active', 'paused', 'completed'].includes(r.status));
    expect(kept).toBe(launched.length);
    expect(kept).toBeGreaterThan(0);
    for (const row of launched) {
      const forecast = storedForecastSchema.parse(row.forecast);
      expect(forecast.basis).toBe('benchmarks');
      expect(forecast.madeAt).toBe(`${row.startDate}T00:00:00.000Z`);
      expect(forecast.figures.spend).toBe(Number(row.budget));
      expect(forecast.figures.clicks).toBeGreaterThan(0);
    }
    for (const row of rows.filter((r) => !launched.includes(r))) expect(row.forecast).toBeNull();
    // A second call keeps what is there.
    expect(await keepSeededForecasts(ctx.handle.db)).toBe(0);
  });
});
