import { Link } from 'react-router';
import type { CurrentUser } from '../../shared/auth';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '../../shared/roles';
import { SignOutButton } from '../features/auth/components/sign-out-button';

/** Who is signed in (linking to account settings) and Sign Out: the right end of every header a signed-in user sees. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initial = (user.firstName || user.username).charAt(0).toUpperCase();

  return (
    <div className="flex items-center gap-2 sm:gap-4">
      <Link
        to="/account"
        className="flex items-center gap-3 rounded-lg p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800"
      >
        <span className="sr-only">Account settings: </span>
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
        >
          {initial}
        </span>
        <span className="hidden text-right leading-tight sm:block">
          <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">{fullName}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {ROLE_DISPLAY_NAMES[normalizeRole(user.role)]}
          </span>
        </span>
        <span className="sr-only sm:hidden">{fullName}</span>
      </Link>
      <SignOutButton />
    </div>
  );
}
