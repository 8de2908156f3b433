import type { AuditAction } from '../../../../shared/admin';

export interface AuditFilters {
  action: AuditAction | '';
  from: string;
  to: string;
}

/**
 * Query keys of the admin feature. Each starts with its endpoint path (SPEC §7 generic GET) and carries every
 * request input, so each search and filter has its own cache entry and invalidating the path refreshes them all.
 */
export const adminKeys = {
  stats: () => ['/api/admin/stats'] as const,
  users: () => ['/api/admin/users'] as const,
  makeAdminStatus: () => ['/api/admin/make-admin'] as const,
  contacts: () => ['/api/contacts'] as const,
  contactsList: (q: string) => ['/api/contacts', { q }] as const,
  subscriptions: () => ['/api/newsletters'] as const,
  subscriptionsList: (q: string) => ['/api/newsletters', { q }] as const,
  audit: () => ['/api/admin/audit'] as const,
  auditList: (filters: AuditFilters) => ['/api/admin/audit', filters] as const,
};

/** The first page's path of a searchable admin list (`q` left out when empty). */
export function firstPagePath(path: string, limit: number, q = ''): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  return `${path}?${params}`;
}
