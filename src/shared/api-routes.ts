/**
 * Every API path: the one table the server registers its routes from and the web client builds its requests and
 * query keys from. `api-routes.test.ts` checks that the server registers exactly these, and the router's page
 * paths live beside them in `routes.ts`.
 */
export const API_ROUTES = {
  // Session and account (SPEC §7)
  user: '/api/user',
  register: '/api/register',
  login: '/api/login',
  loginTwoFactor: '/api/login/two-factor',
  logout: '/api/logout',
  authProviders: '/api/auth/providers',
  googleSignIn: '/api/auth/google',
  googleSignInCallback: '/api/auth/google/callback',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  accountProfile: '/api/account/profile',
  accountPassword: '/api/account/password',
  accountSessions: '/api/account/sessions',
  revokeOtherSessions: '/api/account/sessions/revoke-others',
  twoFactor: '/api/account/two-factor',
  twoFactorSetup: '/api/account/two-factor/setup',
  twoFactorEnable: '/api/account/two-factor/enable',
  twoFactorDisable: '/api/account/two-factor/disable',
  twoFactorRecoveryCodes: '/api/account/two-factor/recovery-codes',
  accountSignInMethods: '/api/account/sign-in-methods',
  // Administration
  adminStats: '/api/admin/stats',
  adminUsers: '/api/admin/users',
  adminUserRole: '/api/admin/users/:id/role',
  adminUserDisable: '/api/admin/users/:id/disable',
  adminUserEnable: '/api/admin/users/:id/enable',
  adminUserSessionsRevoke: '/api/admin/users/:id/sessions/revoke',
  adminUserTwoFactorReset: '/api/admin/users/:id/two-factor/reset',
  makeAdmin: '/api/admin/make-admin',
  auditLog: '/api/admin/audit',
  auditLogExport: '/api/admin/audit/export.csv',
  adminSettings: '/api/admin/settings',
  settings: '/api/settings',
  /** Recent workspace events, as far as the caller's role sees them (shared/workspace.ts). */
  activity: '/api/activity',
  workspaceAdmins: '/api/workspace/admins',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  contacts: '/api/contacts',
  newsletter: '/api/newsletter',
  newsletters: '/api/newsletters',
  // Campaigns and the wizard
  campaigns: '/api/campaigns',
  campaignsSummary: '/api/campaigns/summary',
  campaign: '/api/campaigns/:id',
  duplicateCampaign: '/api/campaigns/:id/duplicate',
  campaignApproval: '/api/campaigns/:id/approval',
  /** Issue 32: the split across channels that maximises expected revenue, from each channel's response curve. */
  campaignBudgetPlan: '/api/campaigns/:id/budget-plan',
  /** Issue 33: the forecast kept at launch against what was delivered to date. */
  campaignForecast: '/api/campaigns/:id/forecast',
  /** Issue 33: the workspace's forecast track record. */
  forecastAccuracy: '/api/forecasts/accuracy',
  approvals: '/api/approvals',
  generateContent: '/api/ai/generate-content',
  generateContentOpenAi: '/api/openai/generate-content',
  predictAudience: '/api/audience/predict',
  // Figures
  analytics: '/api/analytics/:period/:channel',
  analyticsExport: '/api/analytics/:period/:channel/export.csv',
  dashboardSummary: '/api/dashboard/summary',
  metricsImport: '/api/metrics/import',
  metricsImportJob: '/api/metrics/imports/:id',
  performanceReport: '/api/reports/performance',
  performanceReportCsv: '/api/reports/performance.csv',
  performanceReportPdf: '/api/reports/performance.pdf',
  reportSchedules: '/api/reports/schedules',
  reportSchedule: '/api/reports/schedules/:id',
  reportScheduleSend: '/api/reports/schedules/:id/send',
  reportRecipients: '/api/reports/recipients',
  // Insights
  insights: '/api/insights',
  insightPreview: '/api/insights/:id/preview',
  applyInsight: '/api/insights/:id/apply',
  undoInsight: '/api/insights/:id/undo',
  readInsight: '/api/insights/:id/read',
  // Google Ads (SPEC §9)
  googleAdsHealth: '/api/google-ads/health',
  googleAdsConnection: '/api/google-ads/connection',
  googleAdsSync: '/api/google-ads/sync',
  googleAdsOauthStart: '/api/google-ads/oauth/start',
  googleAdsOauthCallback: '/api/google-ads/oauth/callback',
  // The OpenAPI document and its viewer
  docs: '/api/docs',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** The `:name` parameters of a route pattern, as a union of names. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The request path for a route with parameters: each `:name` replaced by its value, percent-encoded. */
export function apiPath<Pattern extends ApiRoute>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string>,
): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
