import { CalendarDays, CircleAlert, Database, FileDown, RotateCw, Sheet } from 'lucide-react';
import { useId } from 'react';
import { DEFAULT_PERIOD, PERIODS, type Period } from '../../../../shared/analytics';
import { type PerformanceReport, REPORT_TYPES, type ReportType } from '../../../../shared/reports';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateRange, formatDateTime } from '../../../lib/format';
import { useEnumParam } from '../../../lib/use-enum-param';
import { reportExportUrl, usePerformanceReport } from '../api/get-performance-report';
import { AudienceSegments } from './audience-segments';
import { CampaignPerformance } from './campaign-performance';
import { ExecutiveSummary } from './executive-summary';
import { ReportInsights } from './report-insights';
import { RoiAnalysis } from './roi-analysis';

const PERIOD_KEYS = Object.keys(PERIODS) as Period[];
const TYPE_KEYS = Object.keys(REPORT_TYPES) as ReportType[];

/** SPEC §2 Performance Report: the chosen type's own layout (issue 14), with CSV and PDF exports of the same. */
export function PerformanceReportPage() {
  const [period, setPeriod] = useEnumParam('period', PERIOD_KEYS, DEFAULT_PERIOD);
  const [type, setType] = useEnumParam('type', TYPE_KEYS, 'comprehensive');
  const periodId = useId();
  const typeId = useId();
  const report = usePerformanceReport(period, type);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance Report"
        description="Executive, campaign, ROI and audience reports for the period you choose, to read here or export."
        actions={
          <div className="flex gap-2">
            <a
              href={reportExportUrl(period, type, 'csv')}
              download
              className={buttonClasses('secondary', 'md')}
            >
              <Sheet aria-hidden="true" className="size-4" />
              Export CSV
            </a>
            <a
              href={reportExportUrl(period, type, 'pdf')}
              download
              className={buttonClasses('primary', 'md')}
            >
              <FileDown aria-hidden="true" className="size-4" />
              Export PDF
            </a>
          </div>
        }
      />

      <Card className="flex flex-col gap-4 p-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[28rem]">
          <div className="space-y-1.5">
            <Label htmlFor={periodId}>Period</Label>
            <NativeSelect id={periodId} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
              {PERIOD_KEYS.map((key) => (
                <option key={key} value={key}>
                  {PERIODS[key].label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={typeId}>Report type</Label>
            <NativeSelect id={typeId} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
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
        {report.workspace} ·{' '}
        {report.dataSource === 'google-ads' ? 'Google Ads' : 'Demo data (simulated delivery)'} · generated{' '}
        {formatDateTime(report.generatedAt)}
      </p>
    </div>
  );
}

/** The sections of the report's type, in the order the type's purpose reads. */
function ReportBody({ report }: { report: PerformanceReport }) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-900 dark:text-white">{report.title}.</span> {report.purpose}
      </p>
      {report.executive ? <ExecutiveSummary report={report} section={report.executive} /> : null}
      {report.campaign ? <CampaignPerformance report={report} section={report.campaign} /> : null}
      {report.roi ? <RoiAnalysis report={report} section={report.roi} /> : null}
      {report.audience ? <AudienceSegments report={report} section={report.audience} /> : null}
      {report.type === 'comprehensive' && report.insights.length ? (
        <ReportInsights insights={report.insights} />
      ) : null}
    </div>
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
