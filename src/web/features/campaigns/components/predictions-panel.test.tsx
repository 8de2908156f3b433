import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AudienceEstimate } from '../../../../shared/audience';
import { DEFAULT_CURRENCY } from '../../../../shared/currency';
import { setDisplayCurrency } from '../../../lib/display-currency';
import { PREDICTION } from '../test/campaign-fixtures';
import { BLENDED_CALIBRATION, benchmarkCalibration, TRACK_RECORD } from '../test/forecast-fixtures';
import type { PredictionState } from '../wizard-draft';
import { PredictionsPanel } from './predictions-panel';

/** The server model's answer for $5,000 over 30 days (conversion; US and Germany; Technology and Travel). */
const ESTIMATE: AudienceEstimate = {
  estimatedReach: 387_441,
  impressions: 582_751,
  clicks: 5536,
  conversions: 147.81,
  expectedCTR: 0.95,
  costPerClick: 0.9,
  conversionRate: 2.67,
  confidence: 88,
  recommendations: ['Technology is the most responsive of your interests', 'Split the age range'],
  aiConfidence: 0.88,
  predictedRoi: 636,
  addressableAudience: 71_116_920,
  assumptions: {
    mediaBudget: 5000,
    cpm: 8.58,
    frequency: 1.5,
    population: 409_000_000,
    ageShare: 0.35,
    interestShare: 0.4968,
    orderValue: 249,
    campaignDays: 30,
    ctrFatigue: 1,
    ctrSaturation: 0.998,
    channelMix: [
      { channel: 'Google Display', share: 0.4, cpm: 2.83 },
      { channel: 'YouTube', share: 0.1, cpm: 8.49 },
      { channel: 'Meta', share: 0.5, cpm: 13.2 },
    ],
  },
  basis: 'benchmarks',
  calibration: benchmarkCalibration(),
  trackRecord: null,
};

/** The panel after an analysis has answered with `value`, as the wizard shows it beside a filled-in step. */
const panelFor = (value: PredictionState['value'], isEstimate = false) => (
  <PredictionsPanel predictions={{ value, isEstimate, inputKey: 'k' }} isAnalyzing={false} hasInput />
);

const disclosure = () => screen.getByRole('button', { name: 'How is this estimated?' });

describe('predictions panel, "How is this estimated?"', () => {
  it('is closed at first and opens to the arithmetic behind the figures', async () => {
    render(panelFor(ESTIMATE));
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How is this estimated?' })).not.toBeInTheDocument();

    await userEvent.click(disclosure());
    expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'How is this estimated?' });
    expect(disclosure()).toHaveAttribute('aria-controls', region.id);

    const step = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(step('Addressable audience')).toBe(
      '409M online users × 35.0% in the age range × 49.7% with the interests = 71,116,920 people',
    );
    expect(step('Impressions')).toBe(
      '$5,000 ÷ $8.58 CPM × 1,000 = 582,751. The CPM blends Google Display 40.0% at $2.83, YouTube 10.0% at $8.49, Meta 50.0% at $13.20 of the impressions.',
    );
    expect(step('Estimated reach')).toBe(
      '582,751 impressions ÷ 1.50 per person = 387,441 people, never more than the audience.',
    );
    expect(step('Clicks')).toBe('582,751 × 0.95% CTR = 5,536');
    expect(step('Cost per click')).toBe('$5,000 ÷ 5,536 clicks = $0.90');
    expect(step('Conversions')).toBe('582,751 impressions × 0.95% CTR × 2.67% conversion rate = 147.81');
    expect(step('Predicted ROI')).toBe(
      '(147.81 conversions × $249 average order − $5,000) ÷ $5,000 = +636.0%',
    );
    expect(within(region).getByText(/search ads are keyword-driven/)).toBeInTheDocument();
  });

  it('opens and closes from the keyboard', async () => {
    render(panelFor(ESTIMATE));
    await userEvent.tab();
    expect(disclosure()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'How is this estimated?' })).toBeVisible();
    await userEvent.keyboard(' ');
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How is this estimated?' })).not.toBeInTheDocument();
  });

  it('is not offered for predictions without the arithmetic (older campaigns, the browser fallback)', () => {
    const { rerender } = render(panelFor(PREDICTION));
    expect(screen.getByText('Estimated Reach')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How is this estimated?' })).not.toBeInTheDocument();

    const { impressions, clicks, conversions, assumptions, ...withoutArithmetic } = ESTIMATE;
    rerender(panelFor(withoutArithmetic, true));
    expect(screen.getByText(/rough estimates/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How is this estimated?' })).not.toBeInTheDocument();
  });
});

/** The server model's answer for $121 over 30 days (awareness; United States; 25–45; Technology): 0.53 conversions. */
const SMALL_BUDGET: AudienceEstimate = {
  ...ESTIMATE,
  estimatedReach: 11_048,
  impressions: 16_575,
  clicks: 96,
  conversions: 0.53,
  expectedCTR: 0.58,
  costPerClick: 1.26,
  conversionRate: 0.55,
  predictedRoi: -21,
  addressableAudience: 37_072_000,
  assumptions: {
    ...ESTIMATE.assumptions,
    mediaBudget: 121,
    cpm: 7.3,
    population: 331_000_000,
    interestShare: 0.32,
    orderValue: 180,
    ctrSaturation: 1,
  },
};

/** The steps of the open disclosure, by label. */
async function openSteps() {
  await userEvent.click(disclosure());
  const region = screen.getByRole('region', { name: 'How is this estimated?' });
  return (label: string) => within(region).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('predictions panel, the ROI sum (issue 30 item 4)', () => {
  /** Reads "(0.53 conversions × $180 average order − $121) ÷ $121 = −21.0%" back into numbers. */
  const readRoiSum = (text: string) => {
    const match = text.match(
      /^\(([\d,.]+) conversions × \$([\d,.]+) average order − \$([\d,.]+)\) ÷ \$([\d,.]+) = ([+-]?[\d.]+)%$/,
    );
    expect(match, text).not.toBeNull();
    const [conversions, orderValue, budget, divisor, roi] = (match ?? [])
      .slice(1)
      .map((value) => Number(value.replaceAll(',', '')));
    expect(divisor).toBe(budget);
    return { conversions, orderValue, budget, roi } as Record<string, number>;
  };

  it.each([
    ['$121', SMALL_BUDGET],
    ['$5,000', ESTIMATE],
  ])('shows figures at %s from which the ROI shown follows', async (_, estimate) => {
    render(panelFor(estimate));
    const step = await openSteps();
    const { conversions, orderValue, budget, roi } = readRoiSum(step('Predicted ROI'));
    expect(
      Math.round(
        (((conversions as number) * (orderValue as number) - (budget as number)) / (budget as number)) * 100,
      ),
    ).toBe(roi);
    // The conversions step ends in the same number the ROI uses.
    expect(step('Conversions').endsWith(`= ${step('Predicted ROI').match(/^\(([\d,.]+)/)?.[1]}`)).toBe(true);
  });

  it('writes the expected conversions of a small budget with decimals, not as one whole conversion', async () => {
    render(panelFor(SMALL_BUDGET));
    const step = await openSteps();
    expect(step('Conversions')).toBe('16,575 impressions × 0.58% CTR × 0.55% conversion rate = 0.53');
    expect(step('Predicted ROI')).toBe('(0.53 conversions × $180 average order − $121) ÷ $121 = -21.0%');
    expect(screen.getByText(/Conversions are an expected number kept to two decimals/)).toBeInTheDocument();
  });

  it('says why the CTR is lower once most of the audience is reached', async () => {
    render(
      panelFor({
        ...ESTIMATE,
        assumptions: { ...ESTIMATE.assumptions, ctrSaturation: 0.389, ctrFatigue: 0.9 },
      }),
    );
    const step = await openSteps();
    expect(step('Clicks')).toBe(
      '582,751 × 0.95% CTR = 5,536 (CTR lowered 61.1% because impressions repeated to people already reached respond less, and 10.0% for ad fatigue at this weekly frequency)',
    );
  });

  it('writes only the formula for an older stored estimate whose ROI did not use its whole conversions', async () => {
    const { ctrSaturation, ...olderAssumptions } = SMALL_BUDGET.assumptions;
    render(panelFor({ ...SMALL_BUDGET, conversions: 1, predictedRoi: -32, assumptions: olderAssumptions }));
    const step = await openSteps();
    expect(step('Conversions')).toBe('96 × 0.55% = 1');
    expect(step('Predicted ROI')).toBe('(expected conversions × $180 average order − $121) ÷ $121 = -32.0%');
    expect(screen.queryByText(/expected number kept to two decimals/)).not.toBeInTheDocument();
  });
});

/** The same estimate on rates calibrated on the workspace (issue 33): Meta its own, Google Display blended. */
const CALIBRATED: AudienceEstimate = {
  ...ESTIMATE,
  basis: 'blended',
  calibration: BLENDED_CALIBRATION,
  trackRecord: TRACK_RECORD,
};

describe('predictions panel, forecasts that learn from the workspace (issue 33)', () => {
  const rates = (channel: string) => screen.getByRole('table', { name: new RegExp(`^${channel}:`) });
  /** A rate's row as read out: its name, the rate used and the benchmark beside it. */
  const rateRow = (channel: string, rate: string) =>
    within(rates(channel))
      .getByRole('rowheader', { name: rate })
      .closest('tr')
      ?.textContent?.replace(/\s+/g, ' ');

  it('says which basis the forecast uses, beside it and in "How is this estimated?"', async () => {
    render(panelFor(CALIBRATED));
    expect(screen.getByText('Based on')).toHaveTextContent('Based on Your results + benchmarks');

    const region = await openRegion();
    expect(within(region).getByRole('heading', { name: /^Rates used/ })).toHaveTextContent(
      'Rates used Your results + benchmarks',
    );
    expect(region).toHaveTextContent(/^Rates used.*Blended: each channel with enough of your own delivery/);
  });

  it("lists each channel's CPM, CTR, conversion rate and order value with their source, sample and benchmark", async () => {
    render(panelFor(CALIBRATED));
    await openRegion();

    expect(rates('Meta')).toHaveAccessibleName('Meta: Your results · 84 days, 4 campaigns');
    expect(rates('Google Display')).toHaveAccessibleName(
      'Google Display: Blended: 64% your results · 21 days, 2 campaigns',
    );
    expect(rates('YouTube')).toHaveAccessibleName('YouTube: Benchmark · only 3 days, 1 campaign');

    // Column headers for screen readers: the rate, the one used, the benchmark.
    expect(
      within(rates('Meta'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rate', 'Used', 'Benchmark']);
    expect(rateRow('Meta', 'CPM')).toBe('CPM$18.40vs $13.20');
    expect(rateRow('Meta', 'CTR')).toBe('CTR1.21%vs 0.90%');
    expect(rateRow('Meta', 'Conversion rate')).toBe('Conversion rate3.10%vs 2.67%');
    expect(rateRow('Meta', 'Order value')).toBe('Order value$96.75vs $249');
    expect(rateRow('Google Display', 'CPM')).toBe('CPM$3.41vs $2.83');
    expect(rateRow('YouTube', 'CTR')).toBe('CTR0.65%vs 0.65%');
  });

  it('writes money in the workspace currency', async () => {
    setDisplayCurrency('EUR');
    try {
      render(panelFor(CALIBRATED));
      await openRegion();
      expect(rateRow('Meta', 'CPM')).toBe('CPM€18.40vs €13.20');
      expect(rateRow('Meta', 'Order value')).toBe('Order value€96.75vs €249');
    } finally {
      setDisplayCurrency(DEFAULT_CURRENCY);
    }
  });

  it('says when the forecast is on the benchmarks only, and why', async () => {
    render(panelFor(ESTIMATE));
    expect(screen.getByText('Based on')).toHaveTextContent('Based on Benchmarks');
    const region = await openRegion();
    expect(region).toHaveTextContent(
      'Public benchmarks: none of these channels has enough of your own delivery yet (at least 7 days of delivery from 1 campaign)',
    );
    expect(rates('Meta')).toHaveAccessibleName('Meta: Benchmark · no delivery yet');
    expect(rateRow('Meta', 'CPM')).toBe('CPM$13.20vs $13.20');
  });

  it('shows the track record beside the forecast when the workspace has one', () => {
    const { rerender } = render(panelFor(CALIBRATED));
    expect(
      screen.getByText('Our forecasts for your campaigns were within 18 % on conversions, median of 12.'),
    ).toHaveTextContent(/^Track record: Our forecasts/);

    rerender(panelFor(ESTIMATE));
    expect(screen.queryByText(/Track record:/)).not.toBeInTheDocument();
    rerender(panelFor({ ...CALIBRATED, trackRecord: { ...TRACK_RECORD, campaigns: 0 } }));
    expect(screen.queryByText(/Track record:/)).not.toBeInTheDocument();
  });

  it('shows neither for predictions made before forecasts were calibrated', () => {
    render(panelFor(PREDICTION));
    expect(screen.queryByText('Based on')).not.toBeInTheDocument();
    expect(screen.queryByText(/Track record:/)).not.toBeInTheDocument();
  });
});

async function openRegion() {
  await userEvent.click(disclosure());
  return screen.getByRole('region', { name: 'How is this estimated?' });
}
