import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '../../../../shared/analytics';
import type { PerformanceReport, ReportType } from '../../../../shared/reports';
import { api } from '../../../lib/api-client';

export const reportKeys = {
  all: () => ['/api/reports/performance'] as const,
  detail: (period: Period, type: ReportType) => ['/api/reports/performance', period, type] as const,
};

const query = (period: Period, type: ReportType) => new URLSearchParams({ period, type }).toString();

/** GET /api/reports/performance?period=&type= */
export function getPerformanceReport(
  period: Period,
  type: ReportType,
  signal?: AbortSignal,
): Promise<PerformanceReport> {
  return api.get<PerformanceReport>(`/api/reports/performance?${query(period, type)}`, signal);
}

/** The same report as a PDF or CSV download (a plain GET with the session cookie). */
export function reportExportUrl(period: Period, type: ReportType, format: 'pdf' | 'csv'): string {
  return `/api/reports/performance.${format}?${query(period, type)}`;
}

export const performanceReportQueryOptions = (period: Period, type: ReportType) =>
  queryOptions({
    queryKey: reportKeys.detail(period, type),
    queryFn: ({ signal }) => getPerformanceReport(period, type, signal),
  });

export function usePerformanceReport(period: Period, type: ReportType) {
  return useQuery({ ...performanceReportQueryOptions(period, type), placeholderData: keepPreviousData });
}
