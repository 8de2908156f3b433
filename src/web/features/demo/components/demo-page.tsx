import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeft,
  BrainCircuit,
  CalendarClock,
  ChartNoAxesCombined,
  CircleCheck,
  DollarSign,
  LayoutDashboard,
  Lightbulb,
  Megaphone,
  Plus,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { Container } from '../../../components/layout/container';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { DEMO_CAMPAIGNS, DEMO_INSIGHTS, DEMO_TOTALS, type DemoInsight } from '../data/demo-data';
import { formatCompact, formatCount, formatMoney, formatPercent } from '../data/format';

/** SPEC §4: the demo tab is one of these. */
export type DemoTab = 'overview' | 'campaign' | 'analytics' | 'ai';

const TABS: { value: DemoTab; label: string; icon: LucideIcon }[] = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'campaign', label: 'Campaign Management', icon: Megaphone },
  { value: 'analytics', label: 'Analytics Dashboard', icon: ChartNoAxesCombined },
  { value: 'ai', label: 'AI Insights', icon: BrainCircuit },
];

/**
 * The static demo (SPEC §2 Demo): sample data only and no API calls; it sits outside the session gate so not even
 * the current user is fetched. A first visit renders it without the app's router (demo-entry.tsx), so every link is
 * a plain anchor: home gets the prerendered landing page, /auth starts the app.
 */
export function DemoPage() {
  const [tab, setTab] = useState<DemoTab>('overview');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <Container className="flex h-16 items-center justify-between gap-3">
          <HomeLogo />
          <div className="flex items-center gap-2">
            <a href="/auth" className={cn(buttonClasses('ghost', 'sm'), 'hidden sm:inline-flex')}>
              Sign In
            </a>
            <a href="/auth?mode=register" className={buttonClasses('primary', 'sm')}>
              Start Free Trial
            </a>
          </div>
        </Container>
      </header>
      <div className="border-b border-indigo-100 bg-indigo-50 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
        <Container className="py-2.5">
          You are viewing a demo workspace with sample data. Nothing you do here is saved.
        </Container>
      </div>

      <main className="flex-1 py-8 sm:py-10">
        <Container>
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </a>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Northstar Demo</h1>
              <p className="mt-2 max-w-2xl text-sm text-slate-600 sm:text-base dark:text-slate-400">
                Sample campaigns, analytics and AI insights from a retail brand's workspace.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a href="/#contact" className={buttonClasses('secondary', 'md')}>
                <CalendarClock aria-hidden="true" className="size-4" />
                Schedule Consultation
              </a>
              <a href="/auth" className={buttonClasses('primary', 'md')}>
                <Plus aria-hidden="true" className="size-4" />
                Create Campaign
              </a>
            </div>
          </div>

          <Tabs value={tab} onValueChange={(value) => setTab(value as DemoTab)} className="mt-8">
            <TabsList aria-label="Demo sections">
              {TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab onOpen={setTab} />
            </TabsContent>
            <TabsContent value="campaign">
              <CampaignsTab />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab />
            </TabsContent>
            <TabsContent value="ai">
              <InsightsTab />
            </TabsContent>
          </Tabs>
        </Container>
      </main>
    </div>
  );
}

/**
 * LogoLink (components/layout/logo.tsx) as a plain anchor, with LogoMark's markup: that module also holds LogoLink,
 * which imports React Router, and importing it would bring the router back to a first visit of /demo.
 */
function HomeLogo() {
  return (
    <a
      href="/"
      className="inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-indigo-600 dark:fill-indigo-500" />
        <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#fff" />
      </svg>
      Northstar
    </a>
  );
}

function OverviewTab({ onOpen }: { onOpen: (tab: DemoTab) => void }) {
  const activeCount = DEMO_CAMPAIGNS.filter((c) => c.status === 'Active').length;
  const cards: { tab: DemoTab; icon: LucideIcon; label: string; value: string; detail: string }[] = [
    {
      tab: 'campaign',
      icon: Megaphone,
      label: 'Campaigns',
      value: String(DEMO_CAMPAIGNS.length),
      detail: `${activeCount} active, ${DEMO_CAMPAIGNS.length - activeCount} optimizing`,
    },
    {
      tab: 'analytics',
      icon: DollarSign,
      label: 'Spend to date',
      value: formatMoney(DEMO_TOTALS.spent),
      detail: `of ${formatMoney(DEMO_TOTALS.budget)} budget`,
    },
    {
      tab: 'analytics',
      icon: ChartNoAxesCombined,
      label: 'Average ROI',
      value: `+${Math.round(DEMO_TOTALS.roi)}%`,
      detail: `${formatCompact(DEMO_TOTALS.conversions)} conversions`,
    },
    {
      tab: 'ai',
      icon: BrainCircuit,
      label: 'AI insights',
      value: String(DEMO_INSIGHTS.length),
      detail: `${DEMO_INSIGHTS.filter((i) => i.impact === 'High').length} high impact`,
    },
  ];

  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ tab, icon: Icon, label, value, detail }) => {
          const target = TABS.find((t) => t.value === tab)?.label ?? '';
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onOpen(tab)}
                className="group flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-5 text-left transition-colors duration-150 hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700"
              >
                <span className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
                  {label}
                  <Icon aria-hidden="true" className="size-4 text-slate-400 group-hover:text-indigo-600" />
                </span>
                <span className="mt-2 text-2xl font-semibold tabular-nums">{value}</span>
                <span className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</span>
                <span className="mt-4 text-sm font-medium text-indigo-600 dark:text-indigo-400">
                  Open {target} <span aria-hidden="true">→</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Top campaigns by ROI</CardTitle>
              <CardDescription>Return on investment to date.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <RoiBars />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Latest insight</CardTitle>
              <CardDescription>What the AI noticed today.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>{DEMO_INSIGHTS[0] ? <InsightBody insight={DEMO_INSIGHTS[0]} /> : null}</CardContent>
        </Card>
      </div>
    </div>
  );
}

function StatusBadge({ status }: { status: 'Active' | 'Optimizing' }) {
  return <Badge tone={status === 'Active' ? 'success' : 'accent'}>{status}</Badge>;
}

function CampaignsTab() {
  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-center">
        <div>
          <CardTitle>Campaigns</CardTitle>
          <CardDescription>
            {DEMO_CAMPAIGNS.length} sample campaigns across search, social and email.
          </CardDescription>
        </div>
        <a href="/auth" className={buttonClasses('primary', 'sm')}>
          <Plus aria-hidden="true" className="size-4" />
          Create Campaign
        </a>
      </CardHeader>
      <section
        aria-label="Campaign table, scrolls sideways on small screens"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Sample campaigns with budget, spend and results</caption>
          <thead className="border-y border-slate-200 bg-slate-50 text-xs font-medium text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-5 py-3">
                Campaign
              </th>
              <th scope="col" className="px-5 py-3">
                Budget used
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Impressions
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Clicks
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                CTR
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Conversions
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                ROI
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {DEMO_CAMPAIGNS.map((campaign) => {
              const used = (campaign.spent / campaign.budget) * 100;
              return (
                <tr key={campaign.id}>
                  <th scope="row" className="px-5 py-4 font-medium">
                    <span className="block">{campaign.name}</span>
                    <span className="mt-1 block">
                      <StatusBadge status={campaign.status} />
                    </span>
                  </th>
                  <td className="px-5 py-4">
                    <span className="block tabular-nums">
                      {formatMoney(campaign.spent)}{' '}
                      <span className="text-slate-500 dark:text-slate-400">
                        of {formatMoney(campaign.budget)}
                      </span>
                    </span>
                    <Progress
                      value={Math.min(used, 100)}
                      label={`${campaign.name}: ${formatPercent(used)} of budget used`}
                      className="mt-2 h-1.5 w-40 rounded-full"
                      indicatorClassName="rounded-full"
                    />
                  </td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCompact(campaign.impressions)}</td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCompact(campaign.clicks)}</td>
                  <td className="px-5 py-4 text-right tabular-nums">
                    {formatPercent((campaign.clicks / campaign.impressions) * 100)}
                  </td>
                  <td className="px-5 py-4 text-right tabular-nums">{formatCount(campaign.conversions)}</td>
                  <td className="px-5 py-4 text-right font-medium tabular-nums">+{campaign.roi}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

function RoiBars() {
  const max = Math.max(...DEMO_CAMPAIGNS.map((c) => c.roi));
  const sorted = [...DEMO_CAMPAIGNS].sort((a, b) => b.roi - a.roi);
  return (
    <ul className="space-y-4">
      {sorted.map((campaign) => (
        <li key={campaign.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate">{campaign.name}</span>
            <span className="font-medium tabular-nums">+{campaign.roi}%</span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
            <div
              className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
              style={{ width: `${(campaign.roi / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function AnalyticsTab() {
  const kpis = [
    { label: 'Impressions', value: formatCompact(DEMO_TOTALS.impressions) },
    { label: 'Clicks', value: formatCompact(DEMO_TOTALS.clicks) },
    { label: 'Click-through rate', value: formatPercent(DEMO_TOTALS.ctr) },
    { label: 'Conversions', value: formatCount(DEMO_TOTALS.conversions) },
    { label: 'Conversion rate', value: formatPercent((DEMO_TOTALS.conversions / DEMO_TOTALS.clicks) * 100) },
    { label: 'Cost per conversion', value: formatMoney(DEMO_TOTALS.spent / DEMO_TOTALS.conversions) },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {kpis.map((kpi) => (
          <div
            key={kpi.label}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{kpi.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{kpi.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Return on investment</CardTitle>
              <CardDescription>By campaign, to date.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <RoiBars />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Conversions per $1,000 spent</CardTitle>
              <CardDescription>Where each dollar works hardest.</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <caption className="sr-only">Conversions per $1,000 spent by campaign</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Conversions per $1,000</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {DEMO_CAMPAIGNS.map((campaign) => (
                  <tr key={campaign.id}>
                    <th scope="row" className="py-2.5 text-left font-normal">
                      {campaign.name}
                    </th>
                    <td className="py-2.5 text-right font-medium tabular-nums">
                      {((campaign.conversions / campaign.spent) * 1000).toFixed(1)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

const INSIGHT_LOOK: Record<DemoInsight['type'], { icon: LucideIcon; className: string; label: string }> = {
  opportunity: {
    icon: Lightbulb,
    className: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400',
    label: 'Opportunity',
  },
  warning: {
    icon: TriangleAlert,
    className: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-400',
    label: 'Warning',
  },
  success: {
    icon: CircleCheck,
    className: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400',
    label: 'Success',
  },
};

function InsightBody({ insight }: { insight: DemoInsight }) {
  const look = INSIGHT_LOOK[insight.type];
  const Icon = look.icon;
  return (
    <div className="flex gap-4">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', look.className)}>
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{look.label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{insight.title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={insight.impact === 'High' ? 'warning' : 'neutral'}>{insight.impact} impact</Badge>
          <span className="text-slate-600 tabular-nums dark:text-slate-400">
            {Math.round(insight.confidence * 100)}% confidence
          </span>
        </p>
      </div>
    </div>
  );
}

function InsightsTab() {
  return (
    <ul className="space-y-4">
      {DEMO_INSIGHTS.map((insight) => (
        <li
          key={insight.title}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex-1">
            <InsightBody insight={insight} />
          </div>
          <a href="/auth" className={cn(buttonClasses('secondary', 'sm'), 'self-start')}>
            Apply Recommendation
          </a>
        </li>
      ))}
    </ul>
  );
}
