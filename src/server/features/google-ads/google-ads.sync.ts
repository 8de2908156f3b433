import { eq, isNotNull } from 'drizzle-orm';
import type { Channel } from '../../../shared/analytics';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import { campaigns, googleAdsConnection } from '../../db/schema';
import { markLinkedCampaignsSynced } from '../campaigns';
import { type MetricWrite, writeMetrics } from '../metrics';
import { accessTokenFor, searchGaql } from './google-ads.client';
import { type GoogleAdsDeps, resolveConnection } from './google-ads.connection';
import { checkHealth } from './google-ads.health';

/** Google's network types mapped onto Northstar's channel list. */
const NETWORK_CHANNEL: Record<string, Channel> = {
  SEARCH: 'Google Search',
  SEARCH_PARTNERS: 'Google Search',
  CONTENT: 'Google Display',
  YOUTUBE: 'YouTube',
  YOUTUBE_SEARCH: 'YouTube',
  YOUTUBE_WATCH: 'YouTube',
  MIXED: 'Google Display',
};

interface GaqlRow {
  campaign?: { id?: string };
  segments?: { date?: string; adNetworkType?: string };
  metrics?: {
    impressions?: string;
    clicks?: string;
    conversions?: number;
    costMicros?: string;
    conversionsValue?: number;
  };
}

/**
 * Pulls daily metrics of the last `days` days (GAQL over the campaign resource) into campaign_metrics for the
 * campaigns linked by external id. Only runs when every health check passes.
 */
export async function syncGoogleAds(
  deps: GoogleAdsDeps,
  /** `runEngine: false` when the caller (the hourly ingest) runs the insights engine for everything afterwards. */
  options: { days?: number; now?: Date | undefined; runEngine?: boolean } = {},
) {
  const health = await checkHealth(deps, { fresh: true });
  if (!health.healthy) return { synced: false as const, reason: health.firstFailing };
  const c = await resolveConnection(deps);
  const env = deps.config.googleAds;
  const accessToken = await accessTokenFor(env, c.refreshToken as string);
  const linked = await deps.db
    .select({ id: campaigns.id, externalId: campaigns.externalId })
    .from(campaigns)
    .where(isNotNull(campaigns.externalId));
  const byExternal = new Map(linked.map((row) => [row.externalId as string, row.id]));
  // A linked campaign's data comes from Google Ads from now on: the demo simulator leaves it alone.
  await markLinkedCampaignsSynced(deps.db);
  const today = todayIn(deps.config.workspaceTimeZone, options.now);
  const from = addDays(today, -((options.days ?? 30) - 1));
  let rows: GaqlRow[] = [];
  try {
    rows = await searchGaql<GaqlRow>(
      env,
      { accessToken, developerToken: c.developerToken as string, loginCustomerId: c.loginCustomerId },
      c.customerId as string,
      `SELECT campaign.id, segments.date, segments.ad_network_type, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros, metrics.conversions_value FROM campaign WHERE segments.date BETWEEN '${from}' AND '${today}'`,
    );
  } catch (error) {
    await deps.db
      .update(googleAdsConnection)
      .set({ lastSyncResult: `failed: ${error instanceof Error ? error.message : 'error'}` })
      .where(eq(googleAdsConnection.id, 'singleton'));
    throw error;
  }
  const merged = new Map<string, MetricWrite>();
  for (const row of rows) {
    const campaignId = byExternal.get(String(row.campaign?.id ?? ''));
    const date = row.segments?.date;
    if (!campaignId || !date) continue;
    const channel = NETWORK_CHANNEL[row.segments?.adNetworkType ?? ''] ?? 'Google Search';
    const key = `${campaignId}|${date}|${channel}`;
    const m = merged.get(key) ?? {
      campaignId,
      date,
      channel,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 0,
    };
    m.impressions += Number(row.metrics?.impressions ?? 0);
    m.clicks += Number(row.metrics?.clicks ?? 0);
    m.conversions += Math.round(Number(row.metrics?.conversions ?? 0));
    m.spend = Math.round((m.spend + Number(row.metrics?.costMicros ?? 0) / 1_000_000) * 100) / 100;
    m.revenue = Math.round((m.revenue + Number(row.metrics?.conversionsValue ?? 0)) * 100) / 100;
    merged.set(key, m);
  }
  const metrics = [...merged.values()];
  const written = await writeMetrics(
    { db: deps.db, timeZone: deps.config.workspaceTimeZone, now: options.now },
    metrics,
    { runEngine: options.runEngine },
  );
  const now = new Date();
  const synced = {
    lastSyncAt: now,
    lastSuccessfulSyncAt: now,
    lastSyncResult: `ok: ${metrics.length} rows for ${new Set(metrics.map((m) => m.campaignId)).size} campaigns`,
  };
  await deps.db
    .insert(googleAdsConnection)
    .values({ id: 'singleton', ...synced })
    .onConflictDoUpdate({ target: googleAdsConnection.id, set: synced });
  return { synced: true as const, rows: metrics.length, insights: written.insights };
}
