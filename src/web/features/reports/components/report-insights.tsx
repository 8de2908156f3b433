import type { PerformanceReport } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { SectionCard } from '../../../components/section-card';
import { ConfidenceBadge, ImpactBadge } from '../../../components/status-badges';

/** The open AI insights, most impactful first. */
export function ReportInsights({ insights }: { insights: PerformanceReport['insights'] }) {
  return (
    <SectionCard id="report-insights-heading" title={REPORT_HEADINGS.insights}>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {insights.map((insight) => (
          <li key={insight.title} className="p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h3 className="font-medium text-slate-900 dark:text-slate-100">{insight.title}</h3>
              <div className="flex flex-wrap gap-1.5">
                <ImpactBadge impact={insight.impact} />
                <ConfidenceBadge confidence={insight.confidence} />
              </div>
            </div>
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
