import fc from 'fast-check';
import {
  AGE_MAX,
  AGE_MIN,
  type AudienceEstimate,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
  INTERESTS,
  LOCATIONS,
  SHOPPING_TIMES,
  type TargetAudience,
} from '../../../shared/audience';
import { OBJECTIVES } from '../../../shared/objectives';
import { mulberry32 } from '../../lib/random';
import type { AudienceModelInput } from './audience.model';

/**
 * Support for the audience model's property tests: wizard briefs as fast-check arbitraries (as the API accepts them)
 * and the rounding bounds of the figures an answer shows.
 */

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const someOf = <T>(items: readonly T[], maxLength: number) =>
  fc.uniqueArray(fc.constantFrom(...items), { minLength: 1, maxLength });

/** An audience: any ages, 1–4 locations and interests, any behaviour. */
export const targetAudienceArbitrary: fc.Arbitrary<TargetAudience> = fc.record({
  demographics: fc.record({
    ageRange: fc
      .tuple(fc.integer({ min: AGE_MIN, max: AGE_MAX }), fc.integer({ min: AGE_MIN, max: AGE_MAX }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
    locations: someOf(LOCATIONS, 4),
    interests: someOf(INTERESTS, 4),
  }),
  behavioral: fc.record({
    engagementLevel: fc.constantFrom(...ENGAGEMENT_LEVELS),
    devicePreference: fc.constantFrom(...DEVICE_PREFERENCES),
    shoppingTimes: someOf(SHOPPING_TIMES, 8),
  }),
});

/** A budget in cents from $100 to $1,000,000, log-uniform so small budgets are as common as large ones. */
export const budgetArbitrary = fc
  .double({ min: 2, max: 6, noNaN: true })
  .map((exponent) => Math.min(1_000_000, Math.max(100, Math.round(10 ** exponent * 100) / 100)));

/** A whole brief with `budget`: any objective, audience and a flight of 1–365 days. */
export const briefArbitrary = (budget: fc.Arbitrary<number> = budgetArbitrary) =>
  fc
    .record({
      objective: fc.constantFrom(...OBJECTIVES),
      budget,
      startOffset: fc.integer({ min: 0, max: 300 }),
      days: fc.integer({ min: 1, max: 365 }),
      targetAudience: targetAudienceArbitrary,
    })
    .map(({ startOffset, days, ...rest }): AudienceModelInput => {
      const startDate = addDays('2027-01-01', startOffset);
      return { ...rest, startDate, endDate: addDays(startDate, days) };
    });

/**
 * How far an answer's conversions may be from the unrounded model's at the same rates: half an impression (times
 * the rates) and half a cent of the two-decimal count.
 */
export const conversionsRounding = (p: AudienceEstimate) =>
  0.5 * (p.expectedCTR / 100) * (p.conversionRate / 100) + 0.005 + 1e-9;

/**
 * How far the shown ROI at `budget` may be from the unrounded model's, in percentage points (before its own
 * rounding to a whole percent): the conversions' rounding times the order value, over the budget.
 */
export const roiRounding = (p: AudienceEstimate, budget: number) =>
  (100 * p.assumptions.orderValue * conversionsRounding(p)) / budget;

/**
 * Varied requests: every objective, location, interest, device and engagement level appears (the i-th request starts
 * from the i-th of each list), budgets log-uniform over $100–$1,000,000 with cents, 1–365 days.
 */
export function generateAudienceRequests(count: number, seed: number): AudienceModelInput[] {
  // mulberry32 with a fixed seed: the generated requests are the same on every run.
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const some = <T>(items: readonly T[], first: T, max: number) => {
    const size = 1 + Math.floor(random() ** 2 * max);
    return [...new Set([first, ...Array.from({ length: size - 1 }, () => pick(items))])];
  };
  return Array.from({ length: count }, (_, i) => {
    const ageMin = 18 + Math.floor(random() * 48);
    const ageMax = ageMin + Math.floor(random() * (66 - ageMin));
    const days = 1 + Math.floor(random() * 365);
    const startDate = addDays('2027-01-01', Math.floor(random() * 300));
    return {
      objective: OBJECTIVES[i % OBJECTIVES.length] as AudienceModelInput['objective'],
      budget: Math.round(100 * 10_000 ** random() * 100) / 100,
      startDate,
      endDate: addDays(startDate, days),
      targetAudience: {
        demographics: {
          ageRange: [ageMin, ageMax],
          locations: some(LOCATIONS, LOCATIONS[i % LOCATIONS.length] as string, 5),
          interests: some(INTERESTS, INTERESTS[i % INTERESTS.length] as string, 5),
        },
        behavioral: {
          engagementLevel: ENGAGEMENT_LEVELS[i % ENGAGEMENT_LEVELS.length],
          devicePreference: DEVICE_PREFERENCES[(i + Math.floor(i / 3)) % DEVICE_PREFERENCES.length],
          shoppingTimes: some(SHOPPING_TIMES, SHOPPING_TIMES[i % SHOPPING_TIMES.length] as string, 8),
        },
      } as TargetAudience,
    };
  });
}
