import { describe, expect, it } from 'vitest';
import { dataThrough, importedCampaignBudget, type PacingInput, pacingOf } from './pacing';

const campaign = { budget: 3000, startDate: '2026-11-01', endDate: '2026-11-30' };

/** Pacing of the November campaign above on a given day, with its spend to date and over the last (up to) 7 days. */
const pacingOn = (day: Omit<PacingInput, keyof typeof campaign>) => pacingOf({ ...campaign, ...day });

describe('budget pacing', () => {
  it('compares spend to date with the plan for the days elapsed and projects from the last 7 days', () => {
    // Plan: 70 % of $3,000 = $2,100 over 30 days = $70 a day. 10 days elapsed, $700 spent, $490 in the last 7.
    const pacing = pacingOn({ lastCompleteDay: '2026-11-10', spendToDate: 700, recentSpend: 490 });
    expect(pacing).toEqual({
      spendToDate: 700,
      plannedToDate: 700,
      projectedTotal: 2100,
      plannedTotal: 2100,
      status: 'on_track',
      asOf: '2026-11-10',
      daysElapsed: 10,
      daysTotal: 30,
    });
  });

  it('is on track within ±10 % of the plan, under or over beyond', () => {
    const at = (recentSpend: number) =>
      pacingOn({ lastCompleteDay: '2026-11-10', spendToDate: 700, recentSpend })?.status;
    // Projected = 700 + rate × 20; the plan is 2,100: 1,890 and 2,310 are the ±10 % edges.
    expect(at(7 * 59.5)).toBe('on_track'); // 1,890
    expect(at(7 * 59)).toBe('under'); // 1,880
    expect(at(7 * 80.5)).toBe('on_track'); // 2,310
    expect(at(7 * 81)).toBe('over'); // 2,320
  });

  it('averages the days it has in the first week, and stops at the end date', () => {
    const third = pacingOn({ lastCompleteDay: '2026-11-03', spendToDate: 300, recentSpend: 300 });
    expect(third?.projectedTotal).toBe(300 + 100 * 27);
    expect(third?.status).toBe('over');
    const ended = pacingOn({ lastCompleteDay: '2026-12-05', spendToDate: 2000, recentSpend: 450 });
    expect(ended).toMatchObject({
      asOf: '2026-11-30',
      daysElapsed: 30,
      projectedTotal: 2000,
      status: 'on_track',
    });
  });

  it('has nothing to judge before the first complete day', () => {
    expect(pacingOn({ lastCompleteDay: '2026-10-31', spendToDate: 0, recentSpend: 0 })).toBeNull();
  });

  it('judges an imported campaign through its last imported day, any other through the last complete day', () => {
    const day = '2026-11-21';
    expect(dataThrough(day, { dataSource: 'imported', lastDataDay: '2026-11-10' })).toBe('2026-11-10');
    expect(dataThrough(day, { dataSource: 'imported', lastDataDay: null })).toBe(day);
    expect(dataThrough(day, { dataSource: 'demo', lastDataDay: '2026-11-10' })).toBe(day);
  });

  it('gives a campaign an import creates the budget whose plan its delivery projects: on track', () => {
    const delivery = { lastCompleteDay: '2026-11-10', spendToDate: 700, recentSpend: 420 };
    // $700 in 10 days, $60 a day lately: $700 + 20 × $60 = $1,900 of ad spend is 70 % of $2,714.29.
    const budget = importedCampaignBudget({ ...campaign, ...delivery });
    expect(budget).toBe(2714.29);
    expect(pacingOf({ ...campaign, ...delivery, budget })?.status).toBe('on_track');
  });
});
