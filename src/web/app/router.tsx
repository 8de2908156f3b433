import { type ComponentType, useMemo } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppSkeleton } from '../components/ui/loading-frames';
import { LazyArea, lazyComponent } from '../lib/lazy';
import { GuestOnly, SessionGate, SignedInArea, type SignedInRouteHandle } from './guards';
import { MatchedRouteContext } from './matched-route';
import { PublicAccountArea } from './public-account-area';

const ResetPasswordPage = lazyComponent(() =>
  import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const DemoPage = lazyComponent(() => import('../features/demo/components/demo-page').then((m) => m.DemoPage));
const PrivacyPage = lazyComponent(() =>
  import('../features/legal/components/privacy-page').then((m) => m.PrivacyPage),
);
const TermsPage = lazyComponent(() =>
  import('../features/legal/components/terms-page').then((m) => m.TermsPage),
);
const NotFoundPage = lazyComponent(() =>
  import('../components/layout/not-found-page').then((m) => m.NotFoundPage),
);

/**
 * A signed-in page's route. Its id is its canonical path: the role gate looks it up in ROUTE_CAPABILITIES
 * (src/shared/roles.ts), the one role table. The page's code loads only when a signed-in user opens it (React.lazy,
 * rendered by the guard), never because a signed-out visitor's address matched its route.
 */
function signedInPage(
  id: `/${string}`,
  handle: SignedInRouteHandle,
  load: () => Promise<ComponentType>,
): RouteObject {
  const Page = lazyComponent(load);
  const element = <Page />;
  return id === '/' ? { id, index: true, element, handle } : { id, path: id.slice(1), element, handle };
}

const landing: SignedInRouteHandle = { signedOut: 'landing' };
const signInInPlace: SignedInRouteHandle = { signedOut: 'sign-in' };
const redirectToAuth: SignedInRouteHandle = { signedOut: 'redirect' };

/** SPEC §2 route access (see signedInPage for the signed-in routes). */
export const routes: RouteObject[] = [
  {
    // Pages that never need the session: no GET /api/user, so the demo makes no API calls at all (SPEC §2).
    id: 'public',
    element: <PublicPages />,
    children: [
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'demo', element: <DemoPage /> },
      {
        // Not the demo (SPEC §2: it makes no calls): these headers ask for the session to show who is signed in.
        element: <PublicAccountArea />,
        children: [
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
        ],
      },
    ],
  },
  {
    id: 'root',
    element: <SessionGate />,
    children: [
      {
        id: 'signed-in',
        element: <SignedInArea />,
        children: [
          signedInPage('/', landing, () => import('./dashboard-route').then((m) => m.DashboardRoute)),
          signedInPage('/campaign/new', signInInPlace, () =>
            import('../features/campaigns/components/create-campaign-page').then((m) => m.CreateCampaignPage),
          ),
          signedInPage('/campaigns', signInInPlace, () =>
            import('../features/campaigns/components/campaign-management-page').then(
              (m) => m.CampaignManagementPage,
            ),
          ),
          signedInPage('/campaigns/:id/edit', signInInPlace, () =>
            import('../features/campaigns/components/edit-campaign-page').then((m) => m.EditCampaignPage),
          ),
          signedInPage('/approvals', signInInPlace, () =>
            import('../features/approvals/components/approvals-page').then((m) => m.ApprovalsPage),
          ),
          signedInPage('/analytics', signInInPlace, () =>
            import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage),
          ),
          signedInPage('/performance', signInInPlace, () =>
            import('../features/reports/components/performance-report-page').then(
              (m) => m.PerformanceReportPage,
            ),
          ),
          signedInPage('/admin', redirectToAuth, () =>
            import('../features/admin/components/admin-dashboard-page').then((m) => m.AdminDashboardPage),
          ),
          signedInPage('/admin/users', redirectToAuth, () =>
            import('../features/admin/components/user-management-page').then((m) => m.UserManagementPage),
          ),
          signedInPage('/admin/audit', redirectToAuth, () =>
            import('../features/admin/components/audit-log-page').then((m) => m.AuditLogPage),
          ),
          signedInPage('/google-ads-setup', redirectToAuth, () =>
            import('../features/google-ads/components/google-ads-setup-page').then(
              (m) => m.GoogleAdsSetupPage,
            ),
          ),
          signedInPage('/account', redirectToAuth, () =>
            import('../features/account/components/account-settings-page').then((m) => m.AccountSettingsPage),
          ),
        ],
      },
      { path: 'auth', element: <GuestOnly /> },
      {
        element: <PublicAccountArea />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/** The public pages wait for their chunk under the app's skeleton (the signed-in ones under the session gate's). */
function PublicPages() {
  return (
    <LazyArea fallback={<AppSkeleton />}>
      <Outlet />
    </LazyArea>
  );
}

/**
 * The route table in React Router's declarative mode, inside a BrowserRouter (or a MemoryRouter in tests). The
 * matched leaf goes into context for the guards (see matched-route.ts for why not useMatches).
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const leaf = useMemo(() => matchRoutes(routes, location)?.at(-1)?.route, [location]);
  return <MatchedRouteContext value={leaf}>{element}</MatchedRouteContext>;
}
