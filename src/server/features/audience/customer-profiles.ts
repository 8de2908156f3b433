import type { TargetAudience } from '../../../shared/audience';
import type { Objective } from '../../../shared/objectives';
import type { Database } from '../../db/client';
import { customerProfiles } from '../../db/schema';
import { between, seededRandom } from '../../lib/random';
import { type CampaignRow, CHANNEL_MIX } from '../campaigns';
import { INTEREST_BENCHMARKS } from './audience.model';

// The audience feature owns customer_profiles (db/schema/owners.ts); the demo simulator asks it for the profiles of
// the campaigns it delivers, and the reports feature reads them.

const PROFILE_BATCH = 500;

/** A campaign audience's average order value: its interests' benchmark, 80 without any. */
export function averageOrderValue(audience: TargetAudience | null): number {
  const interests = audience?.demographics.interests ?? [];
  if (!interests.length) return 80;
  return (
    interests.reduce((sum, name) => sum + (INTEREST_BENCHMARKS[name]?.orderValue ?? 80), 0) / interests.length
  );
}

const PROFILES_PER_CAMPAIGN = 24;

/** Customer profiles for the audience report, derived deterministically from each campaign's audience. */
export async function ensureCustomerProfiles(db: Database, rows: CampaignRow[]): Promise<void> {
  const values = rows.flatMap((campaign) => {
    const audience = campaign.targetAudience as TargetAudience | null;
    const [ageMin, ageMax] = audience?.demographics.ageRange ?? [25, 45];
    const locations = audience?.demographics.locations ?? ['United States'];
    const interests = audience?.demographics.interests ?? ['E-commerce'];
    const orderValue = averageOrderValue(audience);
    return Array.from({ length: PROFILES_PER_CAMPAIGN }, (_, i) => {
      const random = seededRandom(`${campaign.id}|profile|${i}`);
      const orders = Math.round(between(random, 1, 12));
      const churn = Math.min(0.99, Math.max(0.01, between(random, 0.02, 0.9) * (orders > 6 ? 0.5 : 1)));
      const interest = interests[Math.floor(random() * interests.length)] ?? 'E-commerce';
      return {
        userId: campaign.userId,
        customerId: `${campaign.id.slice(0, 8)}-${String(i + 1).padStart(3, '0')}`,
        demographics: {
          age: Math.round(between(random, ageMin, ageMax)),
          location: locations[Math.floor(random() * locations.length)],
          interest,
        },
        behavioralPatterns: {
          device: audience?.behavioral.devicePreference ?? 'mobile',
          engagementLevel: audience?.behavioral.engagementLevel ?? 'medium',
          ordersPerYear: orders,
        },
        engagementHistory: [{ campaignId: campaign.id, event: 'click' }],
        predictedLtv: (orders * orderValue * between(random, 0.8, 1.3)).toFixed(2),
        personalizationFactors: {
          preferredChannel: Object.keys(CHANNEL_MIX[campaign.objective as Objective] ?? {})[0],
        },
        churnRisk: churn.toFixed(2),
      };
    });
  });
  for (let i = 0; i < values.length; i += PROFILE_BATCH) {
    await db
      .insert(customerProfiles)
      .values(values.slice(i, i + PROFILE_BATCH))
      .onConflictDoNothing();
  }
}
