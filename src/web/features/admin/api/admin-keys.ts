import type { AuditAction } from '../../../../shared/admin';

export interface ListPageInput {
  q: string;
  page: number;
  pageSize: number;
}

export interface AuditFilters {
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

/** The admin lists are paginated on the server (they must stay fast with 10,000 rows). */
export const ADMIN_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

/**
 * Query keys of the admin feature. Each starts with its endpoint path (SPEC §7 generic GET) and carries every
 * request input, so each page and search has its own cache entry and invalidating the path refreshes them all.
 */
export const adminKeys = {
  stats: () => ['/api/admin/stats'] as const,
  users: () => ['/api/admin/users'] as const,
  makeAdminStatus: () => ['/api/admin/make-admin'] as const,
  contacts: () => ['/api/contacts'] as const,
  contactsPage: (input: ListPageInput) => ['/api/contacts', input] as const,
  subscriptions: () => ['/api/newsletters'] as const,
  subscriptionsPage: (input: ListPageInput) => ['/api/newsletters', input] as const,
  audit: () => ['/api/admin/audit'] as const,
  auditPage: (filters: AuditFilters) => ['/api/admin/audit', filters] as const,
};

/** ?q=…&page=…&pageSize=… (an empty search is left out). */
export function listSearchParams({ q, page, pageSize }: ListPageInput): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
