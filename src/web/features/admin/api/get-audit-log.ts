import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/admin';
import { AUDIT_PAGE_SIZE } from '../../../../shared/admin-rules';
import { API_ROUTES } from '../../../../shared/api-routes';
import { pagedQueryOptions } from '../../../lib/api-page';
import { type AuditFilters, adminKeys } from './admin-keys';

/** ?action=&from=&to= — the filters the list and the CSV export share (empty ones left out). */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The CSV download of every entry that matches the filters. */
export function auditExportUrl(filters: AuditFilters): string {
  const params = auditFilterParams(filters).toString();
  return `${API_ROUTES.auditLogExport}${params ? `?${params}` : ''}`;
}

/** GET /api/admin/audit?action=&from=&to=&limit= page by page, newest first. */
export function useAuditLog(filters: AuditFilters) {
  const params = auditFilterParams(filters);
  params.set('limit', String(AUDIT_PAGE_SIZE.screen));
  return useInfiniteQuery({
    ...pagedQueryOptions<AuditEntry>(adminKeys.auditList(filters), `${API_ROUTES.auditLog}?${params}`),
    placeholderData: keepPreviousData,
    // The log grows while the page is open; show what happened since the last visit.
    staleTime: 0,
  });
}
