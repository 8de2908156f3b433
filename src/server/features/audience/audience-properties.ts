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
