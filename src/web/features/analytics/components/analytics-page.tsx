import { Download, FlaskConical, Lightbulb, Megaphone, Radio, TrendingUp } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import type { AnalyticsResponse } from '../../../../shared/analytics';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_TABS,
  type AnalyticsTab,
  CHANNEL_SLUGS,
  type Period,
} from '../../../../shared/analytics-rules';
import { can } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { AnchorButton } from '../../../components/anchor-button';
import { DataFacts } from '../../../components/data-facts';
import { FigureFilters, PeriodSelect, usePeriodParam } from '../../../components/figure-filters';
import { PageHeader } from '../../../components/layout/page-header';
import { ProvenanceNote } from '../../../components/provenance-note';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { SelectField } from '../../../components/ui/stacked-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatDateRange } from '../../../lib/format';
import { LazyArea, lazyComponent } from '../../../lib/lazy';
import { useEnumParam } from '../../../lib/use-enum-param';
import { ImportMetricsButton } from '../../metrics';
import { analyticsExportUrl, type ChannelFilter, useAnalytics } from '../api/get-analytics';
import { SAMPLE_ANALYTICS } from '../sample-analytics';
import { ForecastAccuracyCard } from './forecast-accuracy-card';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards';

// Each view downloads when someone is about to open it (hover or focus on its tab), and the one the address names
// as the page opens, alongside the figures. The overview, open by default, has the charts: a deep link to another
// view does not download them.
const OverviewTab = lazyComponent(() => import('./overview-tab').then((m) => m.OverviewTab));
const CampaignsTab = lazyComponent(() => import('./campaigns-tab').then((m) => m.CampaignsTab));
const ChannelsTab = lazyComponent(() => import('./channels-tab').then((m) => m.ChannelsTab));
const InsightsTab = lazyComponent(() => import('./insights-tab').then((m) => m.InsightsTab));
const TAB_PRELOADS: Record<AnalyticsTab, () => void> = {
  overview: OverviewTab.preload,
  campaigns: CampaignsTab.preload,
  channels: ChannelsTab.preload,
  insights: InsightsTab.preload,
};

export const TAB_LABELS: Record<AnalyticsTab, string> = {
  overview: 'Performance Overview',
  campaigns: 'Campaign Analysis',
  channels: 'Channel Performance',
  insights: 'AI Insights',
};
const TAB_ICONS = { overview: TrendingUp, campaigns: Megaphone, channels: Radio, insights: Lightbulb };

const CHANNEL_KEYS = ['all', ...Object.keys(CHANNEL_SLUGS)];

/** SPEC §2 Analytics & Performance. Period, channel and tab live in the URL, so a view can be shared. */
export function AnalyticsPage() {
  const user = useSignedInUser();
  const canManage = can(user.role, 'campaigns:manage');
  const [period, setPeriod] = usePeriodParam();
  const [channel, setChannel] = useEnumParam('channel', CHANNEL_KEYS, 'all');
  const [tab, setTab] = useEnumParam('tab', ANALYTICS_TABS, 'overview');

  const query = useAnalytics(period, channel);
  // The open view's code downloads while the figures load, not after them.
  useEffect(() => TAB_PRELOADS[tab](), [tab]);
  const isDemoFallback = query.isError;
  const data: AnalyticsResponse | undefined = isDemoFallback ? SAMPLE_ANALYTICS : query.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics & Performance"
        description="Revenue, return on ad spend, conversions and click-through across your campaigns and channels."
        actions={
          <>
            {canManage ? <ImportMetricsButton /> : null}
            <ExportReportButton period={period} channel={channel} tab={tab} isDemoFallback={isDemoFallback} />
          </>
        }
      />

      <FigureFilters
        facts={
          <PeriodFacts data={data} isDemoFallback={isDemoFallback} isUpdating={query.isPlaceholderData} />
        }
      >
        <PeriodSelect value={period} onChange={setPeriod} />
        <SelectField
          label="Channel"
          value={channel}
          onChange={setChannel}
          options={Object.entries(CHANNEL_SLUGS)}
        >
          <option value="all">All channels</option>
        </SelectField>
      </FigureFilters>

      {isDemoFallback ? <DemoBanner onRetry={() => void query.refetch()} /> : null}

      {data ? <KpiCards data={data} /> : <KpiCardsSkeleton />}

      <AnalyticsTabs
        tab={tab}
        onTabChange={setTab}
        data={data}
        canManage={canManage}
        isDemoFallback={isDemoFallback}
      />

      <ForecastAccuracyCard />
    </div>
  );
}

/**
 * A CSV of the open tab. The sample figures shown while the service is down cannot be exported, so the button then
 * stays in place (disabled, with the reason) rather than vanish.
 */
function ExportReportButton({
  period,
  channel,
  tab,
  isDemoFallback,
}: {
  period: Period;
  channel: ChannelFilter;
  tab: AnalyticsTab;
  isDemoFallback: boolean;
}) {
  return isDemoFallback ? (
    <Tooltip content="Export needs the analytics service, which is unavailable right now.">
      <Button variant="secondary" aria-disabled="true" className="cursor-not-allowed opacity-60">
        <Download aria-hidden="true" className="size-4" />
        Export Report
      </Button>
    </Tooltip>
  ) : (
    <AnchorButton href={analyticsExportUrl(period, channel, tab)} download icon={Download}>
      Export Report
      <span className="sr-only"> (CSV of {TAB_LABELS[tab]})</span>
    </AnchorButton>
  );
}

/** The four views of the figures; until they arrive, a skeleton in place of the open one. */
function AnalyticsTabs({
  tab,
  onTabChange,
  data,
  canManage,
  isDemoFallback,
}: {
  tab: AnalyticsTab;
  onTabChange: (tab: AnalyticsTab) => void;
  data: AnalyticsResponse | undefined;
  canManage: boolean;
  isDemoFallback: boolean;
}) {
  // Each tab's view of the figures; only the open tab's is rendered, so a lazy one downloads when it opens.
  const views: Record<AnalyticsTab, ReactNode> | undefined = data && {
    overview: <OverviewTab data={data} />,
    campaigns: <CampaignsTab data={data} />,
    channels: <ChannelsTab data={data} />,
    insights: <InsightsTab data={data} canManage={canManage} isSample={isDemoFallback} />,
  };
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AnalyticsTab)}>
      <TabsList aria-label="Analytics views" className="grid grid-cols-2 sm:flex">
        {ANALYTICS_TABS.map((key) => {
          const Icon = TAB_ICONS[key];
          return (
            <TabsTrigger
              key={key}
              value={key}
              // Two columns on a phone: a label longer than its half ("Performance Overview") wraps instead of
              // running under the next tab (max-sm: variants, which come after the trigger's own utilities).
              className="justify-center sm:justify-start max-sm:h-auto max-sm:min-h-9 max-sm:whitespace-normal max-sm:py-1.5 max-sm:text-center max-sm:leading-tight"
              onPointerEnter={TAB_PRELOADS[key]}
              onFocus={TAB_PRELOADS[key]}
            >
              <Icon aria-hidden="true" />
              {TAB_LABELS[key]}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {views ? (
        <LazyArea fallback={<TabSkeleton />}>
          {ANALYTICS_TABS.map((key) => (
            <TabsContent key={key} value={key}>
              {views[key]}
            </TabsContent>
          ))}
        </LazyArea>
      ) : (
        <TabSkeleton />
      )}
    </Tabs>
  );
}

function TabSkeleton() {
  return (
    <div className="mt-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading analytics
      </span>
      <Card className="p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-2 h-4 w-64" />
        <Skeleton className="mt-5 h-72 w-full" />
      </Card>
    </div>
  );
}

/** The exact dates, time zone and where the figures come from, so every figure can be trusted (or not). */
function PeriodFacts({
  data,
  isDemoFallback,
  isUpdating,
}: {
  data: AnalyticsResponse | undefined;
  isDemoFallback: boolean;
  isUpdating: boolean;
}) {
  if (!data) return <Skeleton className="h-10 w-72" />;
  return (
    <DataFacts
      isUpdating={isUpdating}
      updatingLabel="Updating figures"
      dates={
        <>
          {isDemoFallback ? 'Sample month: ' : ''}
          {formatDateRange(data.period.start, data.period.end)} · {data.period.timeZone}
        </>
      }
      // The sample shown while the service is down is no workspace's data: it says so instead.
      sourceIcon={isDemoFallback ? FlaskConical : undefined}
      source={isDemoFallback ? 'Built-in sample figures, not your workspace' : undefined}
      provenance={
        isDemoFallback ? null : (
          // The dates line above names the time zone.
          <ProvenanceNote provenance={data.provenance} timeZone={false} className="lg:justify-end" />
        )
      }
    />
  );
}

function DemoBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/60"
    >
      <div className="flex gap-3">
        <FlaskConical
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400"
        />
        <div>
          <h2 className="text-sm font-semibold text-amber-950 dark:text-amber-100">
            {ANALYTICS_MESSAGES.demoTitle}
          </h2>
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">{ANALYTICS_MESSAGES.demoText}</p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
