import { REPORT_PURPOSES, REPORT_TYPES, type ReportType } from '../../../../shared/reports-rules';
import { TEST_PERIOD } from '../../../test/period';
import { DEMO_PROVENANCE } from '../../../test/provenance';

/** What every performance report answer starts with for `type`: its title, purpose, workspace, period and source. */
export function reportHeader(type: ReportType) {
  return {
    type,
    title: `${REPORT_TYPES[type]} report`,
    purpose: REPORT_PURPOSES[type],
    workspace: 'northstar.example.com',
    currency: 'USD',
    locale: 'en-US',
    period: TEST_PERIOD,
    generatedAt: '2026-11-22T01:05:37.088Z',
    dataSource: 'demo' as const,
    provenance: DEMO_PROVENANCE,
  };
}
