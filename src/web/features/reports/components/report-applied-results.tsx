import { Clock, Minus, TrendingUp } from 'lucide-react';
import type { PerformanceReport } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';

const ICONS = { pending: Clock, measured: TrendingUp, no_effect: Minus } as const;

/** Recommendations applied, newest first, each with its measured result (or when it will be measured). */
export function ReportAppliedResults({ results }: { results: PerformanceReport['appliedResults'] }) {
  return (
    <SectionCard id="report-applied-heading" title={REPORT_HEADINGS.appliedResults}>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {results.map((result) => {
          const Icon = ICONS[result.status];
          return (
            <li key={`${result.title}-${result.appliedAt}`} className="p-4">
              <h3 className="font-medium text-slate-900 dark:text-slate-100">{result.title}</h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {result.outcome}
              </p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                Applied {formatDateTime(result.appliedAt)}
              </p>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
