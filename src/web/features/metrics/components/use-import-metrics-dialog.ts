import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useImportMetrics } from '../api/import-metrics';
import type { MetricsImportProgress } from '../api/metrics-import-job';
import { isChannelRequired, readImportProblems } from '../api/metrics-import-request';
import { plural } from './plural';
import { useMetricsFileCheck } from './use-metrics-file-check';

export type ImportStep = 1 | 2 | 3;

/** The import dialog's state machine: open or closed, the file check, the import, and what follows from them. */
export function useImportMetricsDialog(initiallyOpen = false) {
  const notify = useNotify();
  const upload = useImportMetrics();
  const fileCheck = useMetricsFileCheck(upload.reset);
  const { dryRun, file, needsChannel, channel } = fileCheck;
  const [isOpen, setOpen] = useState(initiallyOpen);
  // With the import, not in the dialog's content: reopened while a large import runs, it shows how far it is.
  const [importProgress, setImportProgress] = useState<MetricsImportProgress | null>(null);
  const isOpenRef = useRef(initiallyOpen);
  const inputRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    fileCheck.reset();
    upload.reset();
    setImportProgress(null);
  };

  const startImport = () => {
    if (!file || !dryRun.isSuccess) return;
    const fileName = file.name;
    setImportProgress(null);
    upload.mutate(
      // No abort signal: closing the dialog leaves the import running, as the progress panel promises.
      { file, channel: needsChannel ? channel : undefined, onProgress: setImportProgress },
      {
        onSuccess: (result) => {
          if (isOpenRef.current) return;
          // Closed while importing: say how it went, and start afresh next time.
          notify({
            type: 'success',
            title: 'Metrics imported',
            description: `${plural(result.rows.total, 'row', 'rows')} from ${fileName}: ${formatCounts(result.rows)}.`,
            duration: 5000,
          });
          reset();
        },
        onError: (error) => {
          if (isOpenRef.current) return;
          notify({ type: 'error', title: 'Import failed', description: errorMessage(error), duration: 5000 });
        },
      },
    );
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    isOpenRef.current = next;
    // Closing starts the next visit afresh, unless an import is still running (its result is still to come).
    if (!next && !upload.isPending) reset();
  };

  const importAnother = () => {
    flushSync(reset);
    inputRef.current?.focus();
  };

  const isImporting = upload.isPending;
  const problems = isChannelRequired(dryRun.error) ? null : readImportProblems(dryRun.error);
  const importProblems = readImportProblems(upload.error);
  const isAwaitingChannel = needsChannel && !channel;
  const isChecking = file !== null && (dryRun.isPending || (dryRun.isIdle && !isAwaitingChannel));
  const step: ImportStep = upload.isSuccess || isImporting ? 3 : file ? 2 : 1;
  const blockedReason = isImporting
    ? 'The import is running.'
    : !file
      ? 'Choose a file first.'
      : isAwaitingChannel
        ? 'Choose the channel of this report first.'
        : isChecking
          ? 'Wait for the check to finish.'
          : problems || importProblems
            ? 'Fix the problems in the file and choose it again.'
            : dryRun.isError
              ? 'The file could not be checked: try again.'
              : null;

  return {
    ...fileCheck,
    upload,
    isOpen,
    onOpenChange,
    inputRef,
    startImport,
    importAnother,
    isImporting,
    importProgress,
    rowCount: dryRun.data?.rows.total ?? 0,
    problems,
    importProblems,
    isChecking,
    step,
    blockedReason,
  };
}

function formatCounts(rows: { inserted: number; updated: number; unchanged: number }): string {
  return `${rows.inserted} new, ${rows.updated} updated, ${rows.unchanged} unchanged`;
}

export type ImportMetricsDialogState = ReturnType<typeof useImportMetricsDialog>;
