/**
 * The metrics import contract without zod (docs/architecture.md, "Shared rules without zod"): limits, the formats
 * recognised by their header row and messages, for the import dialog's checks before upload. The schemas are in
 * metrics.ts, which re-exports all of this.
 */

export const METRICS_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** 422 bodies list at most this many problems (and say how many there were in all). */
export const METRICS_IMPORT_MAX_ERRORS = 100;
/** A dry run returns this many parsed rows so the screen can show a preview. */
export const METRICS_IMPORT_PREVIEW_ROWS = 10;
/** The earliest date a row may carry. */
export const METRICS_IMPORT_EARLIEST_DATE = '2000-01-01';

/** The formats recognised by their header row. */
export const METRICS_IMPORT_FORMATS = {
  northstar: {
    label: 'Northstar CSV',
    header: ['date', 'campaign', 'channel', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
  },
  'google-ads': {
    label: 'Google Ads campaign report',
    header: ['Day', 'Campaign', 'Impr.', 'Clicks', 'Conversions', 'Cost', 'Conv. value'],
  },
  meta: {
    label: 'Meta Ads export',
    header: [
      'Reporting starts',
      'Campaign name',
      'Impressions',
      'Link clicks',
      'Results',
      'Amount spent (USD)',
    ],
  },
} as const;
export type MetricsImportFormat = keyof typeof METRICS_IMPORT_FORMATS;

/** Header languages known for the platforms' exports (their interface languages). */
export const METRICS_IMPORT_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type MetricsImportLanguage = (typeof METRICS_IMPORT_LANGUAGES)[number];

/** The file types the dialog accepts. */
export const METRICS_IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const METRICS_IMPORT_MESSAGES = {
  invalid: 'The file has problems; nothing was imported. Fix the lines listed and try again.',
  unknownHeader:
    'The header row is not one Northstar knows. Use date,campaign,channel,impressions,clicks,conversions,spend,revenue, a Google Ads campaign report or a Meta Ads export.',
  empty: 'The file has no data rows.',
  tooLarge: 'The file is larger than 10 MB. Split it and import the parts.',
  channelRequired: 'A Google Ads report has no channel column: choose the channel it belongs to.',
  unknownChannel: 'Unknown channel',
  /** 422 when the file states a currency other than the workspace's. */
  currencyMismatch: (file: string, workspace: string) =>
    `This file is in ${file}; the workspace reports in ${workspace}. Download the report in ${workspace}, or ask an admin to change the workspace currency.`,
  mixedCurrencies: (codes: readonly string[]) =>
    `This file mixes currencies (${codes.join(', ')}): download one report per currency.`,
  unreadableXlsx:
    'The .xlsx file cannot be read: save it again from the spreadsheet, or download the report as CSV.',
} as const;
