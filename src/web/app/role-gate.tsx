import type { ReactNode } from 'react';
import { can, normalizeRole, ROUTE_CAPABILITIES, rolesFor } from '../../shared/roles';
import { AccessDenied, AccessRestricted } from '../components/layout/access-screens';
import { useMatchedRoute } from './matched-route';

/** DESIGN §6: the admin screens keep their own 'Access Denied' wording; every other mismatch is 'Access Restricted'. */
const ADMIN_GUARD_ROUTES = new Set(['/admin', '/admin/users', '/admin/audit']);

/**
 * Checks the matched route against ROUTE_CAPABILITIES. Signed-in routes carry their canonical path as route id,
 * so the lookup does not depend on how the address was typed (case, trailing slash, encoding).
 */
export function RoleGate({ role, children }: { role: string; children: ReactNode }) {
  const routeId = useMatchedRoute()?.id ?? '';
  const capability = ROUTE_CAPABILITIES[routeId];
  if (!capability || can(role, capability)) return children;
  // DESIGN §6 bootstrap: User Management offers Make Me Admin to a non-admin while the workspace has no admin,
  // and shows this same Access Denied once it has one (the page asks the server which).
  if (routeId === '/admin/users') return children;
  if (ADMIN_GUARD_ROUTES.has(routeId)) return <AccessDenied />;
  return <AccessRestricted requiredRoles={rolesFor(capability)} userRole={normalizeRole(role)} />;
}
