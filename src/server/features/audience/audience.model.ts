import {
  AGE_MAX,
  AGE_MIN,
  type AudiencePrediction,
  PREDICTION_RANGES,
  type TargetAudience,
} from '../../../shared/audience';
import { BUDGET_SPLIT, type Objective } from '../../../shared/campaigns';

/**
 * The wizard's audience model: deterministic, explainable arithmetic over published-style benchmarks.
 *
 * 1. Addressable audience = Σ internet users of the chosen countries × share of adults inside the age range
 *    (uniform over 18–65) × the union of the interest audiences (1 − Π(1 − share)).
 * 2. Cost per click = the countries' CPC benchmarks weighted by their users, adjusted for device.
 * 3. CTR = objective benchmark + interest lift + engagement and device adjustments.
 * 4. Conversion rate = objective benchmark + engagement + shopping-time coverage.
 * 5. Ad spend = 70 % of budget (SPEC §2 split); clicks = ad spend / CPC; impressions = clicks / CTR.
 * 6. Estimated reach grows with budget and campaign length (saturating) and with the addressable audience,
 *    inside the SPEC §9 range of 0.5M–2.5M people.
 * 7. Confidence grows with the information given (countries, interests, length, budget).
 * 8. Predicted ROI = (conversions × average order value − budget) / budget.
 *
 * Every figure is rounded for display and clamped to the SPEC §9 ranges.
 */

/** Internet users in millions (ITU/World Bank order of magnitude) and average search CPC in USD. */
const COUNTRY_BENCHMARKS: Record<string, { usersM: number; cpc: number }> = {
  'United States': { usersM: 311, cpc: 1.9 },
  Canada: { usersM: 36, cpc: 1.6 },
  'United Kingdom': { usersM: 65, cpc: 1.55 },
  Australia: { usersM: 25, cpc: 1.7 },
  Germany: { usersM: 78, cpc: 1.45 },
  France: { usersM: 58, cpc: 1.3 },
  Japan: { usersM: 102, cpc: 1.25 },
  Brazil: { usersM: 181, cpc: 0.7 },
  India: { usersM: 881, cpc: 0.5 },
  Mexico: { usersM: 100, cpc: 0.65 },
  Spain: { usersM: 44, cpc: 1.05 },
  Italy: { usersM: 51, cpc: 1.1 },
};

/** Share of online adults in each interest audience, CTR lift (percentage points) and average order value. */
export const INTEREST_BENCHMARKS: Record<string, { share: number; ctrLift: number; orderValue: number }> = {
  'E-commerce': { share: 0.45, ctrLift: 0.3, orderValue: 85 },
  Technology: { share: 0.32, ctrLift: 0.1, orderValue: 240 },
  Fashion: { share: 0.28, ctrLift: 0.4, orderValue: 95 },
  Fitness: { share: 0.22, ctrLift: 0.35, orderValue: 70 },
  Travel: { share: 0.26, ctrLift: 0.25, orderValue: 620 },
  'Food & Dining': { share: 0.38, ctrLift: 0.45, orderValue: 42 },
  'Home & Garden': { share: 0.24, ctrLift: 0.2, orderValue: 130 },
  Business: { share: 0.18, ctrLift: -0.1, orderValue: 380 },
  Education: { share: 0.2, ctrLift: 0.05, orderValue: 210 },
  Entertainment: { share: 0.4, ctrLift: 0.5, orderValue: 35 },
  Sports: { share: 0.3, ctrLift: 0.3, orderValue: 75 },
  Health: { share: 0.27, ctrLift: 0.15, orderValue: 90 },
};

const OBJECTIVE_BENCHMARKS: Record<Objective, { ctr: number; conversionRate: number }> = {
  awareness: { ctr: 2.2, conversionRate: 3.2 },
  traffic: { ctr: 3.4, conversionRate: 3.8 },
  conversion: { ctr: 3.0, conversionRate: 5.5 },
  retention: { ctr: 4.1, conversionRate: 6.4 },
};

const ENGAGEMENT_ADJUSTMENT = {
  low: { ctr: -0.3, conversion: -0.6 },
  medium: { ctr: 0.2, conversion: 0.2 },
  high: { ctr: 0.6, conversion: 0.8 },
} as const;
const DEVICE_ADJUSTMENT = {
  mobile: { ctr: 0.2, cpc: -0.1 },
  desktop: { ctr: -0.1, cpc: 0.15 },
  tablet: { ctr: 0, cpc: 0 },
} as const;

export interface AudienceModelInput {
  objective: Objective;
  budget: number;
  startDate: string;
  endDate: string;
  targetAudience: TargetAudience;
}

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const compact = (value: number) =>
  value >= 1e6
    ? `${round(value / 1e6, 1)}M`
    : value >= 1e3
      ? `${round(value / 1e3, 1)}K`
      : String(Math.round(value));

export function predictAudience(input: AudienceModelInput): AudiencePrediction {
  const { demographics, behavioral } = input.targetAudience;
  const [ageMin, ageMax] = demographics.ageRange;
  const countries = demographics.locations.map((name) => ({
    name,
    ...(COUNTRY_BENCHMARKS[name] ?? { usersM: 20, cpc: 1 }),
  }));
  const interests = demographics.interests.map((name) => ({
    name,
    ...(INTEREST_BENCHMARKS[name] ?? { share: 0.2, ctrLift: 0, orderValue: 80 }),
  }));
  const days = Math.max(
    1,
    Math.round((Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000) || 30,
  );

  // 1. Addressable audience.
  const onlineUsers = countries.reduce((sum, c) => sum + c.usersM * 1e6, 0);
  const ageShare = (ageMax - ageMin + 1) / (AGE_MAX - AGE_MIN + 1);
  const interestShare = 1 - interests.reduce((product, i) => product * (1 - i.share), 1);
  const addressable = onlineUsers * ageShare * interestShare;

  // 2. CPC weighted by audience size.
  const weightedCpc =
    countries.reduce((sum, c) => sum + c.cpc * c.usersM, 0) /
    Math.max(
      1,
      countries.reduce((s, c) => s + c.usersM, 0),
    );
  const costPerClick = clamp(
    weightedCpc + DEVICE_ADJUSTMENT[behavioral.devicePreference].cpc,
    PREDICTION_RANGES.costPerClick,
  );

  // 3–4. Rates.
  const objective = OBJECTIVE_BENCHMARKS[input.objective];
  const interestLift = interests.reduce((sum, i) => sum + i.ctrLift, 0) / interests.length;
  const expectedCTR = clamp(
    objective.ctr +
      interestLift +
      ENGAGEMENT_ADJUSTMENT[behavioral.engagementLevel].ctr +
      DEVICE_ADJUSTMENT[behavioral.devicePreference].ctr,
    PREDICTION_RANGES.expectedCTR,
  );
  const shoppingCoverage = Math.min(4, behavioral.shoppingTimes.length) * 0.15;
  const conversionRate = clamp(
    objective.conversionRate +
      ENGAGEMENT_ADJUSTMENT[behavioral.engagementLevel].conversion +
      shoppingCoverage,
    PREDICTION_RANGES.conversionRate,
  );

  // 5. Delivery from the ad-spend share of the budget.
  const adSpend = input.budget * BUDGET_SPLIT.adSpend;
  const clicks = adSpend / costPerClick;
  const conversions = clicks * (conversionRate / 100);

  // 6. Reach: saturating in effective budget (longer campaigns reach more people), scaled by audience depth.
  const effectiveBudget = input.budget * Math.sqrt(Math.min(days, 90) / 30);
  const saturation = 1 - Math.exp(-effectiveBudget / 60_000);
  const depth = 0.55 + 0.45 * Math.min(1, addressable / 150e6);
  const [reachMin, reachMax] = PREDICTION_RANGES.estimatedReach;
  const estimatedReach = clamp(
    reachMin + (reachMax - reachMin) * saturation * depth,
    PREDICTION_RANGES.estimatedReach,
  );

  // 7. Confidence from how much the model was told.
  const confidence = clamp(
    80 +
      (4 * Math.min(countries.length, 3)) / 3 +
      (5 * Math.min(interests.length, 4)) / 4 +
      (days >= 14 ? 4 : days >= 7 ? 2 : 0) +
      5 * Math.min(1, input.budget / 20_000) +
      (behavioral.shoppingTimes.length >= 2 ? 1 : 0),
    PREDICTION_RANGES.confidence,
  );

  // 8. ROI from conversions at the interests' average order value.
  const orderValue = interests.reduce((sum, i) => sum + i.orderValue, 0) / interests.length;
  const predictedRoi = ((conversions * orderValue - input.budget) / input.budget) * 100;

  return {
    estimatedReach: Math.round(estimatedReach),
    expectedCTR: round(expectedCTR, 2),
    costPerClick: round(costPerClick, 2),
    conversionRate: round(conversionRate, 2),
    confidence: Math.round(confidence),
    recommendations: recommendationsFor(input, {
      costPerClick,
      expectedCTR,
      clicks,
      adSpend,
      addressable,
      days,
      countries,
      interests,
    }),
    aiConfidence: round(confidence / 100, 2),
    predictedRoi: Math.round(predictedRoi),
    addressableAudience: Math.round(addressable),
  };
}

interface ModelFacts {
  costPerClick: number;
  expectedCTR: number;
  clicks: number;
  adSpend: number;
  addressable: number;
  days: number;
  countries: { name: string; cpc: number; usersM: number }[];
  interests: { name: string; ctrLift: number; orderValue: number }[];
}

/** 2–4 recommendations, each naming the inputs it is about. */
function recommendationsFor(input: AudienceModelInput, facts: ModelFacts): string[] {
  const { demographics, behavioral } = input.targetAudience;
  const tips: string[] = [
    `${money(facts.adSpend)} of ad spend (70% of ${money(input.budget)}) buys about ${compact(facts.clicks)} clicks at ~$${facts.costPerClick.toFixed(2)} CPC over ${facts.days} days.`,
  ];
  const best = [...facts.interests].sort((a, b) => b.ctrLift - a.ctrLift)[0];
  if (best && facts.interests.length > 1) {
    tips.push(
      `${best.name} is the most responsive of your interests (+${best.ctrLift.toFixed(2)} pt CTR): give it its own ad group and a larger share of budget.`,
    );
  }
  const priciest = [...facts.countries].sort((a, b) => b.cpc - a.cpc)[0];
  if (priciest && facts.countries.length > 1 && priciest.cpc > facts.costPerClick + 0.2) {
    tips.push(
      `Clicks in ${priciest.name} cost ~$${priciest.cpc.toFixed(2)}; bid separately there so cheaper markets are not starved.`,
    );
  }
  const [ageMin, ageMax] = demographics.ageRange;
  if (ageMax - ageMin >= 30) {
    tips.push(
      `An age range of ${ageMin}–${ageMax} is broad; split it into two bands to compare creative by age.`,
    );
  }
  if (behavioral.engagementLevel === 'low') {
    tips.push(
      'Low-engagement audiences respond to retargeting and short video; add a retargeting list of recent visitors.',
    );
  }
  if (behavioral.shoppingTimes.length === 1) {
    tips.push(
      `Only "${behavioral.shoppingTimes[0]}" is selected: schedule ads to that window but keep 15% of budget unscheduled to learn.`,
    );
  }
  if (facts.addressable < 2e6) {
    tips.push(
      `The addressable audience is small (~${compact(facts.addressable)} people): widen locations or interests to avoid ad fatigue.`,
    );
  }
  if (tips.length < 2) {
    tips.push(
      `${behavioral.devicePreference === 'mobile' ? 'Mobile-first' : `${behavioral.devicePreference[0]?.toUpperCase()}${behavioral.devicePreference.slice(1)}-first`} creative fits your device preference: keep headlines under 30 characters.`,
    );
  }
  return tips.slice(0, 4);
}
