import { Lock, ShieldAlert } from 'lucide-react';
import { ROLE_DISPLAY_NAMES, type Role } from '../../../shared/roles';
import { StatusScreen } from './status-screen';

/** Both refusals lead to the one page every role may open. */
const BACK_TO_DASHBOARD = { to: '/', label: 'Back to Dashboard' };

/** SPEC §2: a role mismatch names the roles that may enter and the visitor's own role. */
export function AccessRestricted({
  requiredRoles,
  userRole,
}: {
  requiredRoles: readonly Role[];
  userRole: Role;
}) {
  return (
    <StatusScreen icon={Lock} tone="warning" title="Access Restricted" action={BACK_TO_DASHBOARD}>
      <p>
        You need a different role to open this page. Ask an administrator if you think you should have access.
      </p>
      <dl className="mx-auto grid max-w-sm gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-left dark:border-slate-800 dark:bg-slate-900">
        {[
          ['Required role', requiredRoles.map((role) => ROLE_DISPLAY_NAMES[role]).join(', ')],
          ['Your role', ROLE_DISPLAY_NAMES[userRole]],
        ].map(([term, roles]) => (
          <div key={term}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{roles}</dd>
          </div>
        ))}
      </dl>
    </StatusScreen>
  );
}

/** The admin screens' own guard (SPEC §2 Admin dashboard, DESIGN §6). */
export function AccessDenied() {
  return (
    <StatusScreen icon={ShieldAlert} tone="danger" title="Access Denied" action={BACK_TO_DASHBOARD}>
      <p>You don't have permission to access the admin dashboard. Only administrators can view this page.</p>
    </StatusScreen>
  );
}
