import { and, eq, inArray, isNull } from 'drizzle-orm';
import { targetAudienceSchema } from '../../../shared/audience';
import { daysBetween } from '../../../shared/dates';
import type { StoredForecast } from '../../../shared/forecast';
import { OBJECTIVES } from '../../../shared/objectives';
import type { Database, Transaction } from '../../db/client';
import { campaigns } from '../../db/schema';
import { workspaceCurrency } from '../admin';
import { predictAudience, workspaceCalibration } from '../audience';
import type { CampaignRow } from './campaigns.repository';

/**
 * Issue 33: every launch keeps its forecast. When a campaign first goes active (from the wizard, a launched draft,
 * an approved launch) the server forecasts it with the audience model on the workspace's calibration and keeps the
 * whole-campaign figures on the row, so that delivery can be held against them later (the forecasts feature).
 *
 * Only this file imports the audience feature, and only campaigns.service.ts imports this file: the audience
 * feature reads campaigns through campaigns' index.ts, which must not lead back here (no import cycle).
 */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The forecast of `row` as it stands, or null when the model has nothing to forecast from (no audience). */
async function forecastOf(tx: Transaction | Database, row: CampaignRow): Promise<StoredForecast | null> {
  const audience = targetAudienceSchema.safeParse(row.targetAudience);
  const objective = OBJECTIVES.find((o) => o === row.objective);
  if (!audience.success || !objective) return null;
  const input = {
    objective,
    budget: Number(row.budget),
    startDate: row.startDate,
    endDate: row.endDate,
    targetAudience: audience.data,
  };
  const [currency, calibration] = await Promise.all([workspaceCurrency(tx), workspaceCalibration(tx)]);
  const estimate = predictAudience(input, currency, calibration);
  return {
    madeAt: new Date().toISOString(),
    basis: estimate.basis,
    days: daysBetween(row.startDate, row.endDate) + 1,
    startDate: row.startDate,
    endDate: row.endDate,
    figures: {
      spend: input.budget,
      impressions: estimate.impressions,
      clicks: estimate.clicks,
      conversions: estimate.conversions,
      revenue: round(estimate.conversions * estimate.assumptions.orderValue, 2),
    },
    calibration: estimate.calibration,
  };
}

/**
 * Keeps the forecast of a campaign that has just gone active, in the launch's transaction. Once only: a campaign
 * that has one (a relaunch after a pause, a change approved again) keeps the forecast it launched with.
 */
export async function keepLaunchForecast(tx: Transaction, row: CampaignRow): Promise<CampaignRow> {
  if (row.status !== 'active' || row.forecast != null) return row;
  const forecast = await forecastOf(tx, row);
  if (!forecast) return row;
  const [kept] = await tx
    .update(campaigns)
    .set({ forecast })
    .where(and(eq(campaigns.id, row.id), isNull(campaigns.forecast)))
    .returning();
  return kept ?? row;
}

/**
 * Demo seeding (serve.ts, a first start): the seeded campaigns that have launched keep the forecast the model makes
 * for them before any delivery exists (on the benchmarks, as it would have at their launch), dated at their start,
 * so that the demo workspace has a track record once its delivery is simulated.
 */
export async function keepSeededForecasts(db: Database): Promise<number> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(isNull(campaigns.forecast), inArray(campaigns.status, ['active', 'paused', 'completed'])));
  let kept = 0;
  for (const row of rows) {
    const forecast = await forecastOf(db, row);
    if (!forecast) continue;
    await db
      .update(campaigns)
      .set({ forecast: { ...forecast, madeAt: `${row.startDate}T00:00:00.000Z` } })
      .where(and(eq(campaigns.id, row.id), isNull(campaigns.forecast)));
    kept += 1;
  }
  return kept;
}
