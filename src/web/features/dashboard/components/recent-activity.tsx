import { SectionCard } from '../../../components/section-card';
import { cn } from '../../../lib/cn';
import { SAMPLE_ACTIVITY } from '../sample-data';
import { SampleBadge } from './sample-badge';

const DOT = {
  success: 'bg-emerald-500',
  accent: 'bg-indigo-500',
  neutral: 'bg-slate-400',
} as const;

export function RecentActivity() {
  return (
    <SectionCard id="recent-activity-heading" title="Recent Activity" aside={<SampleBadge />}>
      <ol className="space-y-4">
        {SAMPLE_ACTIVITY.map((item) => (
          <li key={item.id} className="flex gap-3">
            <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[item.tone])} />
            <div>
              <p className="text-sm text-slate-800 dark:text-slate-200">{item.text}</p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{item.when}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
