import { describe, expect, it } from 'vitest';
import type { MetricsImportPhase } from '../../../../shared/metrics';
import { makeImportJob } from '../test/metrics-fixtures';
import { describeImportProgress, importProgressPercent } from './import-progress-text';

const MB = 1024 * 1024;
const atPhase = (phase: MetricsImportPhase, rowsRead = 0) =>
  ({ stage: 'processing', job: makeImportJob({ phase, rowsRead, progress: 0.45 }) }) as const;

describe('the words for a large import’s progress', () => {
  it('names each stage and phase, with its figures', () => {
    expect(describeImportProgress({ stage: 'compressing', fraction: 0.5 }, 0)).toBe('Compressing…');
    expect(describeImportProgress({ stage: 'uploading', loaded: 12.3 * MB, total: 58.1 * MB }, 0)).toBe(
      'Uploading 12.3 of 58.1 MB',
    );
    expect(describeImportProgress(atPhase('receiving'), 0)).toBe('Receiving the file…');
    expect(describeImportProgress(atPhase('reading'), 0)).toBe('Reading the file…');
    expect(describeImportProgress(atPhase('checking', 412_000), 0)).toBe('Checking rows: 412,000 read');
    expect(describeImportProgress(atPhase('writing', 1_200_000), 1_000_000)).toBe('Writing 1,000,000 rows…');
    expect(describeImportProgress(atPhase('insights'), 0)).toBe('Updating insights…');
    expect(describeImportProgress(atPhase('done'), 0)).toBe('Finishing…');
  });

  it('counts the rows read when the check’s row count is not known', () => {
    expect(describeImportProgress(atPhase('writing', 1), 0)).toBe('Writing 1 row…');
  });

  it('fills the bar with the share compressed, then uploaded, then the job’s progress', () => {
    expect(importProgressPercent({ stage: 'compressing', fraction: 0.25 })).toBe(25);
    expect(importProgressPercent({ stage: 'uploading', loaded: 30, total: 120 })).toBe(25);
    expect(importProgressPercent({ stage: 'uploading', loaded: 0, total: 0 })).toBe(0);
    expect(importProgressPercent(atPhase('checking'))).toBe(45);
  });
});
