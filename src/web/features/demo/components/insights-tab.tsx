import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DEMO_INSIGHTS } from '../data/demo-data';
import { InsightBody } from './insight-body';

export function InsightsTab() {
  return (
    <ul className="space-y-4">
      {DEMO_INSIGHTS.map((insight) => (
        <li
          key={insight.title}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex-1">
            <InsightBody insight={insight} />
          </div>
          <a href="/auth" className={cn(buttonClasses('secondary', 'sm'), 'self-start')}>
            Apply Recommendation
          </a>
        </li>
      ))}
    </ul>
  );
}
