import type { TargetAudience } from '../../../shared/audience';
import {
  AGE_BANDS,
  AUDIENCE_DIMENSIONS,
  type AudienceDimension,
  type AudienceSection,
  type AudienceSegment,
  REPORT_MESSAGES,
} from '../../../shared/reports';
import type { CampaignFigures } from './report-campaigns';

type Delivery = Pick<CampaignFigures, 'impressions' | 'clicks' | 'conversions' | 'spend' | 'revenue'>;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The values of one dimension a campaign targeted (several for age bands, locations and interests). */
function targetedValues(audience: TargetAudience, dimension: AudienceDimension): string[] {
  switch (dimension) {
    case 'age': {
      const [min, max] = audience.demographics.ageRange;
      return AGE_BANDS.filter(([from, to]) => from <= max && to >= min).map(([from, to]) => `${from}–${to}`);
    }
    case 'location':
      return audience.demographics.locations;
    case 'interest':
      return audience.demographics.interests;
    case 'device':
      return [capitalise(audience.behavioral.devicePreference)];
    case 'engagement':
      return [capitalise(audience.behavioral.engagementLevel)];
  }
}

const EXCLUSIVE: Record<AudienceDimension, boolean> = {
  age: false,
  location: false,
  interest: false,
  device: true,
  engagement: true,
};

/**
 * Segments from what each campaign targeted, weighted by the delivery it got: a segment's figures are the sums
 * over the campaigns that targeted it. Nothing is known per person, and the notes say so.
 */
export function buildAudienceSection(input: {
  campaigns: CampaignFigures[];
  audiences: Map<string, TargetAudience | null>;
  profiles: Omit<AudienceSection['customerProfiles'], 'source' | 'note'>;
}): AudienceSection {
  const targeted = input.campaigns.flatMap((c) => {
    const audience = input.audiences.get(c.id);
    return audience ? [{ campaign: c, audience }] : [];
  });
  const totalImpressions = targeted.reduce((n, t) => n + t.campaign.impressions, 0);
  const dimensions = (Object.keys(AUDIENCE_DIMENSIONS) as AudienceDimension[]).map((key) => {
    const sums = new Map<string, Delivery & { campaigns: number }>();
    for (const { campaign, audience } of targeted) {
      for (const value of targetedValues(audience, key)) {
        const sum = sums.get(value) ?? {
          campaigns: 0,
          impressions: 0,
          clicks: 0,
          conversions: 0,
          spend: 0,
          revenue: 0,
        };
        sum.campaigns += 1;
        sum.impressions += campaign.impressions;
        sum.clicks += campaign.clicks;
        sum.conversions += campaign.conversions;
        sum.spend += campaign.spend;
        sum.revenue += campaign.revenue;
        sums.set(value, sum);
      }
    }
    const segments: AudienceSegment[] = [...sums].map(([value, s]) => ({
      value,
      ...s,
      spend: Math.round(s.spend * 100) / 100,
      revenue: Math.round(s.revenue * 100) / 100,
      roas: s.spend ? Math.round((s.revenue / s.spend) * 100) / 100 : 0,
      impressionShare: totalImpressions ? Math.round((s.impressions / totalImpressions) * 1000) / 10 : 0,
    }));
    // Age bands read best in age order; every other dimension biggest first.
    if (key !== 'age')
      segments.sort((a, b) => b.impressions - a.impressions || a.value.localeCompare(b.value));
    else segments.sort((a, b) => a.value.localeCompare(b.value));
    return { key, label: AUDIENCE_DIMENSIONS[key], isExclusive: EXCLUSIVE[key], segments };
  });
  const untargeted = input.campaigns.length - targeted.length;
  return {
    campaignsWithDelivery: input.campaigns.length,
    campaignsWithAudience: targeted.length,
    dimensions,
    notes: [
      REPORT_MESSAGES.audienceKnown,
      REPORT_MESSAGES.audienceOverlap,
      ...(untargeted > 0 ? [REPORT_MESSAGES.audienceUntargeted(untargeted)] : []),
    ],
    customerProfiles: {
      ...input.profiles,
      // Only the demo delivery simulator writes customer profiles; no ad platform sends customer-level data.
      source: input.profiles.profiles > 0 ? 'simulated' : 'none',
      note: input.profiles.profiles > 0 ? REPORT_MESSAGES.profilesSimulated : REPORT_MESSAGES.profilesNone,
    },
  };
}
