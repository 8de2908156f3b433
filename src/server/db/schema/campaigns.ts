import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignApproval } from '../../../shared/approvals';
import type { Pacing } from '../../../shared/pacing';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { ownedByUser } from './users';

/**
 * The performance sort's key: ROAS from the kept-current metrics, -1 for campaigns without delivery (they sort after
 * every campaign with one). The list's ORDER BY and its index use this one expression, so the planner matches them.
 */
export const campaignRoasKey = (performanceMetrics: SQL | AnyColumn) =>
  sql`(coalesce((${performanceMetrics}->>'roas')::numeric, -1))`;

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    objective: text('objective').notNull(),
    budget: numeric('budget', { precision: 10, scale: 2 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull().default('draft'),
    targetAudience: jsonb('target_audience').$type<Record<string, unknown>>(),
    brandVoice: jsonb('brand_voice').$type<Record<string, unknown>>().notNull().default({}),
    contentVariants: jsonb('content_variants').$type<unknown[]>().notNull().default([]),
    /** How many variants `content_variants` holds, kept by PostgreSQL: the list shows it without reading them. */
    contentVariantCount: integer('content_variant_count')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(content_variants)`),
    performanceMetrics: jsonb('performance_metrics').$type<Record<string, number>>(),
    /**
     * Budget pacing as of the last complete day (src/shared/pacing.ts), kept by the campaigns feature after every
     * metrics write, campaign change and hourly ingest, so that the list reads it without touching the metrics.
     */
    pacing: jsonb('pacing').$type<Pacing>(),
    /** Launch approval (src/shared/approvals.ts): state, requester, decider and comment; null when never needed. */
    approval: jsonb('approval').$type<CampaignApproval>(),
    aiConfidence: numeric('ai_confidence', { precision: 3, scale: 2 }),
    aiDecisions: jsonb('ai_decisions').$type<unknown[]>().notNull().default([]),
    optimizationHistory: jsonb('optimization_history').$type<unknown[]>().notNull().default([]),
    /** Issue 33: the forecast the server made when the campaign launched (src/shared/forecast.ts StoredForecast). */
    forecast: jsonb('forecast').$type<unknown>(),
    /** The Google Ads campaign id this campaign is linked to; the sync writes its metrics here. */
    externalId: text('external_id'),
    /**
     * Where this campaign's metrics come from: `demo` (the delivery simulator), `imported` (CSV through
     * POST /api/metrics/import) or `google-ads` (the sync). The simulator writes only for `demo` campaigns.
     */
    dataSource: text('data_source').notNull().default('demo'),
    /** The last metrics import that wrote this campaign's figures (provenance: "imported <date>"). */
    metricsImportedAt: timestamp('metrics_imported_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The campaign list (campaigns.repository.ts): each sort is a keyset order ending in (created_at, id), with or
    // without a status filter, so every filter × sort reads its page straight from one index instead of sorting
    // every matching campaign (bench/campaign-list-scale.ts). created_asc scans the created index backwards.
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('campaigns_budget_idx').on(t.budget, t.createdAt, t.id),
    index('campaigns_status_budget_idx').on(t.status, t.budget, t.createdAt, t.id),
    index('campaigns_roas_idx').on(campaignRoasKey(t.performanceMetrics), t.createdAt, t.id),
    index('campaigns_status_roas_idx').on(t.status, campaignRoasKey(t.performanceMetrics), t.createdAt, t.id),
    // Ownership checks and "my campaigns" look up by creator.
    index('campaigns_user_idx').on(t.userId),
    // The Google Ads sync maps its rows to campaigns by external id.
    index('campaigns_external_id_idx').on(t.externalId),
  ],
);

/** The campaign a row of its figures belongs to: the rows go when the campaign does. */
const ownedByCampaign = () =>
  uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/** Daily delivery facts per campaign and channel: every analytics figure is computed from these rows. */
export const campaignMetrics = pgTable(
  'campaign_metrics',
  {
    campaignId: ownedByCampaign(),
    date: date('date').notNull(),
    channel: text('channel').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    spend: numeric('spend', { precision: 12, scale: 2 }).notNull().default('0'),
    revenue: numeric('revenue', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.channel] }),
    // Workspace-wide period queries (analytics, dashboard) scan by date across all campaigns.
    index('campaign_metrics_date_channel_idx').on(t.date, t.channel),
  ],
);

/**
 * The five figures of a metrics row as numbers (money arrives from numeric columns as strings): the selection every
 * reader of daily rows in memory uses (the insights engine, the import's comparison with stored rows).
 */
export const campaignMetricFigures = {
  impressions: campaignMetrics.impressions,
  clicks: campaignMetrics.clicks,
  conversions: campaignMetrics.conversions,
  spend: sql<number>`${campaignMetrics.spend}::float8`,
  revenue: sql<number>`${campaignMetrics.revenue}::float8`,
};

const metricSums = {
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
  spend: numeric('spend', { precision: 14, scale: 2 }).notNull().default('0'),
  revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
};

/**
 * Rollup of campaign_metrics per workspace day and channel (365 × 6 rows a year), kept current by every metrics
 * write: overview, trend and channel figures read a few hundred rows instead of millions.
 */
export const metricsDailyTotals = pgTable(
  'metrics_daily_totals',
  { date: date('date').notNull(), channel: text('channel').notNull(), ...metricSums },
  (t) => [primaryKey({ columns: [t.date, t.channel] })],
);

/**
 * All-time totals per campaign and channel, kept current by every metrics write. A long period's campaign
 * breakdown is these totals minus the rows outside the period (periods end yesterday, so only today's follow it).
 */
export const campaignChannelTotals = pgTable(
  'campaign_channel_totals',
  {
    campaignId: ownedByCampaign(),
    channel: text('channel').notNull(),
    ...metricSums,
    firstDate: date('first_date').notNull(),
    lastDate: date('last_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.channel] })],
);

/**
 * Running totals per campaign and channel: each row holds the sums of the campaign's metrics on the channel from its
 * first day through `date`, one row for every day from its first day with metrics to its last (a day without
 * metrics in between carries the day before's totals, so that any day inside that span can be read directly). Any period's figures of every campaign are then two reads
 * per campaign and channel, the running totals at the period's end minus those on the day before it starts, instead
 * of a sum over every row inside it (issue 34: 5,000 campaigns × 4 channels × 3 years). Kept by every metrics write
 * from the earliest day it touched on.
 */
export const campaignChannelRunningTotals = pgTable(
  'campaign_channel_running_totals',
  {
    campaignId: ownedByCampaign(),
    channel: text('channel').notNull(),
    date: date('date').notNull(),
    ...metricSums,
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.channel, t.date] }),
    // Every figure in the key, so that a period's read of one day is an index-only scan of adjacent entries:
    // the heap holds a day's rows wherever the write that made them put them (20,000 pages apart at 5,000
    // campaigns), which cost 85–125 ms a read against 5–10 ms (issue 34).
    index('campaign_channel_running_totals_by_date_idx').on(
      t.date,
      t.channel,
      t.campaignId,
      t.impressions,
      t.clicks,
      t.conversions,
      t.spend,
      t.revenue,
    ),
  ],
);

/**
 * Rollups still to build over metrics written before they existed (a row per rollup, written by the migration that
 * added it when there were metrics already); the start-up build deletes the row when done. Until then analytics
 * sums campaign_metrics directly.
 */
export const metricRollupBuilds = pgTable('metric_rollup_builds', {
  name: text('name').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How many campaigns delivered anything (impressions or spend) each workspace day, across channels. */
export const metricsDailyCampaigns = pgTable('metrics_daily_campaigns', {
  date: date('date').primaryKey(),
  campaigns: integer('campaigns').notNull(),
});
