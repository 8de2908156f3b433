import { Lightbulb } from 'lucide-react';
import type { AnalyticsResponse } from '../../../../shared/analytics';
import {
  INSIGHT_KIND_LABELS,
  INSIGHT_KINDS,
  INSIGHT_PAGE_SIZE,
  INSIGHT_STATUS_LABELS,
  INSIGHT_STATUSES,
  type InsightStatus,
  NOTE_KIND,
} from '../../../../shared/insights-rules';
import { QueryLoadMore } from '../../../components/query-load-more';
import { Card } from '../../../components/ui/card';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states';
import { EnumSelectField, SelectField } from '../../../components/ui/stacked-field';
import { useEnumParam } from '../../../lib/use-enum-param';
import { InsightCard, InsightNotes, insightsOf, totalOf, useInsightList } from '../../insights';

/** Findings only: 'not enough data' notes have their own section under the list. */
const FINDING_KINDS = INSIGHT_KINDS.filter((kind) => kind !== NOTE_KIND);

const EMPTY_TITLES: Record<InsightStatus, string> = {
  open: 'No open recommendations',
  resolved: 'No resolved insights',
  applied: 'No applied recommendations',
};
const EMPTY_TEXTS: Record<InsightStatus, string> = {
  open: 'Northstar looks for anomalies, channel gaps, pacing and ad fatigue after every day of delivery. New findings appear here.',
  resolved: 'Insights move here when the condition behind them ends, such as an anomaly that has passed.',
  applied: 'Recommendations you apply appear here, where you can still undo them.',
};

/**
 * SPEC §2 AI Insights tab: the workspace's insights, a page at a time, filtered by kind and status (both in the
 * URL, so a filtered view can be shared). Without the analytics service the page shows its built-in sample instead.
 */
export function InsightsTab({
  data,
  canManage,
  isSample,
}: {
  data: AnalyticsResponse;
  canManage: boolean;
  isSample: boolean;
}) {
  if (isSample) {
    return (
      <Card>
        <h2 className="sr-only">AI Insights</h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.aiInsights.map((insight) => (
            <li key={insight.id}>
              <InsightCard insight={insight} canManage={canManage} action={null} />
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  return <InsightList canManage={canManage} />;
}

function InsightList({ canManage }: { canManage: boolean }) {
  const [kind, setKind] = useEnumParam('kind', FINDING_KINDS);
  const [status, setStatus] = useEnumParam('status', INSIGHT_STATUSES, 'open');
  const query = useInsightList({ kind, status, limit: INSIGHT_PAGE_SIZE.default });
  const insights = insightsOf(query.data);
  const failed = query.isError && !query.isFetchNextPageError;

  return (
    <div className="space-y-4">
      <h2 className="sr-only">AI Insights</h2>
      <Card className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:w-[28rem]">
        <SelectField
          label="Kind"
          value={kind ?? 'all'}
          onChange={(value) => setKind(value === 'all' ? undefined : (value as typeof kind))}
          options={FINDING_KINDS.map((value) => [value, INSIGHT_KIND_LABELS[value]])}
        >
          <option value="all">All kinds</option>
        </SelectField>
        <EnumSelectField
          label="Status"
          value={status}
          onChange={setStatus}
          values={INSIGHT_STATUSES}
          labels={INSIGHT_STATUS_LABELS}
        />
      </Card>

      {query.isPending ? (
        <Card className="p-4">
          <ListLoading text="Loading insights…" rows={3} rowClassName="h-24" />
        </Card>
      ) : failed ? (
        <ListError
          title="Insights could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : insights.length === 0 ? (
        <Card className="p-4">
          <ListEmpty icon={Lightbulb} title={EMPTY_TITLES[status]}>
            {EMPTY_TEXTS[status]}
          </ListEmpty>
        </Card>
      ) : (
        <Card className="divide-y divide-slate-200 dark:divide-slate-800">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Insights">
            {insights.map((insight) => (
              <li key={insight.id}>
                <InsightCard insight={insight} canManage={canManage} action="Apply Recommendation" />
              </li>
            ))}
          </ul>
          <QueryLoadMore query={query} shown={insights.length} total={totalOf(query.data)} noun="insights" />
        </Card>
      )}

      <InsightNotes headingLevel="h3" />
    </div>
  );
}
