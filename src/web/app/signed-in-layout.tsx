import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import type { CurrentUser } from '../../shared/auth';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '../../shared/roles';
import { Container } from '../components/layout/container';
import { LogoLink } from '../components/layout/logo';
import { Spinner } from '../components/ui/spinner';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { RoleGate } from './role-gate';

/** The one frame around every signed-in page: logo, who is signed in (linking to account settings), Sign Out (SPEC §4). */
export function SignedInLayout({ user }: { user: CurrentUser }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initial = (user.firstName || user.username).charAt(0).toUpperCase();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <Container className="flex h-16 items-center justify-between gap-4">
          <LogoLink />
          <div className="flex items-center gap-4">
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
                <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">
                  {fullName}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {ROLE_DISPLAY_NAMES[normalizeRole(user.role)]}
                </span>
              </span>
              <span className="sr-only sm:hidden">{fullName}</span>
            </Link>
            <SignOutButton />
          </div>
        </Container>
      </header>
      <main className="flex flex-1 flex-col py-6 sm:py-8">
        <Container className="flex flex-1 flex-col">
          <RoleGate role={user.role}>
            <Suspense
              fallback={
                <div className="flex flex-1 items-center justify-center py-24">
                  <Spinner label="Loading page" className="size-6 text-indigo-600" />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </RoleGate>
        </Container>
      </main>
    </div>
  );
}
