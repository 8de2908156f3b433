/**
 * The metrics import contract without zod (docs/architecture.md, "Shared rules without zod"): limits, the formats
 * recognised by their header row and messages, for the import dialog's checks before upload. The schemas are in
 * metrics.ts, which re-exports all of this.
 */

/**
 * The largest file a member or manager may import, counted after decompression (issue 34): a gzip body
 * (`Content-Encoding: gzip`, or a body that starts with gzip's magic bytes) is measured by what it unpacks to.
 */
export const METRICS_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Admins import an agency's or a year's exports in one go: about 3 million daily rows of a platform CSV. */
export const METRICS_IMPORT_ADMIN_MAX_BYTES = 200 * 1024 * 1024;
/** Data rows a file may hold, whoever sends it (each becomes at most one daily row). */
export const METRICS_IMPORT_MAX_ROWS = 3_000_000;
/** From this size the dialog compresses the file before sending it and follows the import's progress. */
export const METRICS_IMPORT_ASYNC_FROM_BYTES = 1024 * 1024;
/** How often the dialog asks how far an import has come. */
export const METRICS_IMPORT_POLL_MS = 500;
/** 422 bodies list at most this many problems (and say how many there were in all). */
export const METRICS_IMPORT_MAX_ERRORS = 100;
/** A dry run returns this many parsed rows so the screen can show a preview. */
export const METRICS_IMPORT_PREVIEW_ROWS = 10;
/** The earliest date a row may carry. */
export const METRICS_IMPORT_EARLIEST_DATE = '2000-01-01';

/**
 * The formats an import recognises by their header row: Northstar's own columns, and the platforms' exports, whose
 * column names in each language live with the server's reader (metrics-column-names.ts).
 */
export const METRICS_IMPORT_FORMATS = {
  northstar: {
    label: 'Northstar CSV',
    header: ['date', 'campaign', 'channel', 'impressions', 'clicks', 'conversions', 'spend', 'revenue'],
  },
  'google-ads': { label: 'Google Ads campaign report' },
  meta: { label: 'Meta Ads export' },
} as const;
export type MetricsImportFormat = keyof typeof METRICS_IMPORT_FORMATS;

/** Header languages known for the platforms' exports (their interface languages). */
export const METRICS_IMPORT_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type MetricsImportLanguage = (typeof METRICS_IMPORT_LANGUAGES)[number];

/** The file types the dialog accepts. */
export const METRICS_IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The platform names a message uses ("This Google Ads report has no Day column: …"). */
export const METRICS_IMPORT_PLATFORM_NAMES = {
  northstar: 'Northstar CSV',
  'google-ads': 'Google Ads report',
  meta: 'Meta Ads export',
} as const;

/**
 * Where to find each column a platform export may lack, said as the step to take in that platform (issue 29:
 * "say what is missing"). Keyed by the English column name.
 */
export const METRICS_IMPORT_COLUMN_HINTS: Record<'google-ads' | 'meta', Record<string, string>> = {
  'google-ads': {
    Day: 'in Reports, add Segment > Time > Day',
    Campaign: 'download the Campaigns report (or add the Campaign column)',
    'Impr.': 'add Impr. under Columns > Modify columns > Performance',
    Clicks: 'add Clicks under Columns > Modify columns > Performance',
    Cost: 'add Cost under Columns > Modify columns > Performance',
  },
  meta: {
    'Reporting starts': 'in Ads Manager, choose Breakdown > By time > Day',
    'Campaign name': 'export at campaign, ad set or ad level with the Campaign name column',
    Impressions: 'add Impressions under Columns > Customize columns',
    'Amount spent': 'add Amount spent under Columns > Customize columns',
  },
};

/** Sentences the import answers in `notes`, and the dialog shows before anything is written. */
export const METRICS_IMPORT_NOTES = {
  noColumn: (column: string, field: 'clicks' | 'conversions' | 'revenue') =>
    `The file has no ${column} column: ${field} ${field === 'revenue' ? 'is' : 'are'} taken as 0.`,
  resultsNotConversions: (kinds: readonly string[], rows: number) =>
    `Results on ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row are' : 'rows are'} ${kinds.join(', ')}, not conversions: conversions are taken as 0 there.`,
  resultsUnstated:
    'The file does not say what its Results are (no Result indicator or Result type column): conversions are taken as 0. Add the Result indicator column to count them.',
  summed: (fileRows: number, dailyRows: number) =>
    `${fileRows.toLocaleString('en-US')} file rows became ${dailyRows.toLocaleString('en-US')} daily rows: rows of the same campaign, day and channel (ad sets, ads) are summed.`,
  skipped: (rows: number) =>
    `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row that sums others was' : 'rows that sum others were'} skipped (totals, account summary).`,
  roundedConversions: (rows: number) =>
    `Conversions with decimals (fractional attribution) were rounded to whole numbers on ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  noCurrency: (workspace: string) => `The file does not say its currency: amounts are read as ${workspace}.`,
} as const;

export const METRICS_IMPORT_MESSAGES = {
  invalid: 'The file has problems; nothing was imported. Fix the lines listed and try again.',
  unknownHeader:
    'The header row is not one Northstar knows. Use date,campaign,channel,impressions,clicks,conversions,spend,revenue, a Google Ads campaign report or a Meta Ads export.',
  empty: 'The file has no data rows.',
  tooLarge: 'The file is larger than 10 MB. Split it and import the parts.',
  tooLargeForAdmins: 'The file is larger than 200 MB. Split it and import the parts.',
  tooManyRows: 'The file has more than 3,000,000 rows. Split it and import the parts.',
  notGzip: 'The gzip file is cut short or broken: send it again, or send the file as it is.',
  importNotFound: 'Import not found',
  channelRequired: 'A Google Ads report has no channel column: choose the channel it belongs to.',
  unknownChannel: 'Unknown channel',
  /** 422 when the file states a currency other than the workspace's. */
  currencyMismatch: (file: string, workspace: string) =>
    `This file is in ${file}; the workspace reports in ${workspace}. Download the report in ${workspace}, or ask an admin to change the workspace currency.`,
  mixedCurrencies: (codes: readonly string[]) =>
    `This file mixes currencies (${codes.join(', ')}): download one report per currency.`,
  /** 422 when a header is close to a known export but lacks columns: names them and how to get them. */
  missingColumns: (format: 'google-ads' | 'meta', columns: readonly string[]) => {
    const hints = columns.map((c) => METRICS_IMPORT_COLUMN_HINTS[format][c]).filter(Boolean);
    const names =
      columns.length === 1 ? columns[0] : `${columns.slice(0, -1).join(', ')} or ${columns.at(-1)}`;
    return `This ${METRICS_IMPORT_PLATFORM_NAMES[format]} has no ${names} column${columns.length === 1 ? '' : 's'}: ${hints.join('; ')} and download again.`;
  },
  /** 422 for a report of totals or of weeks/months: daily rows are needed. */
  notDaily: (format: 'google-ads' | 'meta', found: string) =>
    format === 'google-ads'
      ? `This Google Ads report has ${found} rows, not daily ones: in Reports, add Segment > Time > Day and download again.`
      : `This Meta Ads export has ${found}, not daily figures: in Ads Manager, choose Breakdown > By time > Day and export again.`,
  ambiguousDates: (example: string) =>
    `Dates such as ${example} can be read as day/month or month/day: download the report with dates as YYYY-MM-DD, or in a language whose date order is known.`,
  unreadableXlsx:
    'The .xlsx file cannot be read: save it again from the spreadsheet, or download the report as CSV.',
} as const;
