import type { AnalyticsResponse } from '../../shared/analytics';

/**
 * Figures from the demo simulator, dates in UTC (the server's answer without a sync or an import). Here rather than
 * in one feature's test folder: analytics', reports' and the dashboard's fixtures all carry it.
 */
export const DEMO_PROVENANCE: AnalyticsResponse['provenance'] = {
  sources: ['demo'],
  importedAt: null,
  syncedAt: null,
  stale: false,
  timeZone: 'UTC',
};
