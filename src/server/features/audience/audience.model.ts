import {
  AGE_MAX,
  AGE_MIN,
  type AudienceChannel,
  type AudienceEstimate,
  type AudienceLocation,
  type Interest,
  SHOPPING_TIMES,
  type TargetAudience,
} from '../../../shared/audience';
import { campaignDurationDays, type Objective } from '../../../shared/campaigns';
import { DEFAULT_CURRENCY } from '../../../shared/currency';
import type { ForecastCalibration } from '../../../shared/forecast-rules';
import {
  type CampaignTerms,
  calibrationForCampaign,
  factorsOf,
  type RateFactors,
} from './audience-calibration';
import { recommendationsFor } from './audience-recommendations';
import {
  AD_FATIGUE,
  CHANNEL_BENCHMARKS,
  CHANNEL_MIX,
  DEVICE_FACTORS,
  ENGAGEMENT_FACTORS,
  INTEREST_BENCHMARKS,
  LINKEDIN_BUSINESS_SHARE,
  LOCATION_BENCHMARKS,
  MIN_FREQUENCY,
  OBJECTIVE_FACTORS,
  ONLINE_SHARE_AGED_18_TO_65,
  REPEAT_RESPONSE,
  SHOPPING_TIME_MAX_LIFT,
} from './benchmarks';

/**
 * The wizard's audience model: deterministic arithmetic over the benchmarks in benchmarks.ts (docs/ai.md "Audience
 * predictions"). The whole budget is media budget, delivered as audience-targeted impressions over a channel mix
 * chosen by objective.
 *
 * 1. Addressable audience A = internet users of the locations × age share × interest share (union of the interests).
 * 2. CPM = Σ channel share × channel US CPM × the locations' CPM index; impressions I = budget / CPM × 1000.
 * 3. Reach = A × (1 − exp(−I / (k × A))), k = MIN_FREQUENCY: never above I / k nor A, rising with budget.
 * 4. CTR = channel CTRs × interest, objective, engagement and device factors × ad fatigue, which falls as the weekly
 *    frequency rises, × saturation: impressions beyond the first k per person reached respond at REPEAT_RESPONSE,
 *    so as reach nears A extra budget buys repeats; clicks = I × CTR; CPC = budget / clicks.
 * 5. Conversion rate = channel rates weighted by clicks × objective, engagement, device and shopping-time factors;
 *    conversions = I × CTR × rate, kept to two decimals (an expected count: 0.68, not 1).
 * 6. ROI = (conversions × average order value − budget) / budget with the reported conversions: falls once the
 *    audience saturates or fatigue sets in.
 *
 * Counts and rates are derived from the rounded figures the answer reports, so the rules hold on what is shown.
 *
 * With a workspace calibration (workspace-calibration.ts; docs/ai.md "Forecast calibration") each channel's CPM, CTR,
 * conversion rate and order value are the benchmark's × the channel's calibrated factor; without one, or with every
 * weight 0, the factors are 1 and the figures are the benchmark forecast exactly.
 */

/** The delivery simulator (src/server/jobs/metrics-simulator.ts) values orders from the same table. */
export { INTEREST_BENCHMARKS } from './benchmarks';

export interface AudienceModelInput {
  objective: Objective;
  budget: number;
  startDate: string;
  endDate: string;
  targetAudience: TargetAudience;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Impression shares per channel: the objective's mix, with LinkedIn for the Business part of the interests. */
function channelMixFor(
  objective: Objective,
  interests: Interest[],
): { channel: AudienceChannel; share: number }[] {
  const linkedIn = interests.includes('Business') ? LINKEDIN_BUSINESS_SHARE / interests.length : 0;
  const mix = Object.entries(CHANNEL_MIX[objective]).map(([channel, share]) => ({
    channel: channel as AudienceChannel,
    share: (share as number) * (1 - linkedIn),
  }));
  return linkedIn > 0 ? [...mix, { channel: 'LinkedIn', share: linkedIn }] : mix;
}

/** Ad fatigue multiplier on CTR for a weekly frequency (benchmarks.ts AD_FATIGUE). */
function fatigueAt(weeklyFrequency: number): number {
  const excess = Math.max(0, weeklyFrequency - AD_FATIGUE.comfortableWeekly);
  return AD_FATIGUE.floor + (1 - AD_FATIGUE.floor) / (1 + AD_FATIGUE.decay * excess);
}

/**
 * Share of impressions I on audience A that are among the first k of the person they reach: k × reach / I =
 * (1 − exp(−x)) / x with x = I / (k × A); 1 for small budgets, falling towards k × A / I as reach nears A.
 */
function firstImpressionShare(impressions: number, addressable: number): number {
  const x = impressions / (MIN_FREQUENCY * addressable);
  return x < 1e-9 ? 1 : -Math.expm1(-x) / x;
}

/** Frequency I / reach for impressions I on audience A (the reach curve of step 3). */
function frequencyAt(impressions: number, addressable: number): number {
  const x = impressions / (MIN_FREQUENCY * addressable);
  return x < 1e-9 ? MIN_FREQUENCY : (MIN_FREQUENCY * x) / -Math.expm1(-x);
}

/** The impressions at which the frequency reaches `frequency` (inverse of frequencyAt, by bisection). */
function impressionsForFrequency(frequency: number, addressable: number): number {
  if (frequency <= MIN_FREQUENCY) return 0;
  let low = 0;
  let high = 1;
  while (frequencyAt(high * MIN_FREQUENCY * addressable, addressable) < frequency) high *= 2;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (frequencyAt(mid * MIN_FREQUENCY * addressable, addressable) < frequency) low = mid;
    else high = mid;
  }
  return high * MIN_FREQUENCY * addressable;
}

/**
 * The estimate for `input`; the recommendations write amounts in `currency` (the workspace's). `calibration`: the
 * workspace's rates (workspaceCalibration), none for the benchmarks alone. `trackRecord` is left to the route.
 */
export function predictAudience(
  input: AudienceModelInput,
  currency = DEFAULT_CURRENCY,
  calibration?: ForecastCalibration | null,
): AudienceEstimate {
  const { budget } = input;
  const delivery = deliveryFor(input, factorsOf(calibration));
  const { days, addressable, cpm, cpmIndex, impressions, estimatedReach, mix } = delivery;
  const response = responseTo(input, delivery);
  const { clicks, costPerClick, ctrFatigue, ctrSaturation, orderValue, predictedRoi } = response;
  const confidence = confidenceFor(delivery, response);
  const forecastCalibration = calibrationForCampaign(
    delivery.mix.map((c) => c.channel),
    { cpmIndex: delivery.cpmIndex, ...response.terms },
    calibration,
  );

  const saturationImpressions = impressionsForFrequency(
    (AD_FATIGUE.comfortableWeekly * Math.max(7, days)) / 7,
    addressable,
  );

  return {
    estimatedReach,
    impressions,
    clicks,
    conversions: response.conversions,
    expectedCTR: response.expectedCTR,
    costPerClick,
    conversionRate: response.conversionRate,
    confidence,
    recommendations: recommendationsFor(
      input,
      {
        days,
        locations: delivery.locations,
        interests: delivery.interests,
        cpm,
        cpmIndex,
        impressions,
        estimatedReach,
        clicks,
        costPerClick,
        ctrFatigue,
        ctrSaturation,
        reachShare: estimatedReach / addressable,
        weeklyFrequency: delivery.weeklyFrequency,
        saturationBudget: (saturationImpressions * cpm) / 1000,
        addressable,
        orderValue,
        predictedRoi,
        mix: mix.map((c) => ({ channel: c.channel, share: c.share })),
      },
      currency,
    ),
    aiConfidence: round(confidence / 100, 2),
    predictedRoi,
    addressableAudience: Math.round(addressable),
    assumptions: {
      mediaBudget: budget,
      cpm,
      frequency: round(impressions / estimatedReach, 2),
      population: delivery.population,
      ageShare: delivery.ageShare,
      interestShare: delivery.interestShare,
      orderValue,
      campaignDays: days,
      ctrFatigue: round(ctrFatigue, 3),
      ctrSaturation: round(ctrSaturation, 3),
      channelMix: mix.map((c) => ({
        channel: c.channel,
        share: round(c.share, 3),
        cpm: round(c.rates.cpm * cpmIndex, 2),
      })),
    },
    basis: forecastCalibration.basis,
    calibration: forecastCalibration,
    trackRecord: null,
  };
}

/**
 * What the model multiplies each channel's benchmarks by for this campaign, on the benchmarks alone: the location
 * CPM index; interest, objective, engagement, device factors × ad fatigue × saturation on CTR; objective,
 * engagement, device and shopping-time factors on the conversion rate; and its order value. The workspace
 * calibration compares a past campaign's delivery with its channels' benchmarks × these.
 */
export function campaignFactors(input: AudienceModelInput): CampaignTerms {
  const delivery = deliveryFor(input, factorsOf(null));
  const { terms, ctrFatigue, ctrSaturation } = responseTo(input, delivery);
  return { ...terms, cpmIndex: delivery.cpmIndex, ctr: terms.ctr * ctrFatigue * ctrSaturation };
}

/** Who can be reached and how often the budget reaches them (steps 1–3), at the channels' calibrated rates. */
function deliveryFor(input: AudienceModelInput, factors: Record<AudienceChannel, RateFactors>) {
  const { demographics } = input.targetAudience;
  const { budget } = input;
  const days = Math.max(1, campaignDurationDays(input.startDate, input.endDate) ?? 30);
  const locations = [...new Set(demographics.locations)] as AudienceLocation[];
  const interests = [...new Set(demographics.interests)] as Interest[];

  // 1. Addressable audience, from the rounded shares the answer reports.
  const population = sum(locations.map((name) => LOCATION_BENCHMARKS[name].internetUsers));
  const [ageMin, ageMax] = demographics.ageRange;
  const ageShare = round((ONLINE_SHARE_AGED_18_TO_65 * (ageMax - ageMin + 1)) / (AGE_MAX - AGE_MIN + 1), 4);
  const interestShare = round(
    1 - interests.reduce((rest, name) => rest * (1 - INTEREST_BENCHMARKS[name].audienceShare), 1),
    4,
  );
  const addressable = population * ageShare * interestShare;

  // 2. CPM and impressions. Impressions spread over the locations like their audiences (shares are alike per
  // location), so the location index is the user-weighted mean.
  const cpmIndex =
    sum(
      locations.map((name) => LOCATION_BENCHMARKS[name].cpmIndex * LOCATION_BENCHMARKS[name].internetUsers),
    ) / population;
  const mix = channelMixFor(input.objective, interests).map((entry) => {
    const benchmark = CHANNEL_BENCHMARKS[entry.channel];
    const factor = factors[entry.channel];
    return {
      ...entry,
      factor,
      rates: {
        cpm: benchmark.cpm * factor.cpm,
        ctr: benchmark.ctr * factor.ctr,
        conversionRate: benchmark.conversionRate * factor.conversionRate,
      },
    };
  });
  const cpm = round(sum(mix.map((c) => c.share * c.rates.cpm)) * cpmIndex, 2);
  const impressions = Math.round((budget / cpm) * 1000);

  // 3. Reach curve.
  const reach = addressable * -Math.expm1(-impressions / (MIN_FREQUENCY * addressable));
  const estimatedReach = Math.max(1, Math.round(reach));
  const frequency = impressions / reach;
  const weeklyFrequency = (frequency * 7) / Math.max(7, days);

  return {
    days,
    locations,
    interests,
    population,
    ageShare,
    interestShare,
    addressable,
    cpmIndex,
    mix,
    cpm,
    impressions,
    estimatedReach,
    weeklyFrequency,
  };
}
type Delivery = ReturnType<typeof deliveryFor>;

/** How the people reached respond: clicks, conversions and the return on the budget (steps 4–6). */
function responseTo(input: AudienceModelInput, delivery: Delivery) {
  const { behavioral } = input.targetAudience;
  const { budget } = input;
  const { interests, mix, weeklyFrequency, impressions, addressable, locations, population } = delivery;
  const objective = OBJECTIVE_FACTORS[input.objective];
  const engagement = ENGAGEMENT_FACTORS[behavioral.engagementLevel];
  const device = DEVICE_FACTORS[behavioral.devicePreference];

  // 4. Click-through rate with ad fatigue and saturation; clicks from the reported rate.
  const interestWeights = interests.map((name) => INTEREST_BENCHMARKS[name]);
  const interestWeight = sum(interestWeights.map((i) => i.audienceShare));
  const interestCtr = sum(interestWeights.map((i) => i.ctrFactor * i.audienceShare)) / interestWeight;
  const channelCtr = sum(mix.map((c) => c.share * c.rates.ctr));
  const ctrFatigue = fatigueAt(weeklyFrequency);
  const ctrSaturation =
    REPEAT_RESPONSE + (1 - REPEAT_RESPONSE) * firstImpressionShare(impressions, addressable);
  const expectedCTR = Math.max(
    0.01,
    round(
      channelCtr * interestCtr * objective.ctr * engagement.ctr * device.ctr * ctrFatigue * ctrSaturation,
      2,
    ),
  );
  const clicks = Math.max(1, Math.round((impressions * expectedCTR) / 100));
  const costPerClick = round(budget / clicks, 2);

  // 5. Conversion rate: the channels' rates weighted by the clicks each brings.
  const conversionsBy = mix.map((c) => c.share * c.rates.ctr * c.rates.conversionRate);
  const channelConversionRate = sum(conversionsBy) / channelCtr;
  const shoppingTimes = new Set(behavioral.shoppingTimes).size;
  const shoppingLift =
    1 + (SHOPPING_TIME_MAX_LIFT * (SHOPPING_TIMES.length - shoppingTimes)) / (SHOPPING_TIMES.length - 1);
  const conversionRate = round(
    channelConversionRate *
      objective.conversionRate *
      engagement.conversionRate *
      device.conversionRate *
      shoppingLift,
    2,
  );
  // An expected count with the decimals ROI uses: a whole count would make $121 show 1 conversion for 0.68.
  // From the impressions rather than the rounded clicks, so that ROI does not jump with their rounding.
  const conversions = round((impressions * expectedCTR * conversionRate) / 10_000, 2);

  // 6. ROI from the figures the answer shows (conversions, order value, budget), so the wizard's sum adds up.
  // Conversions come from the locations in proportion to their users, like the impressions.
  const orderValueIndex =
    sum(
      locations.map(
        (name) => LOCATION_BENCHMARKS[name].orderValueIndex * LOCATION_BENCHMARKS[name].internetUsers,
      ),
    ) / population;
  const benchmarkOrderValue =
    (sum(interestWeights.map((i) => i.orderValue * i.audienceShare)) / interestWeight) * orderValueIndex;
  // Each channel's orders at its calibrated value, weighted by the conversions it brings (exactly 1 uncalibrated).
  const orderValueFactor =
    sum(mix.map((c, i) => (conversionsBy[i] as number) * c.factor.orderValue)) / sum(conversionsBy);
  const orderValueExact = benchmarkOrderValue * orderValueFactor;
  // Rounded as the wizard shows money: cents below $100, whole dollars above.
  const orderValue = orderValueExact < 100 ? round(orderValueExact, 2) : Math.round(orderValueExact);
  // `|| 0`: a ROI just under zero rounds to −0, which JSON writes as 0.
  const predictedRoi = Math.round(((conversions * orderValue - budget) / budget) * 100) || 0;

  return {
    // The factors of steps 4–6 common to every channel, for the calibration (before fatigue and saturation).
    terms: {
      ctr: interestCtr * objective.ctr * engagement.ctr * device.ctr,
      conversionRate:
        objective.conversionRate * engagement.conversionRate * device.conversionRate * shoppingLift,
      orderValue: benchmarkOrderValue,
    },
    ctrFatigue,
    ctrSaturation,
    expectedCTR,
    clicks,
    costPerClick,
    conversionRate,
    conversions,
    orderValue,
    predictedRoi,
  };
}

/**
 * Confidence: lower where the model extrapolates (heavy fatigue, benchmarks carried from the US by an index, few
 * clicks, very short flights).
 */
function confidenceFor(delivery: Delivery, response: ReturnType<typeof responseTo>): number {
  const { locations, population, days } = delivery;
  const { ctrFatigue, clicks } = response;
  const fatigueDepth = (1 - ctrFatigue) / (1 - AD_FATIGUE.floor);
  const nonUsShare =
    1 -
    (locations.includes('United States')
      ? LOCATION_BENCHMARKS['United States'].internetUsers / population
      : 0);
  return Math.round(
    Math.min(
      95,
      Math.max(50, 90 - 20 * fatigueDepth - 8 * nonUsShare - (clicks < 100 ? 6 : 0) - (days < 7 ? 4 : 0)),
    ),
  );
}
