import { CircleCheck, Lightbulb, TrendingUp } from 'lucide-react';
import type { InsightSummary } from '../../../../shared/analytics';
import { INSIGHT_KIND_LABELS } from '../../../../shared/insights-rules';
import { ConfidenceBadge, ImpactBadge } from '../../../components/status-badges';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { InsightAction } from './insight-action';
import { describeAnomaly, InsightEvidence } from './insight-evidence';
import { InsightOutcome } from './insight-outcome';

/**
 * One insight: title, kind, impact and confidence, description (an anomaly's evidence in words), its figures
 * behind 'Why?', and the action. `action` is the button's label, or null for none (sample insights, or a
 * dashboard insight that needs no action). A resolved insight is marked and offers no action: its condition ended.
 */
export function InsightCard({
  insight,
  canManage,
  action,
  headingLevel = 'h3',
}: {
  insight: InsightSummary;
  canManage: boolean;
  action: 'Apply Recommendation' | 'Take Action' | null;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const isAlert = insight.type === 'performance_alert';
  const isResolved = insight.status === 'resolved';
  const Icon = isResolved ? CircleCheck : isAlert ? TrendingUp : Lightbulb;
  const kindLabel = insight.kind === 'other' ? null : INSIGHT_KIND_LABELS[insight.kind];
  const anomaly = describeAnomaly(insight.data);
  return (
    <article className={cn('flex gap-4 p-4', isResolved && 'bg-slate-50/70 dark:bg-slate-900/40')}>
      <span
        className={cn(
          // Below 360 px (a 320 px phone) the card's width goes to its text and its action button instead.
          'flex size-9 shrink-0 items-center justify-center rounded-lg max-[359px]:hidden',
          isResolved
            ? 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
            : isAlert
              ? 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-400'
              : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Heading
            className={cn(
              'font-medium',
              isResolved ? 'text-slate-600 dark:text-slate-400' : 'text-slate-900 dark:text-slate-100',
            )}
          >
            {insight.title}
          </Heading>
          <div className="flex flex-wrap gap-1.5">
            {isResolved ? (
              <Badge tone="success">
                <CircleCheck aria-hidden="true" className="size-3" />
                Resolved{insight.resolvedAt ? ` ${formatDateTime(insight.resolvedAt)}` : ''}
              </Badge>
            ) : null}
            {kindLabel ? <Badge>{kindLabel}</Badge> : null}
            <ImpactBadge impact={insight.impact} />
            <ConfidenceBadge confidence={insight.confidence} />
          </div>
        </div>
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
        {anomaly ? <p className="mt-1.5 text-sm text-slate-800 dark:text-slate-200">{anomaly}</p> : null}
        <InsightEvidence data={insight.data} />
        {insight.outcome ? <InsightOutcome outcome={insight.outcome} /> : null}
        {action && (!isResolved || insight.appliedAt) ? (
          <div className="mt-3">
            <InsightAction insight={insight} canManage={canManage} label={action} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
