import {
  METRICS_IMPORT_COLUMN_HINTS,
  METRICS_IMPORT_FORMATS,
  type MetricsImportFormat,
  XLSX_CONTENT_TYPE,
} from '../../../shared/metrics-rules';

/** Enough of the file for a title line or two and the header (Google Ads exports start with a report title). */
const HEAD_BYTES = 64 * 1024;
const HEADER_SEARCH_LINES = 5;

/** An Excel workbook: it is sent as it is and never read as text in the browser. */
export function isXlsxFile(file: File): boolean {
  return file.type === XLSX_CONTENT_TYPE || /\.xlsx$/i.test(file.name);
}

/** 'Amount spent (IDR)' → 'amount spent': the currency in a header does not change which column it is. */
const normalize = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\s*\([A-Z]{3}\)$/, '')
    .trim()
    .toLowerCase();

/**
 * The columns that name each format: a platform export's required columns (those it has a hint for when missing;
 * optional ones such as Conv. value may be absent), Northstar's whole header.
 */
const SIGNATURES: [MetricsImportFormat, string[]][] = [
  ['northstar', [...METRICS_IMPORT_FORMATS.northstar.header]],
  ['google-ads', Object.keys(METRICS_IMPORT_COLUMN_HINTS['google-ads']).map(normalize)],
  ['meta', Object.keys(METRICS_IMPORT_COLUMN_HINTS.meta).map(normalize)],
];

/** The head of the file as text: UTF-16 (Google Ads' "CSV for Excel") by its byte order mark, else UTF-8. */
async function readHead(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  // TextDecoder drops the byte order mark itself.
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * The format a file's header row names, read in the browser so a Google Ads report can ask for its channel before
 * the first request. English headers only, and never an .xlsx: the server decides in the end and says when it needs
 * the channel. Null when no known header is found.
 */
export async function detectImportFormat(file: File): Promise<MetricsImportFormat | null> {
  if (isXlsxFile(file)) return null;
  const lines = (await readHead(file))
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, HEADER_SEARCH_LINES);
  for (const line of lines) {
    const cells = new Set(line.split(/[,;\t]/).map(normalize));
    const match = SIGNATURES.find(([, columns]) => columns.every((column) => cells.has(column)));
    if (match) return match[0];
  }
  return null;
}
