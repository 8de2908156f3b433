import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { METRICS_IMPORT_FORMATS } from '../../../../shared/metrics-rules';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Stat } from '../../../components/stat';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateRange, formatDayMonthYear, formatInteger, formatMoney } from '../../../lib/format';
import type { MetricsImportProblems } from '../api/metrics-import-request';

/** Beyond this many new campaign names the list says "and N more" (the file may hold hundreds). */
const CREATED_NAMES_SHOWN = 12;

export const plural = (count: number, one: string, many: string) =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;

export function CheckingFile({ fileName }: { fileName: string }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="text-indigo-600 dark:text-indigo-400" />
        Checking {fileName}…
      </p>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** What the dry run found: format, dates, what an import would change, and the first rows as parsed. */
export function DryRunSummary({ result }: { result: MetricsImportResult }) {
  const headingId = useId();
  const { rows, campaigns } = result;
  const changesNothing = rows.inserted === 0 && rows.updated === 0 && campaigns.created === 0;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-start gap-2">
        {changesNothing ? (
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        )}
        <div>
          <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
            {changesNothing ? 'Nothing new in this file' : 'Ready to import'}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {changesNothing
              ? 'Every row is already in Northstar with the same figures: importing changes nothing.'
              : 'Every row passed the checks. Nothing is written until you import.'}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-3 dark:border-slate-800">
        <Stat label="Format" className="min-w-0">
          {METRICS_IMPORT_FORMATS[result.format].label}
        </Stat>
        <Stat label="Dates" className="min-w-0">
          {result.dateRange ? formatDateRange(result.dateRange.first, result.dateRange.last) : '—'}
        </Stat>
        <Stat label="Rows" className="min-w-0">
          {formatInteger(rows.total)}
        </Stat>
      </dl>

      <div>
        <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
          What the import will do
        </h4>
        <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
          <li className="tabular-nums">{plural(rows.inserted, 'new row', 'new rows')}</li>
          <li className="tabular-nums">{plural(rows.updated, 'row updated', 'rows updated')}</li>
          <li className="tabular-nums">{plural(rows.unchanged, 'row unchanged', 'rows unchanged')}</li>
          <li className="tabular-nums">
            {plural(campaigns.matched, 'existing campaign', 'existing campaigns')} matched
          </li>
        </ul>
        {campaigns.created > 0 ? (
          <CreatedCampaigns names={campaigns.createdNames} count={campaigns.created} tense="future" />
        ) : null}
      </div>

      {result.preview.length > 0 ? <PreviewTable result={result} /> : null}
    </section>
  );
}

export function CreatedCampaigns({
  names,
  count,
  tense,
}: {
  names: string[];
  count: number;
  tense: 'future' | 'past';
}) {
  const shown = names.slice(0, CREATED_NAMES_SHOWN);
  const more = count - shown.length;
  const lead =
    tense === 'future'
      ? `${plural(count, 'new campaign', 'new campaigns')} will be created:`
      : `${plural(count, 'campaign', 'campaigns')} created:`;
  return (
    <div className="mt-3 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:bg-indigo-950/50 dark:text-indigo-100">
      <p className="font-medium">{lead}</p>
      <ul aria-label={tense === 'future' ? 'Campaigns to create' : 'Campaigns created'} className="mt-1">
        {shown.map((name) => (
          <li key={name} className="inline after:content-[',_'] last:after:content-none">
            {name}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-1 text-indigo-800 dark:text-indigo-300">and {formatInteger(more)} more</p>
      ) : null}
      {tense === 'future' ? (
        <p className="mt-1 text-xs text-indigo-800 dark:text-indigo-300">
          Each starts active with the imported dates and spend as budget; you can edit them afterwards.
        </p>
      ) : null}
    </div>
  );
}

type PreviewRow = MetricsImportResult['preview'][number];

const PREVIEW_COLUMNS: DataColumn<PreviewRow>[] = [
  { header: 'Date', cell: (row) => formatDayMonthYear(row.date) },
  {
    header: 'Campaign',
    className: 'max-w-56 truncate',
    cell: (row) => <span className="font-medium text-slate-900 dark:text-white">{row.campaign}</span>,
  },
  { header: 'Channel', cell: (row) => row.channel },
  { header: 'Impressions', numeric: true, cell: (row) => formatInteger(row.impressions) },
  { header: 'Clicks', numeric: true, cell: (row) => formatInteger(row.clicks) },
  { header: 'Conversions', numeric: true, cell: (row) => formatInteger(row.conversions) },
  { header: 'Spend', numeric: true, cell: (row) => formatMoney(row.spend) },
  { header: 'Revenue', numeric: true, cell: (row) => formatMoney(row.revenue) },
];

/** The first rows as the server parsed them, in the file's order; on a phone the table scrolls inside its region. */
function PreviewTable({ result }: { result: MetricsImportResult }) {
  const caption = `Preview: first ${plural(result.preview.length, 'row', 'rows')} of ${formatInteger(result.rows.total)}`;
  return (
    <div className="space-y-2">
      {/* The table's caption and its region's name say the same to assistive technology. */}
      <p
        aria-hidden="true"
        className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
      >
        {caption}
      </p>
      <DataTable<PreviewRow>
        caption={caption}
        columns={PREVIEW_COLUMNS}
        rows={result.preview}
        rowKey={(row) => String(row.line)}
      />
    </div>
  );
}

/** A refused file (422): the server's message, then every problem it listed, line by line. */
export function ProblemList({ problems }: { problems: MetricsImportProblems }) {
  const headingId = useId();
  const { errors, errorCount } = problems;
  const more = errorCount - errors.length;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40">
      <div className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" />
        <div>
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
            {problems.message}
          </p>
          {errors.length > 0 ? (
            <h3 id={headingId} className="mt-1 text-sm text-red-700 tabular-nums dark:text-red-300">
              {plural(errorCount, 'problem', 'problems')} found
            </h3>
          ) : null}
        </div>
      </div>
      {errors.length > 0 ? (
        <section
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-3 max-h-56 overflow-y-auto rounded-md border border-red-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-red-900 dark:bg-slate-900"
        >
          <ul
            aria-label="Problems in the file"
            className="divide-y divide-red-100 text-sm dark:divide-red-950"
          >
            {errors.map((problem, index) => (
              <li
                // The server may list the same line twice (two columns); the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                key={index}
                className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3"
              >
                <span className="shrink-0 font-medium text-slate-900 tabular-nums sm:w-44 dark:text-white">
                  Line {formatInteger(problem.line)}
                  {problem.column ? (
                    <span className="font-normal text-slate-600 dark:text-slate-400">, {problem.column}</span>
                  ) : null}
                  <span className="sr-only">:</span>
                </span>
                <span className="text-slate-700 dark:text-slate-300">{problem.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more > 0 ? (
        <p className="mt-2 text-sm text-red-700 tabular-nums dark:text-red-300">
          and {formatInteger(more)} more
        </p>
      ) : null}
    </div>
  );
}
