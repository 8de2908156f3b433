import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Lightbulb, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { DemoInsight } from '../data/demo-data';

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

export function InsightBody({ insight }: { insight: DemoInsight }) {
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
