import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { AUDIT_PAGE_SIZE, type AuditFilters, adminKeys, type Page } from './admin-keys';

/** ?action=&from=&to= — the filters the list and the CSV export share (empty ones left out). */
export function auditFilterParams(filters: Omit<AuditFilters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The CSV download of every entry that matches the filters. */
export function auditExportUrl(filters: Omit<AuditFilters, 'page'>): string {
  const params = auditFilterParams(filters).toString();
  return `/api/admin/audit/export.csv${params ? `?${params}` : ''}`;
}

/** GET /api/admin/audit?action=&from=&to=&page=&pageSize= (newest first). */
export function getAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const params = auditFilterParams(filters);
  params.set('page', String(filters.page));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  return api.get<Page<AuditEntry>>(`/api/admin/audit?${params}`, signal);
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.auditPage(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    // The log grows while the page is open; show what happened since the last visit.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
