import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ImportDialogFooter } from './import-dialog-footer';
import { ImportFilePicker } from './import-file-picker';
import { ImportFileStatus } from './import-file-status';
import { ImportFinished } from './import-finished';
import { ImportStepList } from './import-step-list';
import { ReportChannelField } from './report-channel-field';
import { StartImportButton } from './start-import-button';
import { useImportMetricsDialog } from './use-import-metrics-dialog';

/**
 * "Import metrics" (issues 11 and 29): choose or drop a CSV or .xlsx file, see the dry run's preview (how the file was
 * read, what would change) or every problem, import, see the result. The state lives here rather than in the
 * dialog's content, so closing the dialog while an import runs does not lose it: the import carries on and reports
 * through a notification.
 */
export function ImportMetricsDialog({
  children,
  initiallyOpen = false,
}: {
  children: ReactNode;
  /** Open on mount: the page's button loads this dialog when pressed, and it opens as it arrives. */
  initiallyOpen?: boolean;
}) {
  const state = useImportMetricsDialog(initiallyOpen);
  const { file, upload, isImporting } = state;

  return (
    <Dialog open={state.isOpen} onOpenChange={state.onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title="Import metrics"
        description="Daily delivery figures from a CSV or Excel file. Every row is checked before anything is written."
        // Variants, so they come after the kit's max-w-md and p-6 in the stylesheet (cn appends, it does not merge).
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto max-sm:p-4 sm:max-w-4xl lg:max-w-5xl"
      >
        <ImportStepList current={state.step} />
        {upload.isSuccess && file ? (
          <ImportFinished result={upload.data} fileName={file.name} onImportAnother={state.importAnother} />
        ) : (
          <div className="space-y-5" aria-busy={isImporting}>
            <ImportFilePicker
              file={file}
              refusal={state.refusal}
              isDisabled={isImporting}
              maxSizeLabel={state.sizeLimit.label}
              inputRef={state.inputRef}
              onFile={(chosen) => void state.choose(chosen)}
            />
            {file && state.needsChannel ? (
              <ReportChannelField
                channel={state.channel}
                isDisabled={isImporting}
                onChange={state.chooseChannel}
              />
            ) : null}
            <ImportFileStatus state={state} />
            <ImportDialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" className="max-sm:flex-1">
                  {isImporting ? 'Close' : 'Cancel'}
                </Button>
              </DialogClose>
              <StartImportButton
                blockedReason={state.blockedReason}
                isImporting={isImporting}
                isChecked={state.dryRun.isSuccess}
                rowCount={state.rowCount}
                onImport={state.startImport}
              />
            </ImportDialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
