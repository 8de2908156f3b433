import { describe, expect, it } from 'vitest';
import type { StoredForecast } from '../../../shared/forecast';
import { compareForecast, type DeliveryToDate, trackRecordOf, zeroFigures } from './forecast-comparison';

/** The arithmetic of issue 33's comparison and track record, on hand-made figures. */

const forecast = (figures: Partial<StoredForecast['figures']> = {}, days = 30): StoredForecast => ({
  madeAt: '2026-11-01T09:00:00.000Z',
  basis: 'benchmarks',
  days,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  figures: { spend: 3000, impressions: 300_000, clicks: 6000, conversions: 120, revenue: 9000, ...figures },
  calibration: { basis: 'benchmarks', channels: [] },
});

const delivery = (asOf: string | null, actual = zeroFigures(), deliveryDays = 0): DeliveryToDate => ({
  campaignId: 'c',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  asOf,
  deliveryDays,
  actual,
});

describe('compareForecast', () => {
  it('scales the forecast to the days elapsed and gives (actual − expected) / expected in percent', () => {
    const actual = { spend: 1000, impressions: 120_000, clicks: 1500, conversions: 30, revenue: 3000 };
    const answer = compareForecast(forecast(), delivery('2026-11-10', actual, 10));
    expect(answer).toMatchObject({ elapsedDays: 10, totalDays: 30 });
    expect(answer.expectedToDate).toEqual({
      spend: 1000,
      impressions: 100_000,
      clicks: 2000,
      conversions: 40,
      revenue: 3000,
    });
    expect(answer.error).toEqual({ spend: 0, impressions: 20, clicks: -25, conversions: -25, revenue: 0 });
  });

  it('never expects more than the whole forecast, when delivery runs past its days', () => {
    const answer = compareForecast(forecast({}, 20), delivery('2026-11-30'));
    expect(answer).toMatchObject({ elapsedDays: 30, totalDays: 20 });
    expect(answer.expectedToDate).toEqual(forecast().figures);
  });

  it('measures no error where nothing was expected: before any delivery, or a forecast of no conversions', () => {
    expect(compareForecast(forecast(), delivery(null)).error).toEqual({
      spend: null,
      impressions: null,
      clicks: null,
      conversions: null,
      revenue: null,
    });
    const none = compareForecast(forecast({ conversions: 0, revenue: 0 }), delivery('2026-11-05'));
    expect(none.error).toMatchObject({ conversions: null, revenue: null, spend: -100 });
  });

  it('without a forecast answers the actuals alone, over the campaign’s days', () => {
    const actual = { spend: 10, impressions: 1000, clicks: 10, conversions: 1, revenue: 50 };
    expect(compareForecast(null, delivery('2026-11-03', actual, 3))).toEqual({
      campaignId: 'c',
      forecast: null,
      elapsedDays: 3,
      totalDays: 30,
      expectedToDate: null,
      actualToDate: actual,
      error: null,
    });
  });
});

describe('trackRecordOf', () => {
  const measured = (conversions: number, deliveryDays = 10) => ({
    comparison: compareForecast(
      forecast(),
      delivery(
        '2026-11-10',
        { spend: 1000, impressions: 100_000, clicks: 2000, conversions, revenue: 3000 },
        deliveryDays,
      ),
    ),
    deliveryDays,
  });

  it('takes the median absolute error per figure over campaigns with a week of delivery', () => {
    // Conversions expected to date: 40. Errors +10 %, −30 %, +20 % → median 20; the 3-day one is left out.
    const record = trackRecordOf([measured(44), measured(28), measured(48), measured(400, 3)]);
    expect(record.campaigns).toBe(3);
    expect(record.figures.conversions).toEqual({ medianAbsoluteError: 20, campaigns: 3 });
    expect(record.figures.clicks).toEqual({ medianAbsoluteError: 0, campaigns: 3 });
    expect(record.summary).toBe(
      'Our forecasts for your campaigns were within 20 % on conversions, median of 3',
    );
    // An even count: the mean of the middle two (|+10|, |−30|, |+20|, |+5| → 15).
    expect(
      trackRecordOf([measured(44), measured(28), measured(48), measured(42)]).figures.conversions,
    ).toEqual({
      medianAbsoluteError: 15,
      campaigns: 4,
    });
  });

  it('names the next figure when no campaign was forecast any conversions', () => {
    const noConversions = {
      comparison: compareForecast(
        forecast({ conversions: 0, revenue: 0 }),
        delivery('2026-11-10', { ...zeroFigures(), spend: 1000, impressions: 100_000, clicks: 2200 }, 10),
      ),
      deliveryDays: 10,
    };
    const record = trackRecordOf([noConversions]);
    expect(record.figures.conversions).toEqual({ medianAbsoluteError: null, campaigns: 0 });
    expect(record.summary).toBe('Our forecasts for your campaigns were within 10 % on clicks, median of 1');
  });

  it('says there is no track record yet without a campaign to count', () => {
    const record = trackRecordOf([
      { comparison: compareForecast(null, delivery('2026-11-10')), deliveryDays: 10 },
    ]);
    expect(record).toMatchObject({ campaigns: 0 });
    expect(record.figures.spend).toEqual({ medianAbsoluteError: null, campaigns: 0 });
    expect(record.summary).toBe(
      'No track record yet: a forecast counts once its campaign has delivered for 7 days.',
    );
  });
});
