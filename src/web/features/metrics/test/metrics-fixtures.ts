import { vi } from 'vitest';
import {
  METRICS_IMPORT_NOTES,
  type MetricsImportJob,
  type MetricsImportResult,
} from '../../../../shared/metrics';
import { XLSX_CONTENT_TYPE } from '../../../../shared/metrics-rules';
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

/** A workbook's first bytes (a zip archive); the dialog must send it as it is, never read it. */
export function xlsxFile(name = 'Campaign report.xlsx', type = XLSX_CONTENT_TYPE): File {
  return new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], name, { type });
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
  source: { kind: 'csv', encoding: 'UTF-8', delimiter: ',', language: 'en', rows: 14, skippedRows: 0 },
  currency: { file: null, workspace: 'USD' },
  zeroColumns: [],
  notes: [],
}));

/**
 * A Meta Ads Manager export at ad level: 40 file rows (and the account summary row, skipped) summed into 12 daily
 * rows, Results that were not all conversions, no revenue column.
 */
export const metaAdLevelResult = () =>
  makeImportResult({
    format: 'meta',
    source: {
      kind: 'csv',
      encoding: 'UTF-8 with BOM',
      delimiter: ',',
      language: 'en',
      rows: 40,
      skippedRows: 1,
    },
    currency: { file: 'USD', workspace: 'USD' },
    rows: { total: 12, inserted: 12, updated: 0, unchanged: 0 },
    zeroColumns: ['revenue'],
    notes: [
      METRICS_IMPORT_NOTES.noColumn('Purchase conversion value', 'revenue'),
      METRICS_IMPORT_NOTES.summed(40, 12),
      METRICS_IMPORT_NOTES.skipped(1),
    ],
  });

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

export const IMPORT_JOB_ID = '0b6f1a52-5d0e-4c1a-9a57-3f1f0c2d7e10';

export const makeImportJob = fixtureBuilder<MetricsImportJob>(() => ({
  id: IMPORT_JOB_ID,
  dryRun: true,
  state: 'running',
  phase: 'reading',
  bytesRead: 0,
  bytesTotal: 60_000_000,
  rowsRead: 0,
  progress: 0.1,
  result: null,
  error: null,
  createdAt: '2026-03-09T10:00:00.000Z',
  updatedAt: '2026-03-09T10:00:00.000Z',
}));

/** A file that says it is `megabytes` large (jsdom's File has only the text it was made with). */
export function largeCsvFile(megabytes: number, name = 'year.csv', text = NORTHSTAR_CSV): File {
  const file = csvFile(text, name);
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
}

/** Gives a File the Blob.stream() jsdom lacks, so the dialog can gzip it as a browser does. */
export function withStream(file: File, text: string): File {
  Object.defineProperty(file, 'stream', { value: () => new Response(text).body });
  return file;
}
