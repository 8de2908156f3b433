import { useQueryClient } from '@tanstack/react-query';
import { Building2, FileDown, Mail, Sheet } from 'lucide-react';
import { useState } from 'react';
import type { PerformanceReport } from '../../../../shared/reports';
import { REPORT_TYPES, type ReportType } from '../../../../shared/reports-rules';
import { DataFacts } from '../../../components/data-facts';
import { FigureFilters, PeriodSelect, usePeriodParam } from '../../../components/figure-filters';
import { PageHeader } from '../../../components/layout/page-header';
import { ProvenanceNote } from '../../../components/provenance-note';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryRetryAlert } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { EnumSelectField } from '../../../components/ui/stacked-field';
import { formatDateRange, formatDateTime } from '../../../lib/format';
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy';
import { useEnumParam } from '../../../lib/use-enum-param';
import { reportExportUrl, usePerformanceReport } from '../api/get-performance-report';
import { reportRecipientsQueryOptions } from '../api/report-schedules';
import { AudienceSegments } from './audience-segments';
import { CampaignPerformance } from './campaign-performance';
import { ExecutiveSummary } from './executive-summary';
import { ReportAppliedResults } from './report-applied-results';
import { ReportForecastAccuracy } from './report-forecast-accuracy';
import { ReportInsights } from './report-insights';
import { ReportSchedules } from './report-schedules';
import { RoiAnalysis } from './roi-analysis';
import type { ScheduleEditor } from './schedule-dialog';

const TYPE_KEYS = Object.keys(REPORT_TYPES) as ReportType[];

/**
 * The schedule form validates with zod (and react-hook-form): its code downloads when the dialog is about to open (the
 * button is hovered or focused) or opens, not with the report.
 */
const ScheduleDialog = lazyComponent(() =>
  import('./schedule-dialog').then((module) => module.ScheduleDialog),
);

/** The same report as a spreadsheet or, the primary export, as a PDF to send on. */
const EXPORTS = [
  { format: 'csv', label: 'Export CSV', icon: Sheet, variant: 'secondary' },
  { format: 'pdf', label: 'Export PDF', icon: FileDown, variant: 'primary' },
] as const;

/** SPEC §2 Performance Report: the chosen type's own layout (issue 14), with CSV and PDF exports of the same. */
export function PerformanceReportPage() {
  const [period, setPeriod] = usePeriodParam();
  const [type, setType] = useEnumParam('type', TYPE_KEYS, 'comprehensive');
  const report = usePerformanceReport(period, type);
  const schedule = useScheduleEditor();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance Report"
        description="Executive, campaign, ROI and audience reports for the period you choose, to read here or export."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onPointerEnter={ScheduleDialog.preload}
              onFocus={ScheduleDialog.preload}
              onClick={() => schedule.open({ mode: 'create', type, period })}
            >
              <Mail aria-hidden="true" className="size-4" />
              Schedule by e-mail
            </Button>
            {EXPORTS.map(({ format, label, icon: Icon, variant }) => (
              <a
                key={format}
                href={reportExportUrl(period, type, format)}
                download
                className={buttonClasses(variant, 'md')}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </a>
            ))}
          </div>
        }
      />

      <FigureFilters
        facts={
          report.data ? (
            <ReportFacts report={report.data} isUpdating={report.isPlaceholderData} />
          ) : report.isPending ? (
            <Skeleton className="h-10 w-72" />
          ) : null
        }
      >
        <PeriodSelect value={period} onChange={setPeriod} />
        <EnumSelectField
          label="Report type"
          value={type}
          onChange={setType}
          values={TYPE_KEYS}
          labels={REPORT_TYPES}
        />
      </FigureFilters>

      {report.isError && !report.data ? (
        <QueryRetryAlert title="The report could not be loaded" query={report} />
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <ReportSkeleton />
      )}

      <ReportSchedules onEdit={(saved) => schedule.open({ mode: 'edit', schedule: saved })} />
      <MountWhenOpened open={schedule.editor !== null}>
        <ScheduleDialog
          editor={schedule.editor}
          timeZone={report.data?.period.timeZone}
          onClose={schedule.close}
        />
      </MountWhenOpened>
    </div>
  );
}

/** Which schedule the dialog is open for. Opening it asks for the recipients while the dialog's code downloads. */
function useScheduleEditor() {
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<ScheduleEditor | null>(null);
  const open = (next: ScheduleEditor) => {
    void queryClient.prefetchQuery(reportRecipientsQueryOptions());
    setEditor(next);
  };
  return { editor, open, close: () => setEditor(null) };
}

function ReportFacts({ report, isUpdating }: { report: PerformanceReport; isUpdating: boolean }) {
  return (
    <DataFacts
      isUpdating={isUpdating}
      updatingLabel="Updating report"
      dates={
        <>
          {formatDateRange(report.period.start, report.period.end)} · {report.period.timeZone}
        </>
      }
      sourceIcon={Building2}
      source={
        <>
          {report.workspace} · generated {formatDateTime(report.generatedAt)}
        </>
      }
      provenance={
        // The dates line above names the time zone.
        <ProvenanceNote provenance={report.provenance} timeZone={false} className="lg:justify-end" />
      }
    />
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
      {report.appliedResults.length ? <ReportAppliedResults results={report.appliedResults} /> : null}
      {report.forecastAccuracy ? <ReportForecastAccuracy accuracy={report.forecastAccuracy} /> : null}
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
