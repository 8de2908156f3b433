import { describe, expect, it } from 'vitest';
import { nextSlot } from './schedule-slots';

describe('schedule slots', () => {
  it('finds the next weekday at the hour on the workspace clock', () => {
    // Wednesday 2026-11-25 10:00 UTC; Monday 08:00 in Berlin (UTC+1) is 07:00 UTC on the 30th.
    const after = new Date('2026-11-25T10:00:00Z');
    expect(nextSlot({ frequency: 'weekly', day: 1, hour: 8 }, 'Europe/Berlin', after).toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    // The same weekday later today, and next week once its hour has passed.
    expect(nextSlot({ frequency: 'weekly', day: 3, hour: 12 }, 'UTC', after).toISOString()).toBe(
      '2026-11-25T12:00:00.000Z',
    );
    expect(nextSlot({ frequency: 'weekly', day: 3, hour: 9 }, 'UTC', after).toISOString()).toBe(
      '2026-12-02T09:00:00.000Z',
    );
  });

  it('finds the next day of the month, across the year and daylight-saving changes', () => {
    expect(
      nextSlot(
        { frequency: 'monthly', day: 1, hour: 6 },
        'UTC',
        new Date('2026-12-05T00:00:00Z'),
      ).toISOString(),
    ).toBe('2027-01-01T06:00:00.000Z');
    // New York is UTC−4 in summer, UTC−5 in winter: 09:00 local either way.
    expect(
      nextSlot(
        { frequency: 'monthly', day: 15, hour: 9 },
        'America/New_York',
        new Date('2026-10-20T00:00:00Z'),
      ).toISOString(),
    ).toBe('2026-11-15T14:00:00.000Z');
    expect(
      nextSlot(
        { frequency: 'monthly', day: 15, hour: 9 },
        'America/New_York',
        new Date('2026-09-20T00:00:00Z'),
      ).toISOString(),
    ).toBe('2026-10-15T13:00:00.000Z');
  });
});
