import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { plural } from './plural';

/** The Import button; while `blockedReason` is set it only says why it cannot import yet. */
export function StartImportButton({
  blockedReason,
  isImporting,
  isChecked,
  rowCount,
  onImport,
}: {
  blockedReason: string | null;
  isImporting: boolean;
  isChecked: boolean;
  rowCount: number;
  onImport: () => void;
}) {
  const reasonId = useId();
  if (!blockedReason) {
    return (
      <Button onClick={onImport} className="max-sm:flex-1">
        <Upload aria-hidden="true" className="size-4" />
        {importLabel(rowCount, true)}
      </Button>
    );
  }
  // aria-disabled rather than disabled: the button stays focusable, so the reason reaches keyboard users too (the
  // house pattern for a blocked action).
  return (
    <>
      <Tooltip content={blockedReason}>
        <Button
          aria-disabled="true"
          aria-describedby={reasonId}
          className="cursor-not-allowed opacity-60 hover:bg-indigo-600 max-sm:flex-1"
          onClick={(event) => event.preventDefault()}
        >
          {isImporting ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
          {isImporting ? 'Importing…' : importLabel(rowCount, isChecked)}
        </Button>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {blockedReason}
      </span>
    </>
  );
}

function importLabel(rowCount: number, isChecked: boolean): string {
  return isChecked ? `Import ${plural(rowCount, 'row', 'rows')}` : 'Import';
}
