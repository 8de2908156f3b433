import type { AudienceChannel, AudienceLocation, Interest } from '../../../shared/audience';
import { OBJECTIVE_LABELS } from '../../../shared/campaigns';
import { formatMoney } from '../../../shared/currency';
import type { AudienceModelInput } from './audience.model';
import { INTEREST_BENCHMARKS, LOCATION_BENCHMARKS } from './benchmarks';

/** The audience model's advice (audience.model.ts): what the figures mean for the inputs, in plain sentences. */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const compact = (value: number) =>
  value >= 1e9
    ? `${round(value / 1e9, 1)}B`
    : value >= 1e6
      ? `${round(value / 1e6, 1)}M`
      : value >= 1e3
        ? `${round(value / 1e3, 1)}K`
        : String(Math.round(value));
const percent = (value: number) => `${Math.round(value * 100)}%`;
const listOf = (names: string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The model's figures the recommendations quote. */
export interface ModelFacts {
  days: number;
  locations: AudienceLocation[];
  interests: Interest[];
  cpm: number;
  cpmIndex: number;
  impressions: number;
  estimatedReach: number;
  clicks: number;
  costPerClick: number;
  ctrFatigue: number;
  /** CTR multiplier for impressions repeated to people already reached (audience.model.ts step 4). */
  ctrSaturation: number;
  /** Reach ÷ addressable audience. */
  reachShare: number;
  weeklyFrequency: number;
  saturationBudget: number;
  addressable: number;
  orderValue: number;
  predictedRoi: number;
  mix: { channel: AudienceChannel; share: number }[];
}

/**
 * 2–4 recommendations, most important first, each naming the inputs it is about; amounts in the workspace
 * `currency` (cents below 100 units).
 */
export function recommendationsFor(input: AudienceModelInput, facts: ModelFacts, currency: string): string[] {
  const money = (value: number) => formatMoney(value, currency);
  const { demographics, behavioral } = input.targetAudience;
  const [ageMin, ageMax] = demographics.ageRange;
  const mixText = facts.mix.map((c) => `${c.channel} ${percent(c.share)}`).join(', ');
  const tips: string[] = [
    `${money(input.budget)} over ${facts.days} ${facts.days === 1 ? 'day' : 'days'} buys about ${compact(facts.impressions)} impressions at a ${money(facts.cpm)} CPM (${mixText}): about ${compact(facts.estimatedReach)} people reached and ${compact(facts.clicks)} clicks at ${money(facts.costPerClick)} each.`,
  ];

  if (facts.ctrFatigue < 0.95) {
    tips.push(
      `At ${money(input.budget)} over ${facts.days} days the ${ageMin}–${ageMax} ${listOf(facts.interests)} audience in ${listOf(facts.locations)} would see the ads about ${facts.weeklyFrequency.toFixed(1)} times a week, cutting the click-through rate by ${percent(1 - facts.ctrFatigue)}: beyond about ${money(facts.saturationBudget)} widen the locations or interests, or run the campaign longer.`,
    );
  }

  if (facts.ctrSaturation < 0.9) {
    tips.push(
      `${money(input.budget)} reaches about ${percent(facts.reachShare)} of the ${compact(facts.addressable)} people in the audience: most impressions show the ads again to people already reached, so the click-through rate is ${percent(1 - facts.ctrSaturation)} lower than if each reached someone new. Add locations or interests before raising the budget.`,
    );
  }

  if (facts.predictedRoi < 0) {
    tips.push(
      input.objective === 'awareness'
        ? `${OBJECTIVE_LABELS[input.objective]} is judged on reach (${compact(facts.estimatedReach)} people): the predicted ROI of ${facts.predictedRoi}% counts only direct orders worth about ${money(facts.orderValue)} each.`
        : `Orders from ${listOf(facts.interests)} are worth about ${money(facts.orderValue)} each, so the predicted ROI is ${facts.predictedRoi}%: retarget recent visitors or raise the order value with bundles before scaling the budget.`,
    );
  }

  if (facts.interests.length > 1) {
    const best = [...facts.interests].sort(
      (a, b) => INTEREST_BENCHMARKS[b].ctrFactor - INTEREST_BENCHMARKS[a].ctrFactor,
    )[0] as Interest;
    tips.push(
      `${best} is the most responsive of your interests (CTR ${INTEREST_BENCHMARKS[best].ctrFactor.toFixed(2)}× the average): give it its own ad set to see what it earns.`,
    );
  }

  if (facts.locations.length > 1) {
    const byIndex = [...facts.locations].sort(
      (a, b) => LOCATION_BENCHMARKS[b].cpmIndex - LOCATION_BENCHMARKS[a].cpmIndex,
    );
    const priciest = byIndex[0] as AudienceLocation;
    const cheapest = byIndex.at(-1) as AudienceLocation;
    const ratio = LOCATION_BENCHMARKS[priciest].cpmIndex / LOCATION_BENCHMARKS[cheapest].cpmIndex;
    if (ratio >= 1.5) {
      const cpmIn = (name: AudienceLocation) =>
        money((facts.cpm / facts.cpmIndex) * LOCATION_BENCHMARKS[name].cpmIndex);
      tips.push(
        `Impressions in ${priciest} cost about ${cpmIn(priciest)} per thousand against ${cpmIn(cheapest)} in ${cheapest}: budget each country separately so the cheaper market does not take all the delivery.`,
      );
    }
  }

  if (facts.addressable < 1e6) {
    tips.push(
      `The addressable audience is small (about ${compact(facts.addressable)} people aged ${ageMin}–${ageMax}): add locations or interests before raising the budget.`,
    );
  }
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
      `Only "${behavioral.shoppingTimes[0]}" is selected: schedule ads to that window, which the estimate credits with a higher conversion rate.`,
    );
  }
  if (tips.length < 2) {
    const device = behavioral.devicePreference;
    tips.push(
      `${device[0]?.toUpperCase()}${device.slice(1)}-first creative fits your device preference: keep headlines under 30 characters and test two variants in the first week.`,
    );
  }
  return tips.slice(0, 4);
}
