import { CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatInteger, formatMoney } from '../../../lib/format';
import type { MetricsImportProgress } from '../api/metrics-import-job';
import { ImportFileFacts, ImportNotes } from './import-file-facts';
import { CheckProgress } from './import-progress';
import { plural } from './plural';

/** Beyond this many new campaign names the list says "and N more" (the file may hold hundreds). */
const CREATED_NAMES_SHOWN = 12;

/** The check under way: a spinner for a small file (one request), the phase and a bar for a large one. */
export function CheckingFile({
  fileName,
  progress,
}: {
  fileName: string;
  progress: MetricsImportProgress | null;
}) {
  return (
    <div className="space-y-3" aria-busy="true">
      {progress ? (
        <CheckProgress fileName={fileName} progress={progress} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="text-indigo-600 dark:text-indigo-400" />
          Checking {fileName}…
        </p>
      )}
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * What the dry run found: how the file was read (format, currency, dates, rows summed, figures taken as zero), the
 * server's notes, what an import would change, and the first rows as parsed.
 */
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

      <ImportFileFacts result={result} />
      <ImportNotes notes={result.notes} />

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
  { header: 'Date', cell: (row) => formatDate(row.date) },
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
