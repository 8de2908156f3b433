import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/analytics';
import { API_ROUTES } from '../../../../shared/api-routes';
import type { PerformanceReport, ReportType } from '../../../../shared/reports';
import { getQueryOptions } from '../../../lib/api-query';

export const reportKeys = {
  all: () => [API_ROUTES.performanceReport] as const,
  detail: (period: Period, type: ReportType) => [API_ROUTES.performanceReport, period, type] as const,
};

const EXPORT_PATHS = { pdf: API_ROUTES.performanceReportPdf, csv: API_ROUTES.performanceReportCsv } as const;

const query = (period: Period, type: ReportType) => new URLSearchParams({ period, type }).toString();

/** The same report as a PDF or CSV download (a plain GET with the session cookie). */
export function reportExportUrl(period: Period, type: ReportType, format: 'pdf' | 'csv'): string {
  return `${EXPORT_PATHS[format]}?${query(period, type)}`;
}

/** GET /api/reports/performance?period=&type= */
export const performanceReportQueryOptions = (period: Period, type: ReportType) =>
  getQueryOptions<PerformanceReport>(
    reportKeys.detail(period, type),
    `${API_ROUTES.performanceReport}?${query(period, type)}`,
  );

export function usePerformanceReport(period: Period, type: ReportType) {
  return useQuery({ ...performanceReportQueryOptions(period, type), placeholderData: keepPreviousData });
}
