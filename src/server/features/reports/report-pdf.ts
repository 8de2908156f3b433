import type { PerformanceReport } from '../../../shared/reports';

const money = (n: number) =>
  Math.abs(n) < 100 ? `$${n.toFixed(2)}` : `$${Math.round(n).toLocaleString('en-US')}`;
const INDIGO = '#4f46e5';
const SLATE = '#334155';
const MUTED = '#64748b';

/** Renders the performance report as a PDF (pdfkit) with the same header facts as the CSV export. */
export async function renderReportPdf(report: PerformanceReport): Promise<Buffer> {
  // Loaded on the first PDF rather than at start-up, which it would slow by a few hundred milliseconds.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Northstar ${report.title}`, Author: 'Northstar' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .fillColor(INDIGO)
    .fontSize(20)
    .text('Northstar', { continued: true })
    .fillColor(SLATE)
    .text(`  ${report.title}`);
  doc.moveDown(0.5).fontSize(9).fillColor(MUTED);
  doc.text(`Period: ${report.period.label} (${report.period.start} to ${report.period.end})`);
  doc.text(`Time zone: ${report.period.timeZone}`);
  doc.text(`Generated at: ${report.generatedAt}`);
  doc.text(`Data source: ${report.dataSource === 'google-ads' ? 'Google Ads' : 'demo (simulated delivery)'}`);

  doc.moveDown().fontSize(14).fillColor(SLATE).text('Executive summary');
  doc.moveDown(0.3).fontSize(10);
  const s = report.summary;
  doc.text(
    `Total revenue: ${money(s.totalRevenue)}    Total spend: ${money(s.totalSpend)}    ROAS: ${s.roas.toFixed(2)}x`,
  );
  doc.text(
    `Conversions: ${s.conversions.toLocaleString('en-US')}    CTR: ${s.ctr.toFixed(2)}%    Active campaigns: ${s.activeCampaigns}`,
  );
  for (const line of s.highlights) doc.text(`• ${line}`);

  if (report.campaigns.length) {
    doc.moveDown().fontSize(14).text('Campaign breakdown');
    doc.moveDown(0.3).fontSize(9);
    const columns = [
      { label: 'Campaign', width: 170 },
      { label: 'Spend', width: 70 },
      { label: 'Revenue', width: 75 },
      { label: 'ROAS', width: 45 },
      { label: 'Conv.', width: 50 },
      { label: 'Budget used', width: 60 },
      { label: 'Grade', width: 35 },
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      let x = doc.page.margins.left;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: columns[i]?.width ?? 60, ellipsis: true, lineBreak: false });
        x += columns[i]?.width ?? 60;
      });
      doc.moveDown(0.6);
      doc.x = doc.page.margins.left;
    };
    row(
      columns.map((c) => c.label),
      true,
    );
    for (const c of report.campaigns) {
      if (doc.y > doc.page.height - 80) doc.addPage();
      row([
        c.name,
        money(c.spend),
        money(c.revenue),
        `${c.roas.toFixed(2)}x`,
        String(c.conversions),
        `${c.utilisation}%`,
        c.grade,
      ]);
    }
    doc.font('Helvetica');
  }

  if (report.audience) {
    doc.moveDown().fontSize(14).text('Audience segments');
    doc.moveDown(0.3).fontSize(10);
    doc.text(
      `${report.audience.profiles} customer profiles, average predicted lifetime value ${money(report.audience.averageLtv)}.`,
    );
    for (const seg of report.audience.segments) {
      doc.text(
        `• ${seg.ltvBand} value / ${seg.churnBand} churn risk: ${seg.customers} customers, LTV ${money(seg.averageLtv)}, churn ${Math.round(seg.averageChurnRisk * 100)}%`,
      );
    }
  }

  if (report.insights.length) {
    doc.moveDown().fontSize(14).text('AI insights');
    doc.moveDown(0.3).fontSize(10);
    for (const insight of report.insights) {
      if (doc.y > doc.page.height - 80) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .text(
          `${insight.title} (${insight.impact} impact, ${Math.round(insight.confidence * 100)}% confidence)`,
        );
      doc.font('Helvetica').fillColor(MUTED).text(insight.description).fillColor(SLATE).moveDown(0.3);
    }
  }
  doc.end();
  return done;
}
