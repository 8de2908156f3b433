import {
  CAMPAIGN_SOURCES,
  type CampaignDataSource,
  type CampaignSource,
  type DataSource,
  dataSourceOf,
  isStale,
  type Provenance,
} from '../../../shared/provenance';
import type { Database } from '../../db/client';
import { campaigns, googleAdsConnection } from '../../db/schema';
import { inIdList } from '../../lib/sql-text';

/** Where a response's figures come from, overall and per campaign (src/shared/provenance.ts). */
export interface FigureSources {
  provenance: Provenance;
  dataSource: DataSource;
  /** The last Google Ads sync attempt, successful or not (the response's older `lastSyncAt`). */
  lastSyncAt: string | null;
  of(campaignId: string): CampaignDataSource;
}

/** What provenance needs of a campaign: its source and, for an imported one, when its figures were imported. */
export interface CampaignSourceRow {
  id: string;
  dataSource: string;
  metricsImportedAt: Date | null;
}

/** The sources of the figures of these campaigns (those the response's figures cover) as of `now`. */
export async function figureSources(
  db: Database,
  campaignIds: readonly string[],
  timeZone: string,
  now: Date = new Date(),
): Promise<FigureSources> {
  const rows: CampaignSourceRow[] =
    campaignIds.length === 0
      ? []
      : await db
          .select({
            id: campaigns.id,
            dataSource: campaigns.dataSource,
            metricsImportedAt: campaigns.metricsImportedAt,
          })
          .from(campaigns)
          .where(inIdList(campaigns.id, campaignIds));
  return figureSourcesOf(db, rows, timeZone, now);
}

/** The Google Ads connection's sync as provenance needs it, as of `now`. */
export interface SyncState {
  /** The last successful sync. */
  syncedAt: string | null;
  /** The last sync attempt, successful or not. */
  lastSyncAt: string | null;
  /** Whether Google Ads figures are stale now (isStale). */
  stale: boolean;
}

export async function syncState(db: Database, now: Date = new Date()): Promise<SyncState> {
  const [connection] = await db
    .select({
      lastSyncAt: googleAdsConnection.lastSyncAt,
      lastSuccessfulSyncAt: googleAdsConnection.lastSuccessfulSyncAt,
    })
    .from(googleAdsConnection)
    .limit(1);
  const syncedAt = connection?.lastSuccessfulSyncAt?.toISOString() ?? null;
  return {
    syncedAt,
    lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
    stale: isStale(syncedAt, now),
  };
}

/** A response's sources from its campaigns' sources, already gathered (the analytics breakdown does it in SQL). */
export function responseSources(
  sync: SyncState,
  campaignSources: { sources: Iterable<CampaignSource>; importedAt: Date | null },
  timeZone: string,
): Omit<FigureSources, 'of'> {
  const present = new Set(campaignSources.sources);
  const usesGoogle = present.has('google-ads');
  const provenance: Provenance = {
    sources: CAMPAIGN_SOURCES.filter((s) => present.has(s)),
    importedAt: campaignSources.importedAt?.toISOString() ?? null,
    syncedAt: usesGoogle ? sync.syncedAt : null,
    stale: usesGoogle && sync.stale,
    timeZone,
  };
  return { provenance, dataSource: dataSourceOf(provenance), lastSyncAt: sync.lastSyncAt };
}

/** figureSources for campaigns whose source columns the caller has already read (with their figures). */
export async function figureSourcesOf(
  db: Database,
  rows: readonly CampaignSourceRow[],
  timeZone: string,
  now: Date = new Date(),
): Promise<FigureSources> {
  const sync = await syncState(db, now);
  const sourceOf = new Map<string, CampaignSource>();
  let importedAt: Date | null = null;
  for (const row of rows) {
    const source = (CAMPAIGN_SOURCES as readonly string[]).includes(row.dataSource)
      ? (row.dataSource as CampaignSource)
      : 'demo';
    sourceOf.set(row.id, source);
    if (source === 'imported' && row.metricsImportedAt && (!importedAt || row.metricsImportedAt > importedAt))
      importedAt = row.metricsImportedAt;
  }
  return {
    ...responseSources(sync, { sources: sourceOf.values(), importedAt }, timeZone),
    of(id) {
      const source = sourceOf.get(id) ?? 'demo';
      return source === 'google-ads' && sync.stale ? 'stale' : source;
    },
  };
}
