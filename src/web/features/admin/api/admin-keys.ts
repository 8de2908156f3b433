import type { AuditAction } from '../../../../shared/admin';
import { API_ROUTES } from '../../../../shared/api-routes';

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
  stats: () => [API_ROUTES.adminStats] as const,
  settings: () => [API_ROUTES.adminSettings] as const,
  users: () => [API_ROUTES.adminUsers] as const,
  makeAdminStatus: () => [API_ROUTES.makeAdmin] as const,
  contacts: () => [API_ROUTES.contacts] as const,
  contactsList: (q: string) => [API_ROUTES.contacts, { q }] as const,
  subscriptions: () => [API_ROUTES.newsletters] as const,
  subscriptionsList: (q: string) => [API_ROUTES.newsletters, { q }] as const,
  audit: () => [API_ROUTES.auditLog] as const,
  auditList: (filters: AuditFilters) => [API_ROUTES.auditLog, filters] as const,
};
