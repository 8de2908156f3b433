import type { ReactNode } from 'react';
import { Progress } from '../../../components/ui/progress';
import type { MetricsImportProgress } from '../api/metrics-import-job';
import { describeImportProgress, importProgressPercent } from './import-progress-text';
import { plural } from './plural';

/**
 * The running import. A small file is one request with nothing to report (the bar sweeps); a large one says its
 * phase and fills as it goes.
 */
export function ImportProgress({
  rowCount,
  progress,
}: {
  rowCount: number;
  progress: MetricsImportProgress | null;
}) {
  const title = `Importing ${plural(rowCount, 'row', 'rows')}…`;
  return (
    <ProgressPanel
      label={title}
      text={progress ? describeImportProgress(progress, rowCount) : title}
      value={progress ? importProgressPercent(progress) : null}
    >
      Rollups and insights are brought up to date before the result shows. You can close this window: the
      import carries on.
    </ProgressPanel>
  );
}

/** A large file's check: compressed, uploaded and read on the server, which can take a minute. */
export function CheckProgress({ fileName, progress }: { fileName: string; progress: MetricsImportProgress }) {
  return (
    <ProgressPanel
      label={`Checking ${fileName}`}
      text={describeImportProgress(progress, 0)}
      value={importProgressPercent(progress)}
    >
      Every row is checked on the server before anything is written. Nothing is written until you import.
    </ProgressPanel>
  );
}

/**
 * The phase as a status (read out as it changes) with tabular figures, so the numbers do not jitter as they count,
 * and the bar named by what runs rather than by the changing phase.
 */
function ProgressPanel({
  label,
  text,
  value,
  children,
}: {
  label: string;
  text: string;
  value: number | null;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
      <p role="status" className="text-sm font-medium text-indigo-950 tabular-nums dark:text-indigo-100">
        {text}
      </p>
      <Progress value={value} label={label} className="rounded-full" />
      <p className="text-xs text-indigo-900 dark:text-indigo-300">{children}</p>
    </div>
  );
}
