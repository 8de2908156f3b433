import { Lightbulb, TrendingUp } from 'lucide-react';
import type { InsightSummary } from '../../../../shared/analytics';
import { cn } from '../../../lib/cn';
import { InsightAction } from './insight-action';
import { ConfidenceBadge, ImpactBadge } from './insight-badges';
import { InsightEvidence } from './insight-evidence';

/**
 * One insight: title, impact and confidence, description, its evidence behind 'Why?', and the action.
 * `action` is the button's label, or null for none (sample insights, or a dashboard insight that needs no action).
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
  const Icon = isAlert ? TrendingUp : Lightbulb;
  return (
    <article className="flex gap-4 p-4">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          isAlert
            ? 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-400'
            : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Heading className="font-medium text-slate-900 dark:text-slate-100">{insight.title}</Heading>
          <div className="flex flex-wrap gap-1.5">
            <ImpactBadge impact={insight.impact} />
            <ConfidenceBadge confidence={insight.confidence} />
          </div>
        </div>
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
        <InsightEvidence data={insight.data} />
        {action ? (
          <div className="mt-3">
            <InsightAction insight={insight} canManage={canManage} label={action} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
