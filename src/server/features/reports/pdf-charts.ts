import { COLORS, ensureSpace, left, type Pdf, textAt } from './pdf-layout';
import { compactMoney } from './report-format';

/** Vector charts for the report PDF: drawn with paths and rectangles, labelled axes, a legend. */

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
  max: number;
}

const AXIS_WIDTH = 42;
const LEGEND_HEIGHT = 16;
const LABEL_HEIGHT = 26;
const TICKS = 4;

/** A round axis maximum whose every gridline (a quarter of it) is a round figure too: 1.5K, 3K, 4.5K, 6K. */
export function niceMax(value: number): number {
  if (value <= 0) return TICKS;
  const rough = value / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= rough) ?? 10;
  return step * power * TICKS;
}

/** A category label on up to two lines under its bars, split between words. */
function categoryLabel(doc: Pdf, text: string, x: number, y: number, width: number): void {
  const words = text.split(' ');
  let first = '';
  while (words.length && doc.widthOfString(first ? `${first} ${words[0]}` : (words[0] ?? '')) <= width) {
    first = first ? `${first} ${words.shift()}` : (words.shift() ?? '');
  }
  if (!first) first = words.shift() ?? '';
  textAt(doc, first, x, y, { width, align: 'center' });
  if (words.length) textAt(doc, words.join(' '), x, y + 8.5, { width, align: 'center' });
}

function legend(doc: Pdf, series: ChartSeries[], x: number, y: number, width: number): void {
  doc.font('Helvetica').fontSize(7.5);
  let cursor = x + width;
  for (const s of [...series].reverse()) {
    const labelWidth = doc.widthOfString(s.label);
    cursor -= labelWidth;
    doc.fillColor(COLORS.text);
    textAt(doc, s.label, cursor, y + 1);
    cursor -= 12;
    doc.rect(cursor, y + 1.5, 8, 8).fill(s.color);
    cursor -= 12;
  }
}

/** Gridlines with money labels in the workspace currency on the left axis, and the axis title. */
function grid(doc: Pdf, plot: Plot, axisTitle: string, currency: string): void {
  doc.font('Helvetica').fontSize(7);
  for (let i = 0; i <= TICKS; i += 1) {
    const value = (plot.max * i) / TICKS;
    const y = plot.y + plot.height - (plot.height * i) / TICKS;
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(i === 0 ? 0.8 : 0.4)
      .strokeColor(i === 0 ? COLORS.muted : COLORS.rule)
      .stroke();
    doc.fillColor(COLORS.muted);
    textAt(doc, compactMoney(value, currency), plot.x - AXIS_WIDTH, y - 3, {
      width: AXIS_WIDTH - 5,
      align: 'right',
      fitSize: 7,
    });
  }
  doc.save();
  doc.rotate(-90, { origin: [left(doc) + 4, plot.y + plot.height / 2] });
  doc.fillColor(COLORS.muted).fontSize(7);
  textAt(doc, axisTitle, left(doc) + 4 - 30, plot.y + plot.height / 2 - 4, { width: 60, align: 'center' });
  doc.restore();
}

function plotArea(doc: Pdf, height: number, series: ChartSeries[]): Plot {
  ensureSpace(doc, height + 8);
  const top = doc.y;
  const x = left(doc) + AXIS_WIDTH + 8;
  const width = doc.page.width - doc.page.margins.right - x;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  legend(doc, series, x, top, width);
  return { x, y: top + LEGEND_HEIGHT, width, height: height - LEGEND_HEIGHT - LABEL_HEIGHT, max };
}

/** Bars side by side per category (spend beside revenue), categories labelled under the axis. */
export function groupedBarChart(
  doc: Pdf,
  options: {
    categories: string[];
    series: ChartSeries[];
    /** ISO 4217 code of the amounts: the axis labels and (by default) its title. */
    currency: string;
    height?: number;
    axisTitle?: string;
  },
): void {
  const plot = plotArea(doc, options.height ?? 170, options.series);
  grid(doc, plot, options.axisTitle ?? options.currency, options.currency);
  const groupWidth = plot.width / Math.max(1, options.categories.length);
  const barWidth = Math.min(22, (groupWidth * 0.7) / options.series.length);
  options.categories.forEach((category, c) => {
    const groupLeft = plot.x + c * groupWidth;
    const barsLeft = groupLeft + (groupWidth - barWidth * options.series.length) / 2;
    options.series.forEach((s, i) => {
      const value = s.values[c] ?? 0;
      const height = (Math.max(0, value) / plot.max) * plot.height;
      if (height > 0) {
        doc.rect(barsLeft + i * barWidth, plot.y + plot.height - height, barWidth - 1, height).fill(s.color);
      }
    });
    doc.font('Helvetica').fontSize(7).fillColor(COLORS.text);
    categoryLabel(doc, category, groupLeft + 2, plot.y + plot.height + 5, groupWidth - 4);
  });
  doc.y = plot.y + plot.height + LABEL_HEIGHT + 4;
}

/** One line per series over the days of the period, the first series shaded beneath; dates at both ends and the middle. */
export function lineChart(
  doc: Pdf,
  options: {
    dates: string[];
    series: ChartSeries[];
    /** ISO 4217 code of the amounts per day. */
    currency: string;
    height?: number;
    formatDate: (iso: string) => string;
  },
): void {
  const plot = plotArea(doc, options.height ?? 160, options.series);
  grid(doc, plot, `${options.currency} per day`, options.currency);
  const n = options.dates.length;
  const xOf = (i: number) => plot.x + (n <= 1 ? plot.width / 2 : (plot.width * i) / (n - 1));
  const yOf = (v: number) => plot.y + plot.height - (Math.max(0, v) / plot.max) * plot.height;
  options.series.forEach((s, index) => {
    if (n === 0) return;
    if (index === 0) {
      doc.moveTo(xOf(0), plot.y + plot.height);
      for (const [i, v] of s.values.entries()) doc.lineTo(xOf(i), yOf(v));
      doc.lineTo(xOf(n - 1), plot.y + plot.height).closePath();
      doc.fillColor(s.color).fillOpacity(0.1).fill();
      doc.fillOpacity(1);
    }
    doc.moveTo(xOf(0), yOf(s.values[0] ?? 0));
    for (const [i, v] of s.values.entries()) doc.lineTo(xOf(i), yOf(v));
    doc.lineWidth(1.4).strokeColor(s.color).stroke();
  });
  doc.font('Helvetica').fontSize(7).fillColor(COLORS.text);
  for (const i of [...new Set([0, Math.floor((n - 1) / 2), n - 1])].filter((i) => i >= 0)) {
    const date = options.dates[i];
    if (date)
      textAt(doc, options.formatDate(date), xOf(i) - 30, plot.y + plot.height + 5, {
        width: 60,
        align: 'center',
      });
  }
  doc.y = plot.y + plot.height + LABEL_HEIGHT + 4;
}

/** A sparkline inside a table cell: the shape of a campaign's revenue over the period. */
export function sparkline(
  doc: Pdf,
  box: { x: number; y: number; width: number; height: number },
  values: number[],
): void {
  if (values.length < 2) return;
  const max = Math.max(...values) || 1;
  const xOf = (i: number) => box.x + (box.width * i) / (values.length - 1);
  const yOf = (v: number) => box.y + box.height - (v / max) * box.height;
  doc.moveTo(xOf(0), yOf(values[0] ?? 0));
  for (const [i, v] of values.entries()) doc.lineTo(xOf(i), yOf(v));
  doc.lineWidth(1).strokeColor(COLORS.brand).stroke();
}

/** A horizontal share bar inside a table cell (0–100 %). */
export function shareBar(
  doc: Pdf,
  box: { x: number; y: number; width: number; height: number },
  share: number,
) {
  const height = Math.min(6, box.height);
  const y = box.y + (box.height - height) / 2;
  doc.rect(box.x, y, box.width, height).fill(COLORS.brandTint);
  const filled = (Math.max(0, Math.min(100, share)) / 100) * box.width;
  if (filled > 0) doc.rect(box.x, y, filled, height).fill(COLORS.brand);
}
