/**
 * Every page path the web app renders (SPEC §2 plus account settings and the audit log). The server answers them
 * with the app and status 200; any other path gets the app's 404 page with status 404.
 */
export const PAGE_PATHS = [
  '/',
  '/demo',
  '/auth',
  '/reset-password',
  '/privacy',
  '/terms',
  '/account',
  '/campaign/new',
  '/campaigns',
  '/campaigns/:id/edit',
  '/approvals',
  '/analytics',
  '/performance',
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/google-ads-setup',
] as const;

const PATTERNS = PAGE_PATHS.map(
  (path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

export function isPagePath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
