import { Info, Mail, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../shared/auth';
import { can, DASHBOARD_ACTIONS, normalizeRole, type Role } from '../../../../shared/roles';
import { LinkButton } from '../../../components/link-button';
import { ProvenanceNote } from '../../../components/provenance-note';
import { errorMessage } from '../../../lib/form-errors';
import { ApprovalsLink } from '../../approvals';
import { insightsOf, totalOf, useInsightList } from '../../insights';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { SAMPLE_INSIGHTS } from '../sample-data';
import { ConnectionIssue } from './connection-issue';
import { DASHBOARD_INSIGHT_LIMIT, InsightsPanel } from './insights-panel';
import { PacingLine } from './pacing-line';
import { PlainUserPanel } from './plain-user-panel';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { SampleBadge } from './sample-badge';
import { SummaryCards } from './summary-cards';

/** The one step a new account can take first, by what its role allows (a new registration is a plain user). */
function firstStepOf(role: Role): string {
  if (can(role, DASHBOARD_ACTIONS.newCampaign)) {
    return 'Your first step: create your first campaign with New Campaign.';
  }
  if (can(role, DASHBOARD_ACTIONS.viewAnalytics)) {
    return "Your first step: open View Analytics to see how the workspace's campaigns perform.";
  }
  return 'Your first step: ask an administrator for the role that lets you build campaigns.';
}

/** The page header's buttons, in order. */
const HEADER_ACTIONS = ['newCampaign', 'approvals', 'viewMessages'] as const;

/** `isNewAccount`: the first visit after registering, which welcomes to the product instead of welcoming back. */
export function DashboardPage({ user, isNewAccount = false }: { user: CurrentUser; isNewAccount?: boolean }) {
  const role = normalizeRole(user.role);
  const firstName = user.firstName.trim() || 'Marketing Manager';
  // Recent activity is about campaigns: only for roles that see them (the figures' roles, below).
  const sideColumn = (
    <div className="space-y-6">
      <QuickActions role={role} />
      <RecentActivity />
    </div>
  );

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {isNewAccount ? `Welcome to Northstar, ${firstName}` : `Welcome back, ${firstName}`}
          </h1>
          <p className="mt-1 text-sm text-slate-600 sm:text-base dark:text-slate-400">
            {isNewAccount
              ? firstStepOf(role)
              : can(role, WORKSPACE_FIGURES)
                ? "Here's an overview of your marketing workspace."
                : 'Your account, and what your role opens.'}
          </p>
        </div>
        {/* None for a plain user: an empty row would only push the page down. */}
        {HEADER_ACTIONS.some((action) => can(role, DASHBOARD_ACTIONS[action])) ? (
          <div className="flex flex-wrap gap-2">
            {can(role, DASHBOARD_ACTIONS.newCampaign) ? (
              <LinkButton to="/campaign/new" icon={Plus} variant="primary">
                New Campaign
              </LinkButton>
            ) : null}
            {can(role, DASHBOARD_ACTIONS.approvals) ? <ApprovalsLink /> : null}
            {can(role, DASHBOARD_ACTIONS.viewMessages) ? (
              <LinkButton to="/admin" icon={Mail}>
                View Messages
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </div>

      {can(role, WORKSPACE_FIGURES) ? (
        <WorkspaceFigures role={role} sideColumn={sideColumn} />
      ) : (
        <>
          <BasicUserNotice />
          <PlainUserPanel user={user} />
        </>
      )}
    </div>
  );
}

/**
 * Who may see the workspace's figures (revenue, spend, reach, insights): those who may view analytics. A plain
 * user gets the Basic User notice in their place; the server refuses them the same figures.
 */
const WORKSPACE_FIGURES = DASHBOARD_ACTIONS.viewAnalytics;

function BasicUserNotice() {
  return (
    <aside
      aria-labelledby="basic-user-heading"
      className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/60"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <div>
        <h2 id="basic-user-heading" className="text-sm font-semibold text-indigo-950 dark:text-indigo-100">
          Basic User
        </h2>
        <p className="mt-1 text-sm text-indigo-900 dark:text-indigo-200">
          Contact an admin to request elevated permissions for campaign management and analytics access.
        </p>
      </div>
    </aside>
  );
}

/** The summary cards and the insights panel, with their loads, failures and samples. */
function WorkspaceFigures({ role, sideColumn }: { role: Role; sideColumn: ReactNode }) {
  const summary = useDashboardSummary();
  // Only the first page: the dashboard shows the top few, the analytics page the whole list.
  const insights = useInsightList({ status: 'open', limit: DASHBOARD_INSIGHT_LIMIT });
  const openInsights = insightsOf(insights.data);
  const insightsFailed = insights.isError;
  const isSample = summary.data ? !summary.data.hasData : false;
  const failure = summary.error ?? (insightsFailed ? insights.error : null);
  const hasInsights = openInsights.length > 0;
  const retry = () => {
    if (summary.isError) void summary.refetch();
    if (insightsFailed) void insights.refetch();
  };

  return (
    <>
      {failure ? (
        <ConnectionIssue
          message={errorMessage(failure)}
          onRetry={retry}
          isRetrying={summary.isFetching || insights.isFetching}
        />
      ) : null}

      <section aria-labelledby="overview-heading" className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="overview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Overview
          </h2>
          {isSample ? (
            <>
              <SampleBadge />
              <p className="w-full text-sm text-slate-500 sm:w-auto dark:text-slate-400">
                Live figures replace these once your campaigns start delivering.
              </p>
            </>
          ) : summary.data ? (
            <>
              <p className="text-sm text-slate-500 dark:text-slate-400">{summary.data.periodLabel}</p>
              {/* Where the figures come from, with the time zone: the period line does not name it. */}
              <ProvenanceNote provenance={summary.data.provenance} className="w-full" />
            </>
          ) : null}
        </div>
        {summary.isError ? null : <SummaryCards summary={summary.data} />}
        {summary.data && !isSample ? <PacingLine pacing={summary.data.pacing} /> : null}
      </section>

      {/* One shrinkable column below lg: an opened "Why?" table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <InsightsPanel
          insights={hasInsights ? openInsights : SAMPLE_INSIGHTS}
          isSample={insights.isSuccess && !hasInsights}
          isLoading={insights.isPending && !insights.isError}
          isUnavailable={insightsFailed}
          canManage={can(role, 'campaigns:manage')}
          total={totalOf(insights.data)}
          className="lg:col-span-2"
        />
        {sideColumn}
      </div>
    </>
  );
}
