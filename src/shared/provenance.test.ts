import { describe, expect, it } from 'vitest';
import { dataSourceOf, isStale, type Provenance, provenanceLabel } from './provenance';

const NOW = new Date('2026-11-26T12:00:00Z');
const base: Provenance = {
  sources: [],
  importedAt: null,
  syncedAt: null,
  stale: false,
  timeZone: 'Europe/Berlin',
};

describe('provenance', () => {
  it('names each source the way the screens and exports say it, with the time zone', () => {
    expect(provenanceLabel({ ...base, sources: ['demo'] }, NOW)).toBe(
      'Demo data (simulated delivery) · Dates in Europe/Berlin',
    );
    // 23:30 UTC on the 20th is already the 21st in Berlin.
    expect(
      provenanceLabel({ ...base, sources: ['imported'], importedAt: '2026-11-20T23:30:00Z' }, NOW, {
        timeZone: false,
      }),
    ).toBe('Imported Nov 21, 2026');
    expect(
      provenanceLabel({ ...base, sources: ['google-ads'], syncedAt: '2026-11-26T11:48:00Z' }, NOW, {
        timeZone: false,
      }),
    ).toBe('Google Ads, synced 12 min ago');
    expect(
      provenanceLabel(
        { ...base, sources: ['demo', 'google-ads'], syncedAt: '2026-11-24T12:00:00Z', stale: true },
        NOW,
        { timeZone: false },
      ),
    ).toBe('Demo data (simulated delivery) · Stale: Google Ads last synced 2 days ago');
    expect(provenanceLabel({ ...base, sources: ['google-ads'], stale: true }, NOW, { timeZone: false })).toBe(
      'Stale: Google Ads has not synced yet',
    );
    expect(provenanceLabel(base, NOW)).toBe('No delivery data yet · Dates in Europe/Berlin');
  });

  it('calls Google Ads figures stale a day after the last successful sync, and sums up the sources', () => {
    expect(isStale('2026-11-25T12:30:00Z', NOW)).toBe(false);
    expect(isStale('2026-11-25T11:30:00Z', NOW)).toBe(true);
    expect(isStale(null, NOW)).toBe(true);
    expect(dataSourceOf(base)).toBe('none');
    expect(dataSourceOf({ ...base, sources: ['imported'] })).toBe('imported');
    expect(dataSourceOf({ ...base, sources: ['google-ads'], stale: true })).toBe('stale');
    expect(dataSourceOf({ ...base, sources: ['demo', 'imported'] })).toBe('mixed');
  });
});
