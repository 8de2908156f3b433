import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecommendationOutcome } from '../../../shared/outcomes';
import { campaigns } from './campaigns';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { ownedByUser } from './users';

export const aiInsights = pgTable(
  'ai_insights',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    confidence: numeric('confidence', { precision: 3, scale: 2 }).notNull(),
    impact: text('impact').notNull(),
    actionRequired: boolean('action_required').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    /** Identifies the finding (kind, campaign, metric, period) so the engine never writes it twice. */
    fingerprint: text('fingerprint').unique(),
    /** `data.kind` as a column, for filtering and paging (`anomaly`, `channel_reallocation`, `insufficient_data`, …). */
    kind: text('kind').notNull().default('other'),
    /** Set when the condition ended (an anomaly episode is over, pacing is back on plan); null while it lasts. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Last time the engine changed this insight (an episode grew, its evidence was refreshed, it resolved). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What applying the recommendation changed, kept so Undo can restore it exactly. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedChange: jsonb('applied_change').$type<Record<string, unknown>>(),
    /** The measured result of an applied recommendation (src/shared/outcomes.ts); null when not applied. */
    outcome: jsonb('outcome').$type<RecommendationOutcome>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // Dashboards list the newest insights first.
    index('ai_insights_created_idx').on(t.createdAt),
    // Insights of one campaign (campaign pages, cascade deletes).
    index('ai_insights_campaign_idx').on(t.campaignId),
    // The insights list filters by kind and pages newest first.
    index('ai_insights_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * The insights engine's last examination of each campaign: a digest of everything its findings depend on (the
 * campaign's settings, its delivery in the examined days and to date, the day, the workspace currency and locale,
 * the state of its stored insights after the run). A run whose digest for a campaign is unchanged skips it: its
 * findings would be the same (docs/ai.md, "Incremental runs").
 */
export const insightsEngineRuns = pgTable('insights_engine_runs', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  inputsDigest: text('inputs_digest').notNull(),
  examinedAt: timestamp('examined_at', { withTimezone: true }).notNull(),
});
