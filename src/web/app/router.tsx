import { useMemo } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppSkeleton } from '../components/ui/loading-frames';
import { LazyArea, lazyComponent } from '../lib/lazy';
import { GuestOnly, SessionGate, SignedInArea, type SignedInRouteHandle } from './guards';
import { MatchedRouteContext } from './matched-route';
import { PublicAccountArea } from './public-account-area';

// Signed-in pages load only when a signed-in user opens them (React.lazy, rendered by the guard), never because a
// signed-out visitor's address matched their route.
const DashboardRoute = lazyComponent(() => import('./dashboard-route').then((m) => m.DashboardRoute));
const CreateCampaignPage = lazyComponent(() =>
  import('../features/campaigns/components/create-campaign-page').then((m) => m.CreateCampaignPage),
);
const EditCampaignPage = lazyComponent(() =>
  import('../features/campaigns/components/edit-campaign-page').then((m) => m.EditCampaignPage),
);
const CampaignManagementPage = lazyComponent(() =>
  import('../features/campaigns/components/campaign-management-page').then((m) => m.CampaignManagementPage),
);
const ApprovalsPage = lazyComponent(() =>
  import('../features/approvals/components/approvals-page').then((m) => m.ApprovalsPage),
);
const AnalyticsPage = lazyComponent(() =>
  import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage),
);
const PerformanceReportPage = lazyComponent(() =>
  import('../features/reports/components/performance-report-page').then((m) => m.PerformanceReportPage),
);
const AdminDashboardPage = lazyComponent(() =>
  import('../features/admin/components/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
const UserManagementPage = lazyComponent(() =>
  import('../features/admin/components/user-management-page').then((m) => m.UserManagementPage),
);
const AuditLogPage = lazyComponent(() =>
  import('../features/admin/components/audit-log-page').then((m) => m.AuditLogPage),
);
const GoogleAdsSetupPage = lazyComponent(() =>
  import('../features/google-ads/components/google-ads-setup-page').then((m) => m.GoogleAdsSetupPage),
);

const AccountSettingsPage = lazyComponent(() =>
  import('../features/account/components/account-settings-page').then((m) => m.AccountSettingsPage),
);
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

const landing: SignedInRouteHandle = { signedOut: 'landing' };
const signInInPlace: SignedInRouteHandle = { signedOut: 'sign-in' };
const redirectToAuth: SignedInRouteHandle = { signedOut: 'redirect' };

/**
 * SPEC §2 route access. Each signed-in route's id is its canonical path: the role gate looks it up in
 * ROUTE_CAPABILITIES (src/shared/roles.ts), the one role table.
 */
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
          { id: '/', index: true, element: <DashboardRoute />, handle: landing },
          {
            id: '/campaign/new',
            path: 'campaign/new',
            element: <CreateCampaignPage />,
            handle: signInInPlace,
          },
          { id: '/campaigns', path: 'campaigns', element: <CampaignManagementPage />, handle: signInInPlace },
          {
            id: '/campaigns/:id/edit',
            path: 'campaigns/:id/edit',
            element: <EditCampaignPage />,
            handle: signInInPlace,
          },
          { id: '/approvals', path: 'approvals', element: <ApprovalsPage />, handle: signInInPlace },
          { id: '/analytics', path: 'analytics', element: <AnalyticsPage />, handle: signInInPlace },
          {
            id: '/performance',
            path: 'performance',
            element: <PerformanceReportPage />,
            handle: signInInPlace,
          },
          { id: '/admin', path: 'admin', element: <AdminDashboardPage />, handle: redirectToAuth },
          {
            id: '/admin/users',
            path: 'admin/users',
            element: <UserManagementPage />,
            handle: redirectToAuth,
          },
          { id: '/admin/audit', path: 'admin/audit', element: <AuditLogPage />, handle: redirectToAuth },
          {
            id: '/google-ads-setup',
            path: 'google-ads-setup',
            element: <GoogleAdsSetupPage />,
            handle: redirectToAuth,
          },
          { id: '/account', path: 'account', element: <AccountSettingsPage />, handle: redirectToAuth },
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
