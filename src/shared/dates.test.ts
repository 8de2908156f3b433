import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeek, isoWeekday, isValidIsoDate } from './dates';
import { todayIn } from './zoned-dates';

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-05',
      '2026-01-05T00:00',
      '',
      '20260105',
    ]) {
      expect(isValidIsoDate(bad), bad).toBe(false);
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-01', -365)).toBe('2025-03-01');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('counts calendar days across a daylight-saving change of the process time zone', () => {
    // Whatever TZ the test runs in, the spring-forward and fall-back weekends of Europe and the US are inside.
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-20', '2026-11-10')).toBe(21);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it("gives today's date in the workspace time zone", () => {
    const instant = new Date('2026-11-25T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-25');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-26');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-25T09:59:00Z'))).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-26');
  });

  it('names ISO weeks and weekdays, with the week-numbering year at the turn of the year', () => {
    expect(isoWeek('2026-11-25')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
