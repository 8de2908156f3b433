import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AudienceEstimate } from '../../../shared/audience';
import { type AudienceModelInput, predictAudience } from './audience.model';
import { briefArbitrary, conversionsRounding, roiRounding } from './audience-properties';

/**
 * Issue 30 item 17: once the budget reaches most of the audience, extra budget buys frequency, not new people, so
 * the predicted ROI must fall (docs/ai.md "Diminishing returns").
 */

const reachShare = (p: AudienceEstimate) => p.estimatedReach / p.addressableAudience;

/** The budget at which the brief first reaches `share` of its audience (reach rises with budget: bisection). */
function budgetReaching(brief: AudienceModelInput, share: number): number {
  const reaches = (budget: number) => reachShare(predictAudience({ ...brief, budget })) >= share;
  let low = 100;
  let high = 200;
  while (!reaches(high)) high *= 2;
  for (let i = 0; i < 40 && high - low > 0.01; i += 1) {
    const mid = (low + high) / 2;
    if (reaches(mid)) high = mid;
    else low = mid;
  }
  return high;
}

describe('audience model: diminishing returns as the audience saturates', () => {
  it('lowers the ROI of Germany, Fitness, 90 days when 100× the budget reaches the whole audience', () => {
    const brief: AudienceModelInput = {
      objective: 'conversion',
      budget: 4488,
      startDate: '2027-03-01',
      endDate: '2027-05-30',
      targetAudience: {
        demographics: { ageRange: [25, 45], locations: ['Germany'], interests: ['Fitness'] },
        behavioral: { engagementLevel: 'medium', devicePreference: 'mobile', shoppingTimes: ['Weekends'] },
      },
    };
    const small = predictAudience(brief);
    const large = predictAudience({ ...brief, budget: 448_776 });
    expect(reachShare(large)).toBeGreaterThan(0.99);
    expect(large.predictedRoi).toBeLessThan(small.predictedRoi - 50);
    expect(large.assumptions.ctrSaturation).toBeLessThan(0.5);
    // Conversions per dollar fall: 100× the budget buys far fewer than 100× the conversions.
    expect(large.conversions).toBeLessThan(small.conversions * 50);
    expect(large.recommendations.join(' ')).toMatch(/show the ads again to people already reached/);
  });

  it('never raises ROI past half the audience; lowers conversions per dollar beyond 90 % and ROI at 100×', () => {
    fc.assert(
      fc.property(
        briefArbitrary(fc.constant(100)),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (brief, a, b) => {
          const half = budgetReaching(brief, 0.5);
          const [lower, higher] = [Math.min(a, b) * half, Math.max(a, b) * half];
          const before = predictAudience({ ...brief, budget: lower });
          const after = predictAudience({ ...brief, budget: higher });
          const label = JSON.stringify({ brief, lower, higher });
          expect(reachShare(before), label).toBeGreaterThanOrEqual(0.5);
          expect(after.predictedRoi, label).toBeLessThanOrEqual(
            before.predictedRoi + 1 + roiRounding(before, lower) + roiRounding(after, higher),
          );

          const ninety = budgetReaching(brief, 0.9);
          const atNinety = predictAudience({ ...brief, budget: ninety });
          // Twice the budget reaches at most the last tenth: each extra dollar buys mostly repeats.
          const doubled = predictAudience({ ...brief, budget: 2 * ninety });
          expect((doubled.conversions + conversionsRounding(doubled)) / (2 * ninety), label).toBeLessThan(
            (atNinety.conversions - conversionsRounding(atNinety)) / ninety,
          );
          const beyond = predictAudience({ ...brief, budget: 100 * ninety });
          expect(beyond.predictedRoi, label).toBeLessThan(
            atNinety.predictedRoi - 1 - roiRounding(atNinety, ninety),
          );
        },
      ),
      { numRuns: 120, seed: 30_17 },
    );
  });
});
