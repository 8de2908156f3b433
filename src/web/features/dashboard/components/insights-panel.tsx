import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { InsightSummary } from '../../../../shared/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInteger } from '../../../lib/format';
import { InsightCard, InsightNotes } from '../../insights';
import { SampleBadge } from './sample-badge';

/**
 * How many open insights the dashboard shows: the most impactful (the API's order). The analytics page has the
 * full, filterable list, behind View all.
 */
export const DASHBOARD_INSIGHT_LIMIT = 3;

/** The analytics page's insights tab: every open insight, with filters. */
export const ALL_INSIGHTS_PATH = '/analytics?tab=insights';

export function InsightsPanel({
  insights,
  isSample,
  isLoading = false,
  isUnavailable = false,
  canManage,
  total = 0,
  className,
}: {
  insights: readonly InsightSummary[];
  isSample: boolean;
  isLoading?: boolean;
  isUnavailable?: boolean;
  canManage: boolean;
  /** How many open insights there are in all (X-Total-Count), for View all. */
  total?: number;
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
              {isSample ? null : <ViewAll shown={insights.length} total={Math.max(total, insights.length)} />}
            </div>
          )}
          <InsightNotes />
        </CardContent>
      </section>
    </Card>
  );
}

/** The foot of the short list: how much of the whole it is, and the way to the whole. */
function ViewAll({ shown, total }: { shown: number; total: number }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 px-4 py-3">
      {total > shown ? (
        <p className="mr-auto text-sm text-slate-600 tabular-nums dark:text-slate-400">
          Top {formatInteger(shown)} of {formatInteger(total)}, by impact
        </p>
      ) : null}
      <Link
        to={ALL_INSIGHTS_PATH}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 tabular-nums hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400 dark:hover:text-indigo-300"
      >
        View all {formatInteger(total)} {total === 1 ? 'insight' : 'insights'}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
