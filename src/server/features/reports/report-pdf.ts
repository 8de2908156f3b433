import { FORECAST_FIGURES } from '../../../shared/forecast';
import { formatCalendarDayMonth, formatCalendarRange, formatInstant } from '../../../shared/locale';
import { provenanceLabel } from '../../../shared/provenance';
import {
  type PerformanceReport,
  REPORT_HEADINGS,
  REPORT_MESSAGES,
  type RoiLine,
} from '../../../shared/reports';
import { groupedBarChart, lineChart, shareBar, sparkline } from './pdf-charts';
import {
  COLORS,
  contentWidth,
  FOOTER_SPACE,
  finding,
  heading,
  left,
  MARGIN,
  note,
  type Pdf,
  subheading,
  table,
  textAt,
  widths,
} from './pdf-layout';
import { deltaText, FORECAST_FIGURE_LABELS, integer, kpiValue, money, percent, roas } from './report-format';
import { type ReportSectionWriters, writeReportSections } from './report-sections';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Most bars a chart shows before it becomes unreadable on A4; the table lists the rest. */
const MAX_BARS = 8;

/** The cover line: whose figures, for when, in which time zone, from where. */
export function coverLine(report: PerformanceReport): string {
  const p = report.period;
  return [
    `Workspace: ${report.workspace}`,
    `Period: ${p.label}, ${formatCalendarRange(p.start, p.end, report.locale)}`,
    `Time zone: ${p.timeZone}`,
    `Data source: ${provenanceLabel(report.provenance, new Date(report.generatedAt), { timeZone: false })}`,
    `Currency: ${report.currency}`,
  ].join('  ·  ');
}

/** Renders the performance report as an A4 PDF (pdfkit): cover line, KPI row, the type's sections, page numbers. */
export async function renderReportPdf(report: PerformanceReport): Promise<Buffer> {
  // Loaded on the first PDF rather than at start-up, which it would slow by a few hundred milliseconds.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE - 16 },
    // Pages stay in memory until the end so that every footer can say "Page N of M".
    bufferPages: true,
    info: { Title: `Northstar ${report.title}`, Author: 'Northstar', Subject: coverLine(report) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  cover(doc, report);
  kpiRow(doc, report);
  writeReportSections(report, doc, pdfSections);
  footers(doc, report);
  doc.end();
  return done;
}

function cover(doc: Pdf, report: PerformanceReport): void {
  doc.rect(0, 0, doc.page.width, 6).fill(COLORS.brand);
  const y = doc.page.margins.top;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.brand);
  textAt(doc, 'Northstar', left(doc), y);
  const brandWidth = doc.widthOfString('Northstar');
  doc.font('Helvetica').fontSize(20).fillColor(COLORS.ink);
  textAt(doc, report.title, left(doc) + brandWidth + 10, y);
  // One line, shrunk to fit the page width when the workspace name is long.
  const line = coverLine(report);
  doc.font('Helvetica').fontSize(8.5);
  const size = Math.min(8.5, (8.5 * contentWidth(doc)) / doc.widthOfString(line));
  doc.fontSize(size).fillColor(COLORS.text);
  textAt(doc, line, left(doc), y + 30);
  doc.fontSize(8).fillColor(COLORS.muted);
  const generated = formatInstant(report.generatedAt, report.locale, report.period.timeZone);
  textAt(doc, `Generated ${generated}`, left(doc), y + 43);
  doc.y = y + 58;
  note(doc, report.purpose, 9);
}

/** The headline figures in boxes across the page. */
function kpiRow(doc: Pdf, report: PerformanceReport): void {
  const s = report.summary;
  const kpis: [string, string][] = [
    ['Revenue', money(s.totalRevenue, report.currency)],
    ['Spend', money(s.totalSpend, report.currency)],
    ['ROAS', roas(s.roas)],
    ['Conversions', integer(s.conversions)],
    ['CTR', percent(s.ctr)],
    ['Active campaigns', integer(s.activeCampaigns)],
  ];
  const gap = 8;
  const width = (contentWidth(doc) - gap * (kpis.length - 1)) / kpis.length;
  const y = doc.y + 6;
  kpis.forEach(([label, value], i) => {
    const x = left(doc) + i * (width + gap);
    doc.roundedRect(x, y, width, 46, 6).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
    textAt(doc, label, x + 8, y + 9, { width: width - 16 });
    doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.ink);
    textAt(doc, value, x + 8, y + 23, { width: width - 16, fitSize: 13 });
  });
  doc.y = y + 52;
}

const roiCells = (l: RoiLine, currency: string) => [
  money(l.spend, currency),
  money(l.revenue, currency),
  money(l.profit, currency),
  roas(l.roas),
  l.cpa === null ? '—' : money(l.cpa, currency),
  l.roi === null ? 'n/a' : percent(l.roi),
];

function roiTable(doc: Pdf, currency: string, firstHeader: string, lines: RoiLine[], total?: RoiLine): void {
  const w = widths(doc, [3, 1.4, 1.4, 1.4, 1, 1.1, 1.1]);
  table(
    doc,
    [
      { header: firstHeader, width: w[0] ?? 0 },
      ...['Spend', 'Revenue', 'Profit', 'ROAS', 'CPA', 'ROI'].map((header, i) => ({
        header,
        width: w[i + 1] ?? 0,
        numeric: true,
      })),
    ],
    lines.map((l) => [l.name, ...roiCells(l, currency)]),
    total ? { totalRow: ['Total', ...roiCells(total, currency)] } : {},
  );
}

/** Each section from a new heading, amounts in the report's currency; a long one flows onto further pages. */
const pdfSections: ReportSectionWriters<Pdf> = {
  executive(doc, e, currency, locale) {
    heading(doc, REPORT_HEADINGS.executive);
    const [kpiWidth = 0, ...rest] = widths(doc, [3, 2, 2, 1.5]);
    table(
      doc,
      [
        { header: 'KPI', width: kpiWidth },
        { header: 'This period', width: rest[0] ?? 0, numeric: true },
        { header: 'Previous period', width: rest[1] ?? 0, numeric: true },
        { header: 'Change', width: rest[2] ?? 0, numeric: true },
      ],
      e.kpis.map((k) => [
        k.label,
        kpiValue(k.key, k.value, currency),
        kpiValue(k.key, k.previous, currency),
        deltaText(k.delta),
      ]),
    );
    const reasons = [
      ...new Set(e.kpis.filter((k) => k.delta.status !== 'compared').map((k) => k.delta.reason)),
    ];
    for (const reason of reasons) note(doc, reason);
    subheading(doc, 'Daily revenue and spend');
    lineChart(doc, {
      dates: e.daily.dates,
      series: [
        { label: 'Revenue', color: COLORS.brand, values: e.daily.revenue },
        { label: 'Spend', color: COLORS.spend, values: e.daily.spend },
      ],
      currency,
      // 'Oct 24' / '24 Oct': the axis in the workspace locale, like the cover's dates.
      formatDate: (iso) => formatCalendarDayMonth(iso, locale),
    });
    heading(doc, REPORT_HEADINGS.wins);
    if (e.wins.length === 0) note(doc, 'No win stands out in this period.');
    for (const w of e.wins) finding(doc, w.title, w.detail, COLORS.good);
    heading(doc, REPORT_HEADINGS.risks);
    if (e.risks.length === 0) note(doc, 'No risk stands out in this period.');
    for (const r of e.risks) finding(doc, r.title, r.detail, r.kind === 'insight' ? COLORS.warn : COLORS.bad);
  },

  campaign(doc, c, currency) {
    heading(doc, REPORT_HEADINGS.campaignTrend);
    const top = [...c.rows].sort((a, b) => b.revenue - a.revenue).slice(0, MAX_BARS);
    if (top.length) {
      subheading(doc, `Spend and revenue by campaign${c.rows.length > MAX_BARS ? ` (top ${MAX_BARS})` : ''}`);
      groupedBarChart(doc, {
        currency,
        categories: top.map((r) => r.name),
        series: [
          { label: 'Spend', color: COLORS.spend, values: top.map((r) => r.spend) },
          { label: 'Revenue', color: COLORS.brand, values: top.map((r) => r.revenue) },
        ],
      });
    } else {
      note(doc, 'No campaign delivered in this period.');
    }
    heading(doc, REPORT_HEADINGS.campaignBreakdown);
    const w = widths(doc, [2.75, 1.3, 1.4, 1, 0.9, 1.1, 1.6, 0.9, 1.35, 1.1]);
    table(
      doc,
      [
        { header: 'Campaign', width: w[0] ?? 0 },
        { header: 'Spend', width: w[1] ?? 0, numeric: true },
        { header: 'Revenue', width: w[2] ?? 0, numeric: true },
        { header: 'ROAS', width: w[3] ?? 0, numeric: true },
        { header: 'Conv.', width: w[4] ?? 0, numeric: true },
        { header: 'CPA', width: w[5] ?? 0, numeric: true },
        { header: 'Budget used', width: w[6] ?? 0, numeric: true },
        { header: 'Grade', width: w[7] ?? 0 },
        { header: 'Rev. change', width: w[8] ?? 0, numeric: true },
        { header: 'Trend', width: w[9] ?? 0 },
      ],
      c.rows.map((r) => [
        r.name,
        money(r.spend, currency),
        money(r.revenue, currency),
        roas(r.roas),
        integer(r.conversions),
        r.cpa === null ? '—' : money(r.cpa, currency),
        percent(r.utilisation),
        r.grade,
        deltaText(r.revenueDelta),
        (box) => sparkline(doc, box, r.revenueTrend),
      ]),
    );
    if (c.others) {
      const o = c.others;
      note(
        doc,
        `${REPORT_MESSAGES.otherCampaigns(o.campaigns)}: ${REPORT_MESSAGES.otherCampaignsFigures(money(o.spend, currency), money(o.revenue, currency), roas(o.roas))} ${REPORT_MESSAGES.campaignsListed(c.rows.length, c.campaignsWithFigures)}`,
      );
    }
    note(
      doc,
      'Grades from ROAS: A+ from 4×, A from 3×, B+ from 2×, B below. Budget used is lifetime spend against the budget, capped at 100%. Revenue change: "new" when the campaign delivered nothing in the previous period, "n/a" when it ran on fewer than half of its days.',
    );
  },

  roi(doc, r, currency) {
    heading(doc, REPORT_HEADINGS.roiByChannel);
    if (r.channels.length) {
      groupedBarChart(doc, {
        currency,
        categories: r.channels.map((c) => c.name),
        series: [
          { label: 'Spend', color: COLORS.spend, values: r.channels.map((c) => c.spend) },
          { label: 'Revenue', color: COLORS.brand, values: r.channels.map((c) => c.revenue) },
        ],
      });
    }
    roiTable(doc, currency, 'Channel', r.channels, r.totals);
    heading(doc, REPORT_HEADINGS.roiByCampaign);
    roiTable(doc, currency, 'Campaign', r.campaigns, r.others ?? undefined);
    if (r.others) note(doc, REPORT_MESSAGES.campaignsListed(r.campaigns.length, r.campaignsWithFigures));
    note(doc, 'CPA is spend per conversion; ROI is (revenue - spend) / spend.');
  },

  audience(doc, a, currency) {
    heading(doc, REPORT_HEADINGS.audienceSegments);
    for (const text of a.notes) note(doc, text);
    const w = widths(doc, [2.3, 1.2, 1.3, 1, 1.5, 1.3, 1.3, 0.9]);
    for (const dimension of a.dimensions) {
      if (dimension.segments.length === 0) continue;
      subheading(doc, `By ${dimension.label.toLowerCase()}`);
      table(
        doc,
        [
          { header: dimension.label, width: w[0] ?? 0 },
          { header: 'Campaigns', width: w[1] ?? 0, numeric: true },
          { header: 'Impressions', width: w[2] ?? 0, numeric: true },
          { header: 'Share', width: w[3] ?? 0, numeric: true },
          { header: '', width: w[4] ?? 0 },
          { header: 'Spend', width: w[5] ?? 0, numeric: true },
          { header: 'Revenue', width: w[6] ?? 0, numeric: true },
          { header: 'ROAS', width: w[7] ?? 0, numeric: true },
        ],
        dimension.segments.map((s) => [
          s.value,
          integer(s.campaigns),
          integer(s.impressions),
          percent(s.impressionShare),
          (box) => shareBar(doc, box, s.impressionShare),
          money(s.spend, currency),
          money(s.revenue, currency),
          roas(s.roas),
        ]),
      );
    }
    const p = a.customerProfiles;
    heading(doc, REPORT_HEADINGS.customerProfiles);
    note(doc, p.note);
    if (p.profiles > 0) {
      note(
        doc,
        `${integer(p.profiles)} profiles, average predicted lifetime value ${money(p.averageLtv, currency)}.`,
      );
      const pw = widths(doc, [2, 2, 1.4, 1.8, 1.8]);
      table(
        doc,
        [
          { header: 'Lifetime value', width: pw[0] ?? 0 },
          { header: 'Churn risk', width: pw[1] ?? 0 },
          { header: 'Customers', width: pw[2] ?? 0, numeric: true },
          { header: 'Avg lifetime value', width: pw[3] ?? 0, numeric: true },
          { header: 'Avg churn risk', width: pw[4] ?? 0, numeric: true },
        ],
        p.segments.map((s) => [
          capitalise(s.ltvBand),
          capitalise(s.churnBand),
          integer(s.customers),
          money(s.averageLtv, currency),
          percent(s.averageChurnRisk * 100),
        ]),
      );
    }
  },

  insights(doc, report) {
    heading(doc, REPORT_HEADINGS.insights);
    for (const i of report.insights) {
      finding(
        doc,
        `${i.title} (${i.impact} impact, ${Math.round(i.confidence * 100)}% confidence)`,
        i.description,
        i.impact === 'high' ? COLORS.bad : i.impact === 'medium' ? COLORS.warn : COLORS.muted,
      );
    }
  },

  appliedResults(doc, report) {
    heading(doc, REPORT_HEADINGS.appliedResults);
    for (const r of report.appliedResults) {
      const color = r.status === 'measured' ? COLORS.good : COLORS.muted;
      finding(doc, r.title, `${r.outcome} (applied ${r.appliedAt.slice(0, 10)})`, color);
    }
  },

  forecastAccuracy(doc, accuracy) {
    heading(doc, REPORT_HEADINGS.forecastAccuracy);
    note(doc, `${accuracy.summary}.`);
    const w = widths(doc, [2, 2, 1]);
    table(
      doc,
      [
        { header: 'Figure', width: w[0] ?? 0 },
        { header: 'Median absolute error', width: w[1] ?? 0, numeric: true },
        { header: 'Campaigns', width: w[2] ?? 0, numeric: true },
      ],
      FORECAST_FIGURES.map((f) => {
        const { medianAbsoluteError, campaigns } = accuracy.figures[f];
        return [
          FORECAST_FIGURE_LABELS[f],
          medianAbsoluteError === null ? '—' : percent(medianAbsoluteError),
          integer(campaigns),
        ];
      }),
    );
  },
};

/** "Page N of M" and the report's name on every page, under the bottom margin. */
function footers(doc: Pdf, report: PerformanceReport): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 8;
    doc
      .moveTo(left(doc), y - 8)
      .lineTo(doc.page.width - doc.page.margins.right, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
    textAt(doc, `Northstar · ${report.title} · ${report.period.label}`, left(doc), y, {
      width: contentWidth(doc) / 2,
    });
    textAt(doc, `Page ${i - start + 1} of ${count}`, left(doc) + contentWidth(doc) / 2, y, {
      width: contentWidth(doc) / 2,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}
