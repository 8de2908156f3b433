import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicHeaderAccountProvider, SignInLink } from '../components/layout/public-layout';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { lazyComponent } from '../lib/lazy';

// Its own chunk: a signed-out visitor of the legal pages never downloads the signed-in header.
const AccountMenu = lazyComponent(() => import('./account-menu').then((m) => m.AccountMenu));

/**
 * Public pages that a signed-in user also reads (privacy, terms, not found): their header shows the account menu of
 * the signed-in header instead of Sign In. Outside the session gate, so the page shows at once and the header
 * follows the session when it is known; a session that cannot be loaded leaves Sign In, the way back in.
 */
export function PublicAccountArea() {
  const { data: user, isPending } = useCurrentUser();
  const account = user ? (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  ) : isPending ? null : (
    <SignInLink />
  );
  return (
    <PublicHeaderAccountProvider account={account}>
      <Outlet />
    </PublicHeaderAccountProvider>
  );
}
