import { sql } from 'drizzle-orm';
import { type TargetAudience, targetAudienceSchema } from '../../../shared/audience';
import type { AudienceSection } from '../../../shared/reports';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { inIdList } from '../../lib/sql-text';

export interface CampaignPlan {
  id: string;
  endDate: string;
  targetAudience: TargetAudience | null;
}

/**
 * End dates (for pacing) and saved target audiences of the given campaigns. The campaigns feature exposes no
 * read of these columns for many campaigns at once, so this narrow read-only selection lives here.
 */
export async function selectCampaignPlans(db: Database, ids: string[]): Promise<Map<string, CampaignPlan>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, endDate: campaigns.endDate, targetAudience: campaigns.targetAudience })
    .from(campaigns)
    .where(inIdList(campaigns.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        endDate: r.endDate,
        // A row saved before the audience rules (or edited by hand) counts as having no audience.
        targetAudience: targetAudienceSchema.safeParse(r.targetAudience).data ?? null,
      },
    ]),
  );
}

type ProfileSegments = Omit<AudienceSection['customerProfiles'], 'source' | 'note'>;

/** Customer profiles grouped by predicted lifetime value and churn risk bands. */
export async function selectCustomerProfileSegments(db: Database): Promise<ProfileSegments> {
  const result = (await db.execute(sql`
    select ltv_band, churn_band, count(*)::int as customers, avg(predicted_ltv)::float8 as avg_ltv,
           avg(churn_risk)::float8 as avg_churn
    from (
      select predicted_ltv, churn_risk,
        case when predicted_ltv >= 500 then 'high' when predicted_ltv >= 150 then 'medium' else 'low' end as ltv_band,
        case when churn_risk < 0.3 then 'low' when churn_risk < 0.6 then 'medium' else 'high' end as churn_band
      from customer_profiles
    ) p group by ltv_band, churn_band
    order by case ltv_band when 'high' then 0 when 'medium' then 1 else 2 end,
             case churn_band when 'low' then 0 when 'medium' then 1 else 2 end`)) as unknown as {
    rows: { ltv_band: string; churn_band: string; customers: number; avg_ltv: number; avg_churn: number }[];
  };
  const segments = result.rows.map((r) => ({
    ltvBand: r.ltv_band as 'high' | 'medium' | 'low',
    churnBand: r.churn_band as 'low' | 'medium' | 'high',
    customers: Number(r.customers),
    averageLtv: Math.round(Number(r.avg_ltv) * 100) / 100,
    averageChurnRisk: Math.round(Number(r.avg_churn) * 100) / 100,
  }));
  const profiles = segments.reduce((n, s) => n + s.customers, 0);
  const averageLtv = profiles
    ? Math.round((segments.reduce((n, s) => n + s.averageLtv * s.customers, 0) / profiles) * 100) / 100
    : 0;
  return { profiles, averageLtv, segments };
}
