import type { AnalyticsResponse } from '../../../../shared/analytics';
import { Card } from '../../../components/ui/card';
import { InsightCard } from '../../insights/components/insight-card';

export function InsightsTab({
  data,
  canManage,
  isSample,
}: {
  data: AnalyticsResponse;
  canManage: boolean;
  isSample: boolean;
}) {
  if (data.aiInsights.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h2 className="font-semibold text-slate-900 dark:text-white">No open recommendations</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Northstar looks for anomalies, channel gaps, pacing and ad fatigue after every day of delivery. New
          findings appear here.
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="sr-only">AI Insights</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {data.aiInsights.map((insight) => (
          <li key={insight.id}>
            <InsightCard
              insight={insight}
              canManage={canManage}
              action={isSample ? null : 'Apply Recommendation'}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
