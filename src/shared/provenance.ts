import { z } from 'zod';
import { CAMPAIGN_SOURCES } from './provenance-rules';

/**
 * Where figures come from (issue 16, provenance): the demo simulator, a CSV import (and when), the Google Ads sync
 * (and how long ago), or Google Ads data gone stale (no successful sync for a day). Every analytics, dashboard and
 * report response carries it for the campaigns its figures cover, and each campaign row carries its own source.
 */

/** The sources, the staleness rule and their wording live in provenance-rules.ts (zod-free). */
export * from './provenance-rules';

/** A campaign's figures: its source, or `stale` when they come from Google Ads and the last sync is too old. */
export const campaignDataSourceSchema = z.enum(['demo', 'imported', 'google-ads', 'stale']);
export type CampaignDataSource = z.infer<typeof campaignDataSourceSchema>;

/** All figures of a response: one source, `mixed` when the campaigns differ, `none` when nothing delivered. */
export const dataSourceSchema = z.enum(['demo', 'imported', 'google-ads', 'stale', 'mixed', 'none']);
export type DataSource = z.infer<typeof dataSourceSchema>;

export const provenanceSchema = z.object({
  /** Every source among the campaigns the figures cover, in CAMPAIGN_SOURCES order; empty when none. */
  sources: z.array(z.enum(CAMPAIGN_SOURCES)),
  /** The latest metrics import among those campaigns. */
  importedAt: z.string().nullable(),
  /** The last successful Google Ads sync, when a figure comes from it. */
  syncedAt: z.string().nullable(),
  /** Google Ads figures whose last successful sync is older than SYNC_STALE_AFTER_HOURS (or that never synced). */
  stale: z.boolean(),
  /** The time zone the dates are in (the workspace calendar). */
  timeZone: z.string(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
