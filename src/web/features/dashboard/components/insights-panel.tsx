import { Sparkles } from 'lucide-react';
import type { InsightSummary } from '../../../../shared/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { InsightCard } from '../../insights/components/insight-card';
import { InsightNotes } from '../../insights/components/insight-notes';
import { SampleBadge } from './sample-badge';

/** How many open insights the dashboard asks for at a time (the analytics page has the full, filterable list). */
export const DASHBOARD_INSIGHT_LIMIT = 5;

/** Where the loaded insights stand in the whole list, and how to get the next page. */
export interface InsightPaging {
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
}

export function InsightsPanel({
  insights,
  isSample,
  isLoading = false,
  isUnavailable = false,
  canManage,
  paging,
  className,
}: {
  insights: readonly InsightSummary[];
  isSample: boolean;
  isLoading?: boolean;
  isUnavailable?: boolean;
  canManage: boolean;
  paging?: InsightPaging;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby="insights-heading" aria-busy={isLoading || undefined}>
        <CardHeader>
          <div>
            <CardTitle id="insights-heading" className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              AI Insights &amp; Recommendations
            </CardTitle>
            <CardDescription>What the AI noticed in your campaigns, with how sure it is.</CardDescription>
          </div>
          {isSample ? <SampleBadge /> : null}
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <ul
              aria-label="Loading insights"
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {[0, 1, 2].map((i) => (
                <li key={i} className="flex gap-4 p-4">
                  <Skeleton className="size-9 shrink-0 rounded-lg" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-5/6" />
                  </div>
                </li>
              ))}
            </ul>
          ) : isUnavailable ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              Insights are unavailable right now. Use Try again above to reload them.
            </p>
          ) : (
            <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {insights.map((insight) => (
                  <li key={insight.id}>
                    <InsightCard
                      insight={insight}
                      canManage={canManage}
                      action={
                        !isSample && (insight.actionRequired || insight.appliedAt) ? 'Take Action' : null
                      }
                    />
                  </li>
                ))}
              </ul>
              {paging && !isSample ? (
                <LoadMore
                  shown={insights.length}
                  total={paging.total}
                  hasMore={paging.hasMore}
                  isLoading={paging.isLoadingMore}
                  error={paging.loadMoreError}
                  onLoadMore={paging.onLoadMore}
                  noun="insights"
                />
              ) : null}
            </div>
          )}
          <InsightNotes />
        </CardContent>
      </section>
    </Card>
  );
}
