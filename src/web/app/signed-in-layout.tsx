import { Outlet } from 'react-router';
import type { CurrentUser } from '../../shared/auth';
import { Container } from '../components/layout/container';
import { LogoLink } from '../components/layout/logo';
import { PageSkeleton } from '../components/ui/loading-frames';
import { NotificationBell } from '../features/notifications';
import { LazyArea } from '../lib/lazy';
import { AccountMenu } from './account-menu';
import { RoleGate } from './role-gate';
import { WorkspaceCurrency } from './workspace-currency';

/**
 * The one frame around every signed-in page: logo, notifications, who is signed in (linking to account settings),
 * Sign Out (SPEC §4). The pages inside show money in the workspace currency (WorkspaceCurrency).
 */
export function SignedInLayout({ user }: { user: CurrentUser }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        {/* Tight gaps below sm: logo, bell and account menu share one row on a 360 px phone. */}
        <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4">
          <LogoLink />
          <div className="flex items-center gap-1 sm:gap-3">
            <NotificationBell />
            <AccountMenu user={user} />
          </div>
        </Container>
      </header>
      <main className="flex flex-1 flex-col py-6 sm:py-8">
        <Container className="flex flex-1 flex-col">
          <WorkspaceCurrency>
            <RoleGate role={user.role}>
              <LazyArea fallback={<PageSkeleton />}>
                <Outlet />
              </LazyArea>
            </RoleGate>
          </WorkspaceCurrency>
        </Container>
      </main>
    </div>
  );
}
