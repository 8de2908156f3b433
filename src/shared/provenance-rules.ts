import type { CampaignDataSource, DataSource, Provenance } from './provenance';

/**
 * Provenance without zod (docs/architecture.md, "Shared rules without zod"): the sources, when Google Ads data goes
 * stale and how every widget, table and export words it. The schemas are in provenance.ts, which re-exports all of
 * this.
 */

export const CAMPAIGN_SOURCES = ['demo', 'imported', 'google-ads'] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];

/** Google Ads figures older than this (since the last successful sync) are stale. */
export const SYNC_STALE_AFTER_HOURS = 24;

/** The overall source of figures with this provenance. */
export function dataSourceOf(provenance: Provenance): DataSource {
  if (provenance.sources.length === 0) return 'none';
  if (provenance.sources.length > 1) return 'mixed';
  const [only] = provenance.sources;
  return only === 'google-ads' && provenance.stale ? 'stale' : (only as CampaignSource);
}

export function isStale(syncedAt: string | null, now: Date): boolean {
  return !syncedAt || now.getTime() - Date.parse(syncedAt) > SYNC_STALE_AFTER_HOURS * 3_600_000;
}

function ago(at: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

function day(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(at));
}

/** One phrase per source, as every widget, table and export says it. */
export function provenanceParts(provenance: Provenance, now: Date = new Date()): string[] {
  return provenance.sources.map((source) => {
    if (source === 'demo') return 'Demo data (simulated delivery)';
    if (source === 'imported')
      return provenance.importedAt
        ? `Imported ${day(provenance.importedAt, provenance.timeZone)}`
        : 'Imported';
    if (!provenance.syncedAt) return 'Stale: Google Ads has not synced yet';
    return provenance.stale
      ? `Stale: Google Ads last synced ${ago(provenance.syncedAt, now)}`
      : `Google Ads, synced ${ago(provenance.syncedAt, now)}`;
  });
}

/**
 * "Google Ads, synced 12 min ago · Imported Nov 20, 2026 · Dates in Europe/Berlin" (or "No delivery data yet"); without
 * the time zone where the page or file states it already.
 */
export function provenanceLabel(
  provenance: Provenance,
  now: Date = new Date(),
  options: { timeZone?: boolean } = {},
): string {
  const parts = provenanceParts(provenance, now);
  if (parts.length === 0) parts.push('No delivery data yet');
  if (options.timeZone !== false) parts.push(`Dates in ${provenance.timeZone}`);
  return parts.join(' · ');
}

/** A campaign row's source as a short label. */
export const CAMPAIGN_DATA_SOURCE_LABELS: Record<CampaignDataSource, string> = {
  demo: 'Demo',
  imported: 'Imported',
  'google-ads': 'Google Ads',
  stale: 'Google Ads (stale)',
};
