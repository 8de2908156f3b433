import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import { formatCalendarDayMonth } from '../../../../shared/locale';
import { detectAnomalies } from './anomalies';
import { anomalyFindings } from './anomaly-findings';
import { selectEpisodes } from './episode-families';
import { buildContext, campaignData, type DayRow } from './insights-engine';
import type { CampaignRow } from './types';

const LAST = '2026-03-31';
const CHANNELS = ['Google Search', 'Meta', 'YouTube', 'Email'];
const campaign = {
  id: 'c1',
  userId: 'u1',
  name: 'Spring Sale',
  budget: '60000',
  status: 'active',
  startDate: addDays(LAST, -59),
  endDate: addDays(LAST, 30),
  objective: 'conversion',
  optimizationHistory: [],
} as unknown as CampaignRow;

/** Deterministic noise (a fixed pseudo-random sequence), weekly pattern, 56 days on four channels. */
function series(shock: (date: string, channel: string) => number = () => 1): DayRow[] {
  let state = 7;
  const noise = () => {
    state = (state * 48271) % 2147483647;
    return (state / 2147483647 - 0.5) * 0.3;
  };
  const rows: DayRow[] = [];
  for (let i = 55; i >= 0; i -= 1) {
    const date = addDays(LAST, -i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const season = weekday === 0 || weekday === 6 ? 0.75 : 1.1;
    for (const channel of CHANNELS) {
      const f = season * Math.exp(noise()) * shock(date, channel);
      const impressions = Math.round(20_000 * f);
      const clicks = Math.round(impressions * 0.02 * Math.exp(noise() / 3));
      const conversions = Math.round(clicks * 0.05 * Math.exp(noise() / 2));
      rows.push({
        campaignId: 'c1',
        date,
        channel,
        impressions,
        clicks,
        conversions,
        spend: Math.round(300 * f * 100) / 100,
        revenue: Math.round(conversions * 80 * 100) / 100,
      });
    }
  }
  return rows;
}

const ctx = buildContext(addDays(LAST, -55), LAST);
const run = (rows: DayRow[]) => {
  const data = campaignData(campaign, rows, ctx, { spend: 1, days: 56 });
  const { episodes } = detectAnomalies(data, ctx);
  return anomalyFindings(
    data,
    ctx,
    selectEpisodes(episodes, () => false),
  );
};

describe('anomaly detector', () => {
  it('stays silent on a clean series with a weekly pattern', () => {
    expect(run(series())).toEqual([]);
  });

  it('finds a two-day spend spike on one channel, on that channel, with its evidence', () => {
    const spiked = series((date, channel) =>
      channel === 'Meta' && date >= addDays(LAST, -10) && date <= addDays(LAST, -9) ? 2.2 : 1,
    );
    const found = run(spiked);
    const volume = found.filter(
      (f) => f.kind === 'anomaly' && ['spend', 'impressions', 'clicks'].includes(f.data.metric),
    );
    expect(volume).toHaveLength(1);
    expect(volume[0]?.data).toMatchObject({
      kind: 'anomaly',
      channel: 'Meta',
      direction: 'up',
      firstDate: addDays(LAST, -10),
      lastDate: addDays(LAST, -9),
    });
    expect(volume[0]?.ended).toBe(true);
    expect(volume[0]?.title).toMatch(/ spike on Meta — Spring Sale: .* expected, 2 days$/);
  });

  it('writes the days of a finding in the workspace locale', () => {
    const spiked = series((date, channel) =>
      channel === 'Meta' && date >= addDays(LAST, -10) && date <= addDays(LAST, -9) ? 2.2 : 1,
    );
    const inLocale = (locale: string) => {
      const british = buildContext(addDays(LAST, -55), LAST, 'USD', locale);
      const data = campaignData(campaign, spiked, british, { spend: 1, days: 56 });
      const found = anomalyFindings(
        data,
        british,
        selectEpisodes(detectAnomalies(data, british).episodes, () => false),
      );
      return (
        found.find((f) => f.kind === 'anomaly' && ['spend', 'impressions', 'clicks'].includes(f.data.metric))
          ?.description ?? ''
      );
    };
    const [first, last] = [addDays(LAST, -10), addDays(LAST, -9)];
    expect(inLocale('en-US')).toContain(
      `from ${formatCalendarDayMonth(first, 'en-US')} to ${formatCalendarDayMonth(last, 'en-US')}`,
    );
    expect(inLocale('en-GB')).toContain(
      `from ${formatCalendarDayMonth(first, 'en-GB')} to ${formatCalendarDayMonth(last, 'en-GB')}`,
    );
    expect(formatCalendarDayMonth(first, 'en-GB')).not.toBe(formatCalendarDayMonth(first, 'en-US'));
  });

  it('reports a stop on every channel once, on the campaign, as delivery stopped', () => {
    const stopped = series((date) => (date >= addDays(LAST, -2) ? 0 : 1));
    const [stop, ...rest] = run(stopped);
    expect(rest).toEqual([]);
    expect(stop?.data).toMatchObject({
      metric: 'spend',
      channel: null,
      direction: 'down',
      event: 'delivery_stopped',
    });
    expect(stop?.ended).toBe(false);
    expect(stop?.title).toMatch(/^Delivery stopped on Spring Sale: \$0 spend vs \$[\d,]+ expected, 3 days$/);
  });

  // How long the engine takes is measured by `npx tsx bench/insights-eval.ts` ("engine … ms"), not by a timed test.
});
