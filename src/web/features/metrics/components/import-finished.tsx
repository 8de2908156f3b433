import { Upload } from 'lucide-react';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { ImportDialogFooter } from './import-dialog-footer';
import { ImportResult } from './import-result';

/** The last step: what the import did, and the way to the next file. */
export function ImportFinished({
  result,
  fileName,
  onImportAnother,
}: {
  result: MetricsImportResult;
  fileName: string;
  onImportAnother: () => void;
}) {
  return (
    <div className="space-y-6">
      <ImportResult result={result} fileName={fileName} />
      <ImportDialogFooter>
        <Button variant="secondary" onClick={onImportAnother} className="max-sm:flex-1">
          <Upload aria-hidden="true" className="size-4" />
          Import another file
        </Button>
        <DialogClose asChild>
          <Button className="max-sm:flex-1">Done</Button>
        </DialogClose>
      </ImportDialogFooter>
    </div>
  );
}
