import { Fragment } from 'react';
import { METRICS_IMPORT_FORMATS } from '../../../../shared/metrics-rules';
import { ListError } from '../../../components/ui/list-states';
import { isChannelRequired } from '../api/metrics-import-request';
import { CheckingFile, DryRunSummary } from './import-check';
import { ProblemList } from './import-problems';
import { ImportProgress } from './import-progress';
import type { ImportMetricsDialogState } from './use-import-metrics-dialog';

/** Where the file stands: the format hint, the check, its preview or problems, the running import or its failure. */
export function ImportFileStatus({ state }: { state: ImportMetricsDialogState }) {
  const { file, dryRun, upload, problems, importProblems } = state;
  if (!file) return <FormatHint />;
  if (state.isChecking) return <CheckingFile fileName={file.name} progress={state.checkProgress} />;
  // The preview was read before Import was pressed: the progress takes its place, next to the buttons.
  if (state.isImporting) return <ImportProgress rowCount={state.rowCount} progress={state.importProgress} />;
  if (upload.isError) {
    return importProblems ? (
      <ProblemList problems={importProblems} />
    ) : (
      <ListError title="The import failed" error={upload.error} />
    );
  }
  if (dryRun.isSuccess) return <DryRunSummary result={dryRun.data} />;
  if (dryRun.isError && !isChannelRequired(dryRun.error)) {
    return problems ? (
      <ProblemList problems={problems} />
    ) : (
      <ListError title="The file could not be checked" error={dryRun.error} onRetry={state.retryCheck} />
    );
  }
  return null;
}

/** What the file may look like, before one is chosen. */
function FormatHint() {
  return (
    <div className="text-sm text-slate-600 dark:text-slate-400">
      <p>The first row names the columns. Northstar reads its own format:</p>
      <code className="mt-2 block rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {/* A break opportunity after each comma, so a narrow screen wraps between column names. */}
        {METRICS_IMPORT_FORMATS.northstar.header.map((column, index, all) => (
          <Fragment key={column}>
            {column}
            {index < all.length - 1 ? ',' : ''}
            <wbr />
          </Fragment>
        ))}
      </code>
      <p className="mt-2">
        and the files Google Ads and Meta Ads Manager download: a {METRICS_IMPORT_FORMATS['google-ads'].label}{' '}
        or a {METRICS_IMPORT_FORMATS.meta.label}, as CSV or Excel, in English, German, French or Spanish. Rows
        already imported are updated, never doubled.
      </p>
    </div>
  );
}
