import { inArray } from 'drizzle-orm';
import { addDays } from '../../../../../shared/dates';
import type { Database } from '../../../../db/client';
import { aiInsights, campaigns, users } from '../../../../db/schema';
import { type MetricWrite, writeMetrics } from '../../../metrics';
import { runInsightsEngine } from '../../engine/insights-engine';
import { anomaliesOf, type EvalFigures, score } from './eval-scoring';
import { type Simulation, simulate } from './eval-simulation';

/**
 * The insights engine's evaluation (bench/insights-eval.ts, and a fixed-seed test): simulated campaigns with
 * realistic volume spread, weekly seasonality, a trend and overdispersed noise; anomalies planted in about half of
 * them; the data written through the real metrics writer into a migrated database; the real engine run as in
 * production (once, as of the day after the data ends) and replayed day by day; then detection and false alarms
 * scored. docs/ai.md describes the method and the figures. The parts: eval-simulation.ts (the campaigns),
 * eval-planting.ts (the anomalies), eval-scoring.ts (detection and false alarms).
 */

/** Writes the simulation through the real metrics writer (campaigns created as imported ones are). */
export async function loadSimulation(
  db: Database,
  sim: Simulation,
  options: { timeZone?: string; runEngine?: boolean } = {},
) {
  const [owner] = await db
    .insert(users)
    .values({
      username: `eval-${sim.seed}-${Date.now()}`,
      email: `eval-${sim.seed}-${Date.now()}@example.com`,
      firstName: 'Eval',
      lastName: 'Owner',
      role: 'marketing_manager',
    })
    .returning({ id: users.id });
  const created = await db
    .insert(campaigns)
    .values(
      sim.campaigns.map((c) => ({
        userId: owner?.id as string,
        name: c.name,
        objective: 'conversion',
        budget: ((c.dailySpend * 90) / 0.7).toFixed(2),
        startDate: sim.firstDate,
        endDate: addDays(sim.endDate, 30),
        status: 'active',
        dataSource: 'imported',
      })),
    )
    .returning({ id: campaigns.id, name: campaigns.name });
  const idOf = new Map(created.map((c) => [c.name, c.id]));
  const ids = sim.campaigns.map((c) => idOf.get(c.name) as string);
  const writes: MetricWrite[] = sim.rows.map(({ campaign, ...row }) => ({
    ...row,
    campaignId: ids[campaign] as string,
  }));
  const result = await writeMetrics(
    { db, timeZone: options.timeZone ?? 'UTC', now: dayAfter(sim.endDate) },
    writes,
    { runEngine: options.runEngine ?? true },
  );
  return { ids, result };
}

export const dayAfter = (date: string) => new Date(`${addDays(date, 1)}T12:00:00Z`);

export interface EvalReport {
  seed: number;
  campaigns: number;
  rows: number;
  single: EvalFigures;
  replay: EvalFigures;
  singleRunMs: number;
  replayRunMs: number[];
  sim: Simulation;
}

/**
 * The whole evaluation on a migrated database: load through the writer (which runs the engine as of the day after
 * the data ends: the single run), score; then clear the insights and replay the engine day by day over the last
 * `replayDays` days (each run sees the data up to its yesterday), score.
 */
export async function evaluate(
  db: Database,
  options: { seed: number; campaigns: number; days?: number; replayDays?: number },
): Promise<EvalReport> {
  const sim = simulate(options);
  const { ids } = await loadSimulation(db, sim, { runEngine: false });
  const t0 = performance.now();
  await runInsightsEngine({ db, timeZone: 'UTC', now: dayAfter(sim.endDate), campaignIds: ids });
  const singleRunMs = performance.now() - t0;
  const single = score(sim, ids, await anomaliesOf(db, ids));
  await db.delete(aiInsights).where(inArray(aiInsights.campaignId, ids));
  const replayRunMs: number[] = [];
  const replayDays = options.replayDays ?? 14;
  for (let k = replayDays - 1; k >= 0; k -= 1) {
    const t = performance.now();
    await runInsightsEngine({
      db,
      timeZone: 'UTC',
      now: dayAfter(addDays(sim.endDate, -k)),
      campaignIds: ids,
    });
    replayRunMs.push(performance.now() - t);
  }
  const replay = score(sim, ids, await anomaliesOf(db, ids));
  return {
    seed: options.seed,
    campaigns: options.campaigns,
    rows: sim.rows.length,
    single,
    replay,
    singleRunMs,
    replayRunMs,
    sim,
  };
}
