import { CloudOff, RotateCw } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { AppSkeleton } from '../components/ui/loading-frames';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { errorMessage } from '../lib/form-errors';
import { LazyArea, lazyComponent } from '../lib/lazy';
import { useMatchedRoute } from './matched-route';

// Signed-out screens and the signed-in frame are separate chunks: a visitor never downloads the dashboard.
const LandingPage = lazyComponent(() =>
  import('../features/landing/components/landing-page').then((m) => m.LandingPage),
);
const AuthPage = lazyComponent(() => import('../features/auth/components/auth-page').then((m) => m.AuthPage));
const SignedInLayout = lazyComponent(() => import('./signed-in-layout').then((m) => m.SignedInLayout));
const TwoFactorSetupRequiredPage = lazyComponent(() =>
  import('../features/account/components/two-factor-setup-required-page').then(
    (m) => m.TwoFactorSetupRequiredPage,
  ),
);

/** What a signed-out visitor gets on a signed-in route (SPEC §2 route access). */
export type SignedOutBehaviour = 'landing' | 'sign-in' | 'redirect';
export interface SignedInRouteHandle {
  signedOut: SignedOutBehaviour;
}

/** Root: nothing renders until the session is known. */
export function SessionGate() {
  const session = useCurrentUser();
  if (session.isPending) return <AppSkeleton />;
  if (session.isError && session.data === undefined) {
    return <SessionError message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  }
  return (
    <LazyArea fallback={<AppSkeleton label="Loading page" />}>
      <Outlet />
    </LazyArea>
  );
}

/**
 * Layout of every signed-in route. Signed in: the app frame, whose role gate checks the route. Signed out: the
 * landing page, the sign-in screen in place, or a redirect to /auth, as the matched route's handle says.
 * A route without a handle redirects, so a forgotten entry fails closed.
 */
export function SignedInArea() {
  const { data: user } = useCurrentUser();
  const handle = useMatchedRoute()?.handle as SignedInRouteHandle | undefined;
  // The workspace requires two-step sign-in of this user and it is not set up: nothing else answers until it is.
  if (user?.twoFactorSetupRequired) return <TwoFactorSetupRequiredPage />;
  if (user) return <SignedInLayout user={user} />;
  switch (handle?.signedOut) {
    case 'landing':
      return <LandingPage />;
    case 'sign-in':
      return <AuthPage embedded />;
    default:
      return <Navigate to="/auth" replace />;
  }
}

/** /auth: a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const { data: user } = useCurrentUser();
  if (user) return <Navigate to="/" replace />;
  return <AuthPage />;
}

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div role="alert" className="w-full max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-400 dark:ring-red-900">
          <CloudOff aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">Connection Issue</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
        <Button className="mt-6" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    </div>
  );
}
