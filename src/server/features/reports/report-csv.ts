import { FORECAST_FIGURES } from '../../../shared/forecast';
import { CAMPAIGN_DATA_SOURCE_LABELS, provenanceLabel } from '../../../shared/provenance';
import {
  type PerformanceReport,
  REPORT_HEADINGS,
  type ReportDelta,
  type RoiLine,
} from '../../../shared/reports';
import { type CsvCell, toCsv } from '../../lib/csv';
import { FORECAST_FIGURE_LABELS, isMoneyKpi } from './report-format';
import { type ReportSectionWriters, writeReportSections } from './report-sections';

type Rows = CsvCell[][];

/**
 * The report as CSV: the same header facts as the PDF, then the sections of its type, each a titled block of
 * plain numbers (no currency signs) so that spreadsheets can sum them; the preamble's Currency line and the
 * amount columns' headers ("Spend (EUR)") say which currency they are in.
 */
export function reportCsv(report: PerformanceReport): string {
  const s = report.summary;
  const inCurrency = amountHeader(report.currency);
  const rows: Rows = [
    [`Northstar ${report.title}`],
    ['Workspace', report.workspace],
    ['Currency', report.currency],
    ['Period', `${report.period.label} (${report.period.start} to ${report.period.end})`],
    ['Time zone', report.period.timeZone],
    ['Data source', provenanceLabel(report.provenance, new Date(report.generatedAt), { timeZone: false })],
    ['Generated at', report.generatedAt],
    [],
    ['Metric', 'Value'],
    [inCurrency('Revenue'), s.totalRevenue],
    [inCurrency('Spend'), s.totalSpend],
    ['ROAS', s.roas],
    ['Conversions', s.conversions],
    ['CTR %', s.ctr],
    ['Active campaigns', s.activeCampaigns],
  ];
  writeReportSections(report, rows, csvSections);
  return toCsv(rows);
}

/**
 * A change as a number of percent (54.0), blank when there is none to show ('new', 'n/a': the note beside it says
 * why): text such as "+54.0%" would be a string to a spreadsheet, and its sign would earn it the formula guard.
 */
const changeCell = (delta: ReportDelta): CsvCell => (delta.status === 'compared' ? delta.change : '');

/** "Spend (EUR)": the header of a column of amounts. */
const amountHeader = (currency: string) => (label: string) => `${label} (${currency})`;

const roiHeader = (inCurrency: (label: string) => string) => [
  ...['Spend', 'Revenue', 'Profit'].map(inCurrency),
  'ROAS',
  'Conversions',
  inCurrency('CPA'),
  'ROI %',
];
const roiCells = (l: RoiLine): CsvCell[] => [
  l.spend,
  l.revenue,
  l.profit,
  l.roas,
  l.conversions,
  l.cpa ?? '',
  l.roi ?? '',
];

/** Each section a titled block after a blank row; amount columns name the report's currency. */
const csvSections: ReportSectionWriters<Rows> = {
  executive(rows, e, currency) {
    const inCurrency = amountHeader(currency);
    rows.push(
      [],
      [REPORT_HEADINGS.executive],
      ['KPI', 'This period', 'Previous period', 'Change (%)', 'Note'],
      ...e.kpis.map((k) => [
        isMoneyKpi(k.key) ? inCurrency(k.label) : k.label,
        k.value,
        k.previous,
        changeCell(k.delta),
        k.delta.reason,
      ]),
      [],
      [REPORT_HEADINGS.wins],
      ['Win', 'Detail'],
      ...e.wins.map((w) => [w.title, w.detail]),
      [],
      [REPORT_HEADINGS.risks],
      ['Risk', 'Detail'],
      ...e.risks.map((r) => [r.title, r.detail]),
    );
  },

  campaign(rows, c, currency) {
    const inCurrency = amountHeader(currency);
    rows.push(
      [],
      [REPORT_HEADINGS.campaignBreakdown],
      [
        'Campaign',
        'Status',
        ...['Budget', 'Spend', 'Revenue'].map(inCurrency),
        'ROAS',
        'Impressions',
        'Clicks',
        'CTR %',
        'Conversions',
        inCurrency('CPA'),
        'Grade',
        'Budget used %',
        'Revenue change (%)',
        'Change note',
        'Data source',
        ...c.buckets.map((b) => inCurrency(`Revenue ${b.start} to ${b.end}`)),
      ],
      ...c.rows.map((r) => [
        r.name,
        r.status,
        r.budget,
        r.spend,
        r.revenue,
        r.roas,
        r.impressions,
        r.clicks,
        r.ctr,
        r.conversions,
        r.cpa ?? '',
        r.grade,
        r.utilisation,
        changeCell(r.revenueDelta),
        r.revenueDelta.reason,
        CAMPAIGN_DATA_SOURCE_LABELS[r.dataSource],
        ...r.revenueTrend,
      ]),
    );
  },

  roi(rows, r, currency) {
    const inCurrency = amountHeader(currency);
    rows.push(
      [],
      [REPORT_HEADINGS.roiByChannel],
      ['Channel', ...roiHeader(inCurrency)],
      ...r.channels.map((l) => [l.name, ...roiCells(l)]),
      ['Total', ...roiCells(r.totals)],
      [],
      [REPORT_HEADINGS.roiByCampaign],
      ['Campaign', ...roiHeader(inCurrency)],
      ...r.campaigns.map((l) => [l.name, ...roiCells(l)]),
    );
  },

  audience(rows, a, currency) {
    const inCurrency = amountHeader(currency);
    rows.push([], [REPORT_HEADINGS.audienceSegments], ...a.notes.map((note) => [note]));
    for (const dimension of a.dimensions) {
      rows.push(
        [],
        [
          dimension.label,
          'Campaigns',
          'Impressions',
          'Share of impressions %',
          'Clicks',
          'Conversions',
          inCurrency('Spend'),
          inCurrency('Revenue'),
          'ROAS',
        ],
        ...dimension.segments.map((s) => [
          s.value,
          s.campaigns,
          s.impressions,
          s.impressionShare,
          s.clicks,
          s.conversions,
          s.spend,
          s.revenue,
          s.roas,
        ]),
      );
    }
    const p = a.customerProfiles;
    rows.push(
      [],
      [REPORT_HEADINGS.customerProfiles],
      [p.note],
      [
        'Lifetime value band',
        'Churn risk band',
        'Customers',
        inCurrency('Average lifetime value'),
        'Average churn risk',
      ],
      ...p.segments.map((s) => [s.ltvBand, s.churnBand, s.customers, s.averageLtv, s.averageChurnRisk]),
    );
  },

  insights(rows, report) {
    rows.push(
      [],
      [REPORT_HEADINGS.insights],
      ['Title', 'Impact', 'Confidence', 'Description'],
      ...report.insights.map((i) => [i.title, i.impact, i.confidence, i.description]),
    );
  },

  appliedResults(rows, report) {
    rows.push(
      [],
      [REPORT_HEADINGS.appliedResults],
      ['Recommendation', 'Applied at', 'Result'],
      ...report.appliedResults.map((r) => [r.title, r.appliedAt, r.outcome]),
    );
  },

  forecastAccuracy(rows, accuracy) {
    rows.push(
      [],
      [REPORT_HEADINGS.forecastAccuracy],
      [accuracy.summary],
      ['Figure', 'Median absolute error %', 'Campaigns'],
      ...FORECAST_FIGURES.map((f) => [
        FORECAST_FIGURE_LABELS[f],
        accuracy.figures[f].medianAbsoluteError ?? '',
        accuracy.figures[f].campaigns,
      ]),
    );
  },
};
