import { vi } from 'vitest';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { fixtureBuilder } from '../../../test/fixture-builder';

export const NORTHSTAR_CSV = [
  'date,campaign,channel,impressions,clicks,conversions,spend,revenue',
  '2026-03-02,Spring Launch,Meta,12000,340,21,1234.5,4100',
  '2026-03-02,Autumn Push,Google Search,8000,410,30,88.25,2050.75',
].join('\n');

export const GOOGLE_ADS_CSV = [
  'Campaign report',
  '"March 1, 2026 - March 7, 2026"',
  'Day,Campaign,Impr.,Clicks,Conversions,Cost,Conv. value',
  '2026-03-02,Spring Launch,12000,340,21,1234.50,4100.00',
].join('\n');

export function csvFile(text = NORTHSTAR_CSV, name = 'march.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

export const makeImportResult = fixtureBuilder<MetricsImportResult>(() => ({
  dryRun: true,
  format: 'northstar',
  campaigns: { created: 1, matched: 1, createdNames: ['Autumn Push'] },
  rows: { total: 14, inserted: 12, updated: 2, unchanged: 0 },
  insights: { opened: 0, updated: 0, resolved: 0 },
  preview: [
    {
      line: 2,
      date: '2026-03-02',
      campaign: 'Spring Launch',
      channel: 'Meta',
      impressions: 12_000,
      clicks: 340,
      conversions: 21,
      spend: 1234.5,
      revenue: 4100,
    },
    {
      line: 3,
      date: '2026-03-02',
      campaign: 'Autumn Push',
      channel: 'Google Search',
      impressions: 8000,
      clicks: 410,
      conversions: 30,
      spend: 88.25,
      revenue: 2050.75,
    },
  ],
  dateRange: { first: '2026-03-01', last: '2026-03-07' },
}));

export function importedResult(overrides: Partial<MetricsImportResult> = {}): MetricsImportResult {
  return makeImportResult({
    dryRun: false,
    preview: [],
    insights: { opened: 3, updated: 1, resolved: 2 },
    ...overrides,
  });
}

/** The request init fetch received for each POST to the import endpoint (the stub records no raw bodies). */
export function importRequests(): { url: string; init: RequestInit }[] {
  const fetchMock = vi.mocked(globalThis.fetch);
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input), init: init ?? {} }))
    .filter(({ url, init }) => init.method === 'POST' && url.startsWith('/api/metrics/import'));
}
