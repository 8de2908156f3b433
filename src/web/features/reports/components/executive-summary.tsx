import { CircleAlert, Trophy } from 'lucide-react';
import type {
  ExecutiveSection,
  PerformanceReport,
  ReportFinding,
  ReportKpi,
} from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { SectionCard } from '../../../components/section-card';
import { Stat } from '../../../components/stat';
import { formatDateRange, formatInteger, formatMoney, formatPercent, formatRoas } from '../../../lib/format';
import { ReportDelta } from './report-delta';

const FORMAT: Record<ReportKpi, (n: number) => string> = {
  totalRevenue: formatMoney,
  totalSpend: formatMoney,
  roas: formatRoas,
  conversions: formatInteger,
  cpa: formatMoney,
  ctr: formatPercent,
};

/** Executive report: headline KPIs with their change against the previous period, then wins and risks. */
export function ExecutiveSummary({
  report,
  section,
}: {
  report: PerformanceReport;
  section: ExecutiveSection;
}) {
  return (
    <div className="space-y-6">
      <SectionCard
        id="executive-heading"
        title={REPORT_HEADINGS.executive}
        description={
          <>
            {report.period.label}, compared with{' '}
            <span className="tabular-nums">
              {formatDateRange(report.period.previousStart, report.period.previousEnd)}
            </span>
          </>
        }
        contentClassName="space-y-5"
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {section.kpis.map((kpi) => (
            <Stat
              key={kpi.key}
              label={kpi.label}
              size="lg"
              labelClassName="font-medium"
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              detail={
                <dd className="mt-0.5">
                  <ReportDelta delta={kpi.delta} better={kpi.better} />
                </dd>
              }
            >
              {FORMAT[kpi.key](kpi.value)}
            </Stat>
          ))}
        </dl>
        {report.summary.highlights.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {report.summary.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <FindingList id="wins-heading" title={REPORT_HEADINGS.wins} findings={section.wins} tone="good" />
        <FindingList id="risks-heading" title={REPORT_HEADINGS.risks} findings={section.risks} tone="bad" />
      </div>
    </div>
  );
}

/** What an empty list of wins (good) or risks (bad) says. */
const NO_FINDING = { good: 'No win stands out in this period.', bad: 'No risk stands out in this period.' };

function FindingList({
  id,
  title,
  findings,
  tone,
}: {
  id: string;
  title: string;
  findings: ReportFinding[];
  tone: 'good' | 'bad';
}) {
  const Icon = tone === 'good' ? Trophy : CircleAlert;
  return (
    <SectionCard id={id} title={title}>
      {findings.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{NO_FINDING[tone]}</p>
      ) : (
        <ul className="space-y-3">
          {findings.map((finding) => (
            <li key={`${finding.kind}-${finding.title}`} className="flex gap-3">
              <Icon
                aria-hidden="true"
                className={
                  tone === 'good'
                    ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
                    : finding.kind === 'insight'
                      ? 'mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400'
                      : 'mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400'
                }
              />
              <div>
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{finding.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{finding.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
