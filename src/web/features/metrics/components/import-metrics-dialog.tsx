import { Upload } from 'lucide-react';
import { Fragment, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CHANNELS } from '../../../../shared/analytics';
import {
  METRICS_IMPORT_FORMATS,
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MESSAGES,
} from '../../../../shared/metrics';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { ListError } from '../../../components/ui/list-states';
import { NativeSelect } from '../../../components/ui/native-select';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useDryRunMetricsImport } from '../api/dry-run-metrics-import';
import { useImportMetrics } from '../api/import-metrics';
import { isChannelRequired, readImportProblems } from '../api/metrics-import-request';
import { detectImportFormat } from '../detect-format';
import { FileDropZone } from './file-drop-zone';
import { CheckingFile, DryRunSummary, ProblemList, plural } from './import-check';
import { ImportResult } from './import-result';

const STEPS = ['Choose a file', 'Check', 'Import'] as const;

/**
 * "Import metrics" (issue 11 §1): choose or drop a CSV file, see the dry run's preview or every problem, import, see
 * the result. The state lives here rather than in the dialog's content, so closing the dialog while an import runs
 * does not lose it: the import carries on and reports through a notification.
 */
export function ImportMetricsDialog({ children }: { children: ReactNode }) {
  const notify = useNotify();
  const dryRun = useDryRunMetricsImport();
  const upload = useImportMetrics();
  const [isOpen, setOpen] = useState(false);
  const isOpenRef = useRef(false);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [needsChannel, setNeedsChannel] = useState(false);
  const [channel, setChannel] = useState('');
  // Each choice gets a number, so a slow header read of an earlier file cannot overwrite a later one.
  const choiceRef = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const refusalId = useId();
  const channelId = useId();
  const channelHintId = useId();
  const reasonId = useId();

  const reset = () => {
    choiceRef.current += 1;
    setFile(null);
    setRefusal(null);
    setNeedsChannel(false);
    dryRun.reset();
    upload.reset();
  };

  const check = (chosen: File, chosenChannel: string) =>
    dryRun.mutate(
      { file: chosen, channel: chosenChannel || undefined },
      {
        // The header read may not know a report's layout; the server then says the channel is missing. One chosen
        // for an earlier report is tried at once (it is on screen, and can be changed).
        onError: (error) => {
          if (!isChannelRequired(error)) return;
          setNeedsChannel(true);
          if (!chosenChannel && channel) check(chosen, channel);
        },
      },
    );

  const choose = async (chosen: File) => {
    const choice = ++choiceRef.current;
    dryRun.reset();
    upload.reset();
    setRefusal(null);
    if (chosen.size > METRICS_IMPORT_MAX_BYTES) {
      setFile(null);
      setNeedsChannel(false);
      setRefusal(METRICS_IMPORT_MESSAGES.tooLarge);
      return;
    }
    setFile(chosen);
    const format = await detectImportFormat(chosen).catch(() => null);
    if (choice !== choiceRef.current) return;
    const isGoogleAds = format === 'google-ads';
    setNeedsChannel(isGoogleAds);
    // A channel picked for an earlier report is kept (and shown): the next file is often the same account's.
    if (isGoogleAds && !channel) return;
    check(chosen, isGoogleAds ? channel : '');
  };

  const onChannelChange = (next: string) => {
    setChannel(next);
    if (file && next) {
      upload.reset();
      check(file, next);
    }
  };

  const startImport = () => {
    if (!file || !dryRun.isSuccess) return;
    const fileName = file.name;
    upload.mutate(
      { file, channel: needsChannel ? channel : undefined },
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
  const rowCount = dryRun.data?.rows.total ?? 0;
  const problems = isChannelRequired(dryRun.error) ? null : readImportProblems(dryRun.error);
  const importProblems = readImportProblems(upload.error);
  const isAwaitingChannel = needsChannel && !channel;
  const isChecking = file !== null && (dryRun.isPending || (dryRun.isIdle && !isAwaitingChannel));
  const step: 1 | 2 | 3 = upload.isSuccess || isImporting ? 3 : file ? 2 : 1;
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

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title="Import metrics"
        description="Daily delivery figures from a CSV file. Every row is checked before anything is written."
        // Variants, so they come after the kit's max-w-md and p-6 in the stylesheet (cn appends, it does not merge).
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto max-sm:p-4 sm:max-w-4xl"
      >
        <StepList current={step} />
        {upload.isSuccess && file ? (
          <div className="space-y-6">
            <ImportResult result={upload.data} fileName={file.name} />
            <Footer>
              <Button variant="secondary" onClick={importAnother} className="max-sm:flex-1">
                <Upload aria-hidden="true" className="size-4" />
                Import another file
              </Button>
              <DialogClose asChild>
                <Button className="max-sm:flex-1">Done</Button>
              </DialogClose>
            </Footer>
          </div>
        ) : (
          <div className="space-y-5" aria-busy={isImporting}>
            <div className="space-y-2">
              <FileDropZone
                id={inputId}
                file={file}
                isDisabled={isImporting}
                describedBy={refusal ? refusalId : undefined}
                inputRef={inputRef}
                onFile={(chosen) => void choose(chosen)}
              />
              {refusal ? (
                <p id={refusalId} role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {refusal}
                </p>
              ) : null}
            </div>

            {file && needsChannel ? (
              <div className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
                <Label htmlFor={channelId}>Channel of this report</Label>
                <p id={channelHintId} className="text-sm text-slate-600 dark:text-slate-400">
                  {METRICS_IMPORT_MESSAGES.channelRequired}
                </p>
                {/* The width on a wrapper: the select's chevron sits at the right of its container. */}
                <div className="sm:max-w-xs">
                  <NativeSelect
                    id={channelId}
                    value={channel}
                    aria-describedby={channelHintId}
                    disabled={isImporting}
                    onChange={(event) => onChannelChange(event.target.value)}
                  >
                    <option value="" disabled>
                      Choose a channel
                    </option>
                    {CHANNELS.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
            ) : null}

            {!file ? (
              <FormatHint />
            ) : isChecking ? (
              <CheckingFile fileName={file.name} />
            ) : isImporting ? (
              // The preview was read before Import was pressed: the progress takes its place, next to the buttons.
              <ImportProgress rowCount={rowCount} />
            ) : upload.isError ? (
              importProblems ? (
                <ProblemList problems={importProblems} />
              ) : (
                <ListError title="The import failed" error={upload.error} />
              )
            ) : dryRun.isSuccess ? (
              <DryRunSummary result={dryRun.data} />
            ) : dryRun.isError && !isChannelRequired(dryRun.error) ? (
              problems ? (
                <ProblemList problems={problems} />
              ) : (
                <ListError
                  title="The file could not be checked"
                  error={dryRun.error}
                  onRetry={() => check(file, needsChannel ? channel : '')}
                />
              )
            ) : null}

            <Footer>
              <DialogClose asChild>
                <Button variant="secondary" className="max-sm:flex-1">
                  {isImporting ? 'Close' : 'Cancel'}
                </Button>
              </DialogClose>
              {blockedReason ? (
                // aria-disabled rather than disabled: the button stays focusable, so the reason reaches keyboard
                // users too (the house pattern for a blocked action).
                <>
                  <Tooltip content={blockedReason}>
                    <Button
                      aria-disabled="true"
                      aria-describedby={reasonId}
                      className="cursor-not-allowed opacity-60 hover:bg-indigo-600 max-sm:flex-1"
                      onClick={(event) => event.preventDefault()}
                    >
                      {isImporting ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
                      {isImporting ? 'Importing…' : importLabel(rowCount, dryRun.isSuccess)}
                    </Button>
                  </Tooltip>
                  <span id={reasonId} className="sr-only">
                    {blockedReason}
                  </span>
                </>
              ) : (
                <Button onClick={startImport} className="max-sm:flex-1">
                  <Upload aria-hidden="true" className="size-4" />
                  {importLabel(rowCount, true)}
                </Button>
              )}
            </Footer>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Stuck to the dialog's bottom edge (over its padding), so the actions stay in reach of a long preview. */
function Footer({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-4 -mb-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  );
}

function ImportProgress({ rowCount }: { rowCount: number }) {
  const text = `Importing ${plural(rowCount, 'row', 'rows')}…`;
  return (
    <div className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
      <p role="status" className="text-sm font-medium text-indigo-950 tabular-nums dark:text-indigo-100">
        {text}
      </p>
      <Progress value={null} label={text} className="rounded-full" />
      <p className="text-xs text-indigo-900 dark:text-indigo-300">
        Rollups and insights are brought up to date before the result shows. You can close this window: the
        import carries on.
      </p>
    </div>
  );
}

function importLabel(rowCount: number, isChecked: boolean): string {
  return isChecked ? `Import ${plural(rowCount, 'row', 'rows')}` : 'Import';
}

function formatCounts(rows: { inserted: number; updated: number; unchanged: number }): string {
  return `${rows.inserted} new, ${rows.updated} updated, ${rows.unchanged} unchanged`;
}

function StepList({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Import steps" className="mb-5 flex items-center gap-2 text-xs sm:gap-3 sm:text-sm">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const isCurrent = number === current;
        const isDone = number < current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 items-center gap-2 sm:gap-3"
          >
            {index > 0 ? (
              <span aria-hidden="true" className="h-px w-4 shrink-0 bg-slate-300 sm:w-8 dark:bg-slate-700" />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                isCurrent
                  ? 'bg-indigo-600 text-white'
                  : isDone
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                    : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
              )}
            >
              {number}
            </span>
            <span
              className={cn(
                'truncate',
                isCurrent
                  ? 'font-medium text-slate-900 dark:text-white'
                  : // A phone has room for one label, the current step's; the numbers stand for the others.
                    'text-slate-500 max-sm:sr-only dark:text-slate-400',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
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
        and also a {METRICS_IMPORT_FORMATS['google-ads'].label} or a {METRICS_IMPORT_FORMATS.meta.label}. Rows
        already imported are updated, never doubled.
      </p>
    </div>
  );
}
