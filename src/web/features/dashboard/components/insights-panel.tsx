import { Sparkles, TrendingUp, UsersRound } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { Insight, InsightImpact } from '../sample-data';
import { SampleBadge } from './sample-badge';

const IMPACT_TONE: Record<InsightImpact, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
const IMPACT_LABEL: Record<InsightImpact, string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

export function InsightsPanel({
  insights,
  isSample,
  className,
}: {
  insights: readonly Insight[];
  isSample: boolean;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby="insights-heading">
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
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {insights.map((insight) => {
              const Icon = insight.type === 'performance_alert' ? TrendingUp : UsersRound;
              return (
                <li key={insight.id} className="flex gap-4 p-4">
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      insight.type === 'performance_alert'
                        ? 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400'
                        : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <h3 className="font-medium text-slate-900 dark:text-slate-100">{insight.title}</h3>
                      <div className="flex flex-wrap gap-1.5">
                        <Badge tone={IMPACT_TONE[insight.impact]}>{IMPACT_LABEL[insight.impact]}</Badge>
                        <Badge tone="accent" className="tabular-nums">
                          {Math.round(insight.confidence * 100)}% confidence
                        </Badge>
                      </div>
                    </div>
                    <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
