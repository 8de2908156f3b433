import { CalendarDays, CircleAlert, Database, FileDown, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PERIODS, type Period } from '../../../../shared/analytics';
import { type PerformanceReport, REPORT_TYPES, type ReportType } from '../../../../shared/reports';
import { PageHeader } from '../../../components/layout/page-header';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import {
  formatChange,
  formatDateRange,
  formatDateTime,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
} from '../../../lib/format';
import { reportPdfUrl, usePerformanceReport } from '../api/get-performance-report';
import { AudienceSegments } from './audience-segments';
import { GradeBadge } from './grade-badge';
import { UtilisationBar } from './utilisation-bar';

const PERIOD_KEYS = Object.keys(PERIODS) as Period[];
const TYPE_KEYS = Object.keys(REPORT_TYPES) as ReportType[];
const IMPACT_TONE: Record<string, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
const STATUS_TONE: Record<string, BadgeTone> = { active: 'success', paused: 'warning' };

function readParam<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** SPEC §2 Performance Report: executive summary, campaign breakdown with grades, insights, audience. */
export function PerformanceReportPage() {
  const [params, setParams] = useSearchParams();
  const period = readParam(params.get('period'), PERIOD_KEYS, '30d');
  const type = readParam(params.get('type'), TYPE_KEYS, 'comprehensive');
  const periodId = useId();
  const typeId = useId();
  const report = usePerformanceReport(period, type);

  const update = (key: 'period' | 'type', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance Report"
        description="An executive summary and campaign-by-campaign breakdown for the period you choose."
        actions={
          <a href={reportPdfUrl(period, type)} download className={buttonClasses('primary', 'md')}>
            <FileDown aria-hidden="true" className="size-4" />
            Export PDF
          </a>
        }
      />

      <Card className="flex flex-col gap-4 p-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[28rem]">
          <div className="space-y-1.5">
            <Label htmlFor={periodId}>Period</Label>
            <NativeSelect id={periodId} value={period} onChange={(e) => update('period', e.target.value)}>
              {PERIOD_KEYS.map((key) => (
                <option key={key} value={key}>
                  {PERIODS[key].label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={typeId}>Report type</Label>
            <NativeSelect id={typeId} value={type} onChange={(e) => update('type', e.target.value)}>
              {TYPE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {REPORT_TYPES[key]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {report.data ? (
          <ReportFacts report={report.data} isUpdating={report.isPlaceholderData} />
        ) : report.isPending ? (
          <Skeleton className="h-10 w-72" />
        ) : null}
      </Card>

      {report.isError && !report.data ? (
        <div
          role="alert"
          className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/50"
        >
          <div className="flex gap-3">
            <CircleAlert
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"
            />
            <div>
              <h2 className="text-sm font-semibold text-red-900 dark:text-red-100">
                The report could not be loaded
              </h2>
              <p className="mt-1 text-sm text-red-800 dark:text-red-200">{errorMessage(report.error)}</p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void report.refetch()}
            disabled={report.isFetching}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <ReportSkeleton />
      )}
    </div>
  );
}

function ReportFacts({ report, isUpdating }: { report: PerformanceReport; isUpdating: boolean }) {
  return (
    <div className="space-y-1 text-sm text-slate-600 lg:text-right dark:text-slate-400">
      <p className="flex items-center gap-2 lg:justify-end">
        {isUpdating ? (
          <Spinner label="Updating report" className="text-indigo-600" />
        ) : (
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        )}
        <span className="tabular-nums">
          {formatDateRange(report.period.start, report.period.end)} · {report.period.timeZone}
        </span>
      </p>
      <p className="flex items-center gap-2 lg:justify-end">
        <Database aria-hidden="true" className="size-4 shrink-0" />
        {report.dataSource === 'google-ads' ? 'Google Ads' : 'Demo data (simulated delivery)'} · generated{' '}
        {formatDateTime(report.generatedAt)}
      </p>
    </div>
  );
}

function ReportBody({ report }: { report: PerformanceReport }) {
  const s = report.summary;
  const figures: [string, string][] = [
    ['Total Revenue', formatMoney(s.totalRevenue)],
    ['Total Spend', formatMoney(s.totalSpend)],
    ['ROAS', formatRoas(s.roas)],
    ['Conversions', formatInteger(s.conversions)],
    ['CTR', formatPercent(s.ctr)],
    ['Active Campaigns', formatInteger(s.activeCampaigns)],
  ];
  return (
    <div className="space-y-6">
      <Card>
        <section aria-labelledby="summary-heading">
          <CardHeader>
            <div>
              <CardTitle id="summary-heading">Executive summary</CardTitle>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {report.title} · {report.period.label}
              </p>
            </div>
            <span
              className={
                s.revenueChange === null
                  ? 'text-sm text-slate-500'
                  : s.revenueChange >= 0
                    ? 'text-sm font-medium text-emerald-700 tabular-nums dark:text-emerald-400'
                    : 'text-sm font-medium text-red-700 tabular-nums dark:text-red-400'
              }
            >
              Revenue {formatChange(s.revenueChange)}
              <span className="sr-only"> vs the previous period</span>
            </span>
          </CardHeader>
          <CardContent className="space-y-5">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
              {figures.map(([label, value]) => (
                <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                  <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
                  <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {s.highlights.length ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Highlights</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {s.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardContent>
        </section>
      </Card>

      {report.campaigns.length ? <CampaignBreakdown report={report} /> : null}

      {report.insights.length ? (
        <Card>
          <section aria-labelledby="report-insights-heading">
            <CardHeader>
              <CardTitle id="report-insights-heading">AI insights</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {report.insights.map((insight) => (
                  <li key={insight.title} className="p-4">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <h3 className="font-medium text-slate-900 dark:text-slate-100">{insight.title}</h3>
                      <div className="flex gap-1.5">
                        <Badge tone={IMPACT_TONE[insight.impact] ?? 'neutral'} className="capitalize">
                          {insight.impact} impact
                        </Badge>
                        <Badge tone="accent" className="tabular-nums">
                          {Math.round(insight.confidence * 100)}% confidence
                        </Badge>
                      </div>
                    </div>
                    <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{insight.description}</p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </section>
        </Card>
      ) : null}

      {report.audience ? <AudienceSegments audience={report.audience} /> : null}
    </div>
  );
}

function CampaignBreakdown({ report }: { report: PerformanceReport }) {
  return (
    <Card>
      <section aria-labelledby="breakdown-heading">
        <CardHeader>
          <div>
            <CardTitle id="breakdown-heading">Campaign breakdown</CardTitle>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Grades from ROAS: A+ from 4×, A from 3×, B+ from 2×, B below. Utilisation is spend against
              budget, capped at 100%.
            </p>
          </div>
        </CardHeader>
        <CardContent className="relative overflow-x-auto">
          <table className="w-full min-w-max text-left text-sm">
            <caption className="sr-only">Campaign breakdown, {report.period.label}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <tr>
                {['Campaign', 'Status', 'Budget', 'Spend', 'Revenue', 'ROAS', 'Conversions', 'Grade'].map(
                  (header, i) => (
                    <th
                      key={header}
                      scope="col"
                      className={
                        i >= 2 && i <= 6 ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'
                      }
                    >
                      {header}
                    </th>
                  ),
                )}
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Budget utilisation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {report.campaigns.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-3 py-2.5 font-medium text-slate-900 dark:text-slate-100">
                    {c.name}
                  </th>
                  <td className="px-3 py-2.5">
                    <Badge tone={STATUS_TONE[c.status] ?? 'neutral'} className="capitalize">
                      {c.status}
                    </Badge>
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(c.budget)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(c.spend)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(c.revenue)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatRoas(c.roas)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatInteger(c.conversions)}</td>
                  <td className="px-3 py-2.5">
                    <GradeBadge grade={c.grade} />
                  </td>
                  <td className="px-3 py-2.5 text-slate-700 dark:text-slate-300">
                    <UtilisationBar value={c.utilisation} campaignName={c.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </section>
    </Card>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span role="status" className="sr-only">
        Loading the report
      </span>
      <Card className="p-5">
        <Skeleton className="h-5 w-40" />
        <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-[4.5rem]" />
          ))}
        </div>
        <Skeleton className="mt-5 h-16 w-full" />
      </Card>
      <Card className="p-5">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-5 h-56 w-full" />
      </Card>
    </div>
  );
}
