import { METRICS_IMPORT_FORMATS, type MetricsImportFormat } from '../../../shared/metrics-rules';

/** Enough of the file for a title line or two and the header (Google Ads exports start with a report title). */
const HEAD_BYTES = 64 * 1024;
const HEADER_SEARCH_LINES = 5;

const normalize = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
    .toLowerCase();

/**
 * The format a file's header row names, read in the browser so a Google Ads report can ask for its channel before
 * the first request. The server decides in the end; null when no known header is found.
 */
export async function detectImportFormat(file: Blob): Promise<MetricsImportFormat | null> {
  const head = (await file.slice(0, HEAD_BYTES).text()).replace(/^\uFEFF/, '');
  const lines = head
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, HEADER_SEARCH_LINES);
  const formats = Object.entries(METRICS_IMPORT_FORMATS) as [
    MetricsImportFormat,
    (typeof METRICS_IMPORT_FORMATS)[MetricsImportFormat],
  ][];
  for (const line of lines) {
    const cells = new Set(line.split(',').map(normalize));
    const match = formats.find(([, { header }]) => header.every((column) => cells.has(column.toLowerCase())));
    if (match) return match[0];
  }
  return null;
}

/** '840 B' / '12.4 KB' / '3.2 MB' */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
