import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, gte } from 'drizzle-orm';
import { isValidIsoDate } from '../../shared/dates';
import { todayIn } from '../../shared/zoned-dates';
import { loadConfig, loadDotEnv } from '../config';
import { type Database, openDatabase } from '../db/client';
import { campaignChannelTotals, campaignMetrics, campaigns, metricsDailyTotals } from '../db/schema';
import { clearMetricRollups, ensureRollupsBuilt } from '../features/analytics';
import { clearPerformanceWithoutMetrics } from '../features/campaigns';
import { runInsightsEngine } from '../features/insights';

/**
 * npm run insights:recompute [-- --since YYYY-MM-DD]: rebuilds the metric rollups that analytics reads from
 * campaign_metrics and re-runs the insights engine on every campaign. For when metrics changed by a path that
 * does not go through the metrics writer (a manual SQL fix, a restore), or after the engine itself changed.
 */

export const USAGE = 'Usage: npm run insights:recompute [-- --since YYYY-MM-DD]';

export interface RecomputeSummary {
  since: string | null;
  rollups: {
    /** Rows of metrics_daily_totals (one per date and channel) rebuilt, from `since` on. */
    dailyRows: number;
    /** Days those rows cover. */
    days: number;
    /** Rows of campaign_channel_totals (one per campaign and channel, all time) rebuilt. */
    campaignChannelRows: number;
    /** Campaigns whose performance figures were recomputed. */
    campaigns: number;
  };
  insights: { opened: number; updated: number; resolved: number };
}

/**
 * Rebuilds rather than upserts: rollup rows whose metrics are gone are dropped too. One transaction, so analytics
 * reads the old rollups until the new ones are complete. Per-campaign totals are all-time sums, so they are always
 * rebuilt whole; `since` limits the daily totals.
 */
export async function recomputeInsights(
  deps: { db: Database; timeZone: string; now?: Date },
  options: { since?: string } = {},
): Promise<RecomputeSummary> {
  const since = options.since ?? null;
  const rollups = await deps.db.transaction(async (tx) => {
    const inRange = since ? gte(metricsDailyTotals.date, since) : undefined;
    await clearMetricRollups(tx, since);
    const dates = await tx
      .selectDistinct({ date: campaignMetrics.date })
      .from(campaignMetrics)
      .where(since ? gte(campaignMetrics.date, since) : undefined);
    const all = await tx.select({ id: campaigns.id }).from(campaigns);
    // Builds what was cleared: the daily rollups from `since` on and every campaign's totals from its first day.
    await ensureRollupsBuilt(tx);
    // A campaign without any metrics left has no performance figures (refreshMetricRollups skips it).
    await clearPerformanceWithoutMetrics(tx);
    const [daily] = await tx.select({ n: count() }).from(metricsDailyTotals).where(inRange);
    const [perCampaign] = await tx.select({ n: count() }).from(campaignChannelTotals);
    return {
      dailyRows: Number(daily?.n ?? 0),
      days: dates.length,
      campaignChannelRows: Number(perCampaign?.n ?? 0),
      campaigns: all.length,
    };
  });
  // After the rollups commit: the engine reads campaign_metrics, and every campaign gets a fresh look, changed
  // inputs or not (`force`: this is also how a changed engine reaches every campaign).
  const run = await runInsightsEngine({ db: deps.db, timeZone: deps.timeZone, now: deps.now, force: true });
  const insights = { opened: run.opened, updated: run.updated, resolved: run.resolved };
  return { since, rollups, insights };
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** The arguments, or the reason they are wrong. */
export function parseArgs(args: string[]): { since?: string } | { error: string } {
  let since: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    let value: string | undefined;
    if (arg === '--since') {
      value = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--since=')) {
      value = arg.slice('--since='.length);
    } else {
      return { error: `Unknown argument '${arg}'.` };
    }
    if (since !== undefined) return { error: '--since may be given once.' };
    if (!value) return { error: '--since needs a date (YYYY-MM-DD).' };
    if (!isValidIsoDate(value)) {
      return { error: `--since must be a calendar date written YYYY-MM-DD, not '${value}'.` };
    }
    since = value;
  }
  return since ? { since } : {};
}

/** Exit codes: 0 done, 1 failed (configuration, database), 2 wrong arguments. */
export async function main(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const parsed = parseArgs(args);
  if ('error' in parsed) {
    out.error(parsed.error);
    out.error(USAGE);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const today = todayIn(config.workspaceTimeZone);
  if (parsed.since && parsed.since > today) {
    out.error(`--since ${parsed.since} is in the future (today is ${today} in ${config.workspaceTimeZone}).`);
    out.error(USAGE);
    return 2;
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    await handle.migrate();
    const summary = await recomputeInsights(
      { db: handle.db, timeZone: config.workspaceTimeZone },
      { since: parsed.since },
    );
    const { rollups, insights } = summary;
    out.log(
      `Rollups rebuilt ${summary.since ? `from ${summary.since}` : 'for every date'}: ` +
        `${rollups.dailyRows} daily channel rows over ${rollups.days} days, ` +
        `${rollups.campaignChannelRows} campaign channel rows, ${rollups.campaigns} campaigns' figures.`,
    );
    out.log(
      `Insights engine re-run on every campaign: ${insights.opened} opened, ${insights.updated} updated, ` +
        `${insights.resolved} resolved.`,
    );
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await handle.close();
  }
}

// Run only as a command (npm run insights:recompute), not when a test imports main().
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
