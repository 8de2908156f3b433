import { formatInteger } from '../../../lib/format';
import type { MetricsImportProgress } from '../api/metrics-import-job';
import { plural } from './plural';

const MEGABYTES = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const megabytes = (bytes: number) => MEGABYTES.format(bytes / (1024 * 1024));

/**
 * What a large file's check or import is doing, in words: 'Uploading 12.3 of 58.1 MB', 'Checking rows: 412,000
 * read'. `rowCount` is the daily rows the check found, which the import writes (0 while checking).
 */
export function describeImportProgress(progress: MetricsImportProgress, rowCount: number): string {
  switch (progress.stage) {
    case 'compressing':
      return 'Compressing…';
    case 'uploading':
      return `Uploading ${megabytes(progress.loaded)} of ${megabytes(progress.total)} MB`;
    case 'processing': {
      const { job } = progress;
      switch (job.phase) {
        case 'receiving':
          return 'Receiving the file…';
        case 'reading':
          return 'Reading the file…';
        case 'checking':
          return `Checking rows: ${formatInteger(job.rowsRead)} read`;
        case 'writing':
          return `Writing ${plural(rowCount || job.rowsRead, 'row', 'rows')}…`;
        case 'insights':
          return 'Updating insights…';
        case 'done':
          return 'Finishing…';
      }
    }
  }
}

/** The bar's value, 0 to 100: the share compressed, then uploaded, then the job's own progress. */
export function importProgressPercent(progress: MetricsImportProgress): number {
  switch (progress.stage) {
    case 'compressing':
      return progress.fraction * 100;
    case 'uploading':
      return progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;
    case 'processing':
      return progress.job.progress * 100;
  }
}
