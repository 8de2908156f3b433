import { printable } from './pdf-text';

/** Drawing primitives for the report PDF (pdfkit): colours, headings, tables with right-aligned numbers. */

export type Pdf = PDFKit.PDFDocument;

/** UI.md: indigo 600 is the brand accent, indigo 50 the selected/tinted surface, slate for text and rules. */
export const COLORS = {
  brand: '#4f46e5',
  brandTint: '#eef2ff',
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  rule: '#e2e8f0',
  spend: '#94a3b8',
  good: '#047857',
  bad: '#b91c1c',
  warn: '#b45309',
} as const;

export const MARGIN = 48;
/** Room under the content for the page footer. */
export const FOOTER_SPACE = 40;

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const left = (doc: Pdf) => doc.page.margins.left;
const bottomLimit = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

/** Shortens `text` with an ellipsis until it fits `width` at the current font and size. */
export function fitText(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let shortened = text;
  while (shortened.length > 1 && doc.widthOfString(`${shortened}…`) > width)
    shortened = shortened.slice(0, -1);
  return `${shortened.trimEnd()}…`;
}

/** Smallest size a figure is set in to fit its box before it is cut short instead. */
const MIN_FIT_SIZE = 5.5;

/**
 * Writes one line at (x, y) without wrapping or moving to a new page. With `fitSize` (the font size set now), a
 * figure too wide for `width` is set smaller rather than cut: amounts in a long currency code ("IDR 1,250,000").
 */
export function textAt(
  doc: Pdf,
  raw: string,
  x: number,
  y: number,
  options: { width?: number; align?: 'left' | 'right' | 'center'; fitSize?: number } = {},
): void {
  const text = printable(raw);
  const { width: box, fitSize } = options;
  const natural = doc.widthOfString(text);
  const size =
    box && fitSize && natural > box ? Math.max(MIN_FIT_SIZE, (fitSize * box) / natural) : undefined;
  if (size) doc.fontSize(size);
  const shown = box ? fitText(doc, text, box) : text;
  const width = doc.widthOfString(shown);
  const offset =
    box && options.align === 'right'
      ? box - width
      : box && options.align === 'center'
        ? (box - width) / 2
        : 0;
  // A smaller figure keeps the line's middle.
  doc.text(shown, x + offset, y + (size && fitSize ? (fitSize - size) / 2 : 0), { lineBreak: false });
  if (size && fitSize) doc.fontSize(fitSize);
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 64);
  doc.y += 14;
  const y = doc.y;
  doc.rect(left(doc), y + 1, 3, 12).fill(COLORS.brand);
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor(COLORS.ink);
  textAt(doc, text, left(doc) + 9, y);
  doc.y = y + 20;
}

export function subheading(doc: Pdf, text: string): void {
  ensureSpace(doc, 48);
  doc.y += 6;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLORS.text);
  textAt(doc, text, left(doc), doc.y);
  doc.y += 14;
}

/** A wrapped paragraph in the muted colour (notes, purposes, reasons). */
export function note(doc: Pdf, raw: string, size = 8.5): void {
  const text = printable(raw);
  doc.font('Helvetica').fontSize(size).fillColor(COLORS.muted);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 4);
  doc.text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.y += 3;
}

/** A cell is text, or a drawing (sparkline, share bar) given the cell's box. */
export type PdfCell = string | ((box: { x: number; y: number; width: number; height: number }) => void);
export interface PdfColumn {
  header: string;
  width: number;
  /** Numbers are right-aligned so that their digits line up. */
  numeric?: boolean;
}

const ROW_HEIGHT = 17;
const CELL_SIZE = 8.5;
const PAD = 4;

function headerRow(doc: Pdf, columns: PdfColumn[], y: number): void {
  const width = columns.reduce((n, c) => n + c.width, 0);
  doc.rect(left(doc), y, width, ROW_HEIGHT).fill(COLORS.brandTint);
  doc.font('Helvetica-Bold').fontSize(7).fillColor(COLORS.text);
  let x = left(doc);
  for (const column of columns) {
    textAt(doc, column.header, x + PAD, y + 5, {
      width: column.width - 2 * PAD,
      align: column.numeric ? 'right' : 'left',
    });
    x += column.width;
  }
}

/**
 * A table: tinted header (repeated after a page break), one line per row, numeric columns right-aligned,
 * a rule under every row; `totalRow` is set in bold above a heavier rule.
 */
export function table(
  doc: Pdf,
  columns: PdfColumn[],
  rows: PdfCell[][],
  options: { totalRow?: PdfCell[] } = {},
) {
  const width = columns.reduce((n, c) => n + c.width, 0);
  ensureSpace(doc, ROW_HEIGHT * Math.min(3, rows.length + 1));
  headerRow(doc, columns, doc.y);
  doc.y += ROW_HEIGHT;
  const all = options.totalRow ? [...rows, options.totalRow] : rows;
  all.forEach((cells, index) => {
    const isTotal = options.totalRow !== undefined && index === all.length - 1;
    if (doc.y + ROW_HEIGHT > bottomLimit(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      headerRow(doc, columns, doc.y);
      doc.y += ROW_HEIGHT;
    }
    const y = doc.y;
    doc
      .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(CELL_SIZE)
      .fillColor(COLORS.ink);
    let x = left(doc);
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      if (typeof cell === 'string') {
        textAt(doc, cell, x + PAD, y + 5, {
          width: column.width - 2 * PAD,
          align: column.numeric ? 'right' : 'left',
          ...(column.numeric ? { fitSize: CELL_SIZE } : {}),
        });
      } else {
        cell({ x: x + PAD, y: y + 3, width: column.width - 2 * PAD, height: ROW_HEIGHT - 6 });
        doc
          .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(CELL_SIZE)
          .fillColor(COLORS.ink);
      }
      x += column.width;
    });
    doc
      .moveTo(left(doc), y + ROW_HEIGHT)
      .lineTo(left(doc) + width, y + ROW_HEIGHT)
      .lineWidth(isTotal ? 1 : 0.5)
      .strokeColor(isTotal ? COLORS.text : COLORS.rule)
      .stroke();
    doc.y = y + ROW_HEIGHT;
  });
  doc.y += 6;
}

/** Spreads `weights` over the content width (for column widths that add up exactly). */
export function widths(doc: Pdf, weights: number[]): number[] {
  const total = weights.reduce((n, w) => n + w, 0);
  return weights.map((w) => (w / total) * contentWidth(doc));
}

/** A bulleted finding: coloured marker, bold title, muted detail. */
export function finding(doc: Pdf, title: string, raw: string, color: string): void {
  const detail = printable(raw);
  const width = contentWidth(doc) - 14;
  doc.font('Helvetica').fontSize(8.5);
  const height = doc.heightOfString(detail, { width }) + 14;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.circle(left(doc) + 4, y + 4.5, 2.6).fill(color);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.ink);
  textAt(doc, title, left(doc) + 14, y, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted);
  doc.text(detail, left(doc) + 14, y + 12, { width });
  doc.y += 5;
}
