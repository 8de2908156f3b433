import { jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';
import { ownedByUser } from './users';

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser('user_id'),
    customerId: text('customer_id').notNull(),
    demographics: jsonb('demographics').$type<Record<string, unknown>>().notNull().default({}),
    behavioralPatterns: jsonb('behavioral_patterns').$type<Record<string, unknown>>().notNull().default({}),
    engagementHistory: jsonb('engagement_history').$type<unknown[]>().notNull().default([]),
    predictedLtv: numeric('predicted_ltv', { precision: 10, scale: 2 }),
    personalizationFactors: jsonb('personalization_factors')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    churnRisk: numeric('churn_risk', { precision: 3, scale: 2 }),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The simulator upserts by (userId, customerId); the audience report groups a workspace's profiles.
    uniqueIndex('customer_profiles_user_customer_key').on(t.userId, t.customerId),
  ],
);
