import { Lightbulb } from 'lucide-react';
import type { InsightSummary } from '../../../../shared/analytics';
import { INSIGHT_PAGE_SIZE } from '../../../../shared/insights-rules';
import { can } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { InsightCard, insightsOf, useInsightList } from '../../insights';

const LIMIT = INSIGHT_PAGE_SIZE.default;

/**
 * The campaign's budget insights, open and applied: four lists (two kinds by two statuses), since the list filters
 * by one of each. Applying or undoing one swaps the server's new copy into every cached list that holds it (insights
 * feature), so an insight in two lists (applied since the open list loaded) is the same copy in both: it shows once.
 */
function useBudgetInsights(campaignId: string) {
  const queries = [
    useInsightList({ kind: 'channel_reallocation', status: 'open', campaignId, limit: LIMIT }),
    useInsightList({ kind: 'budget_test', status: 'open', campaignId, limit: LIMIT }),
    useInsightList({ kind: 'channel_reallocation', status: 'applied', campaignId, limit: LIMIT }),
    useInsightList({ kind: 'budget_test', status: 'applied', campaignId, limit: LIMIT }),
  ];
  const byId = new Map<string, InsightSummary>();
  for (const insight of queries.flatMap((query) => insightsOf(query.data))) {
    if (!byId.has(insight.id)) byId.set(insight.id, insight);
  }
  // Open ones first (to act on), then applied ones with their measured results, newest first in each.
  const insights = [...byId.values()].sort(
    (a, b) =>
      Number(Boolean(a.appliedAt)) - Number(Boolean(b.appliedAt)) ||
      (b.appliedAt ?? b.createdAt).localeCompare(a.appliedAt ?? a.createdAt),
  );
  const failed = queries.find((query) => query.isError);
  return {
    insights,
    isPending: queries.some((query) => query.isPending),
    error: failed?.error,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/** Item 4 of issue 32: the reallocations and budget tests raised for this campaign, with their measured results. */
export function BudgetInsights({ campaignId }: { campaignId: string }) {
  const canManage = can(useSignedInUser().role, 'campaigns:manage');
  const { insights, isPending, error, retry } = useBudgetInsights(campaignId);
  return (
    <Card>
      <section aria-labelledby="budget-insights-heading">
        <CardHeader>
          <div>
            <CardTitle id="budget-insights-heading">Budget recommendations</CardTitle>
            <CardDescription>
              Reallocations and budget tests raised for this campaign, with what they did once applied.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <ListLoading text="Loading recommendations…" rows={2} rowClassName="h-24" />
          ) : error ? (
            <ListError title="Recommendations could not be loaded" error={error} onRetry={retry} />
          ) : insights.length === 0 ? (
            <ListEmpty icon={Lightbulb} title="No budget recommendations yet">
              Northstar raises one when moving budget between channels is clearly worth it, and proposes a
              budget test when a channel's curve cannot be told yet.
            </ListEmpty>
          ) : (
            <ul
              aria-label="Budget recommendations"
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {insights.map((insight) => (
                <li key={insight.id}>
                  <InsightCard insight={insight} canManage={canManage} action="Apply Recommendation" />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
