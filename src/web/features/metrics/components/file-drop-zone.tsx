import { FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, type Ref, useState } from 'react';
import { METRICS_IMPORT_ACCEPT } from '../../../../shared/metrics-rules';
import { IconTile } from '../../../components/ui/icon-tile';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/format';

/**
 * The drop zone is the label of a visually hidden file input, so the keyboard reaches the input (Tab, then Enter or
 * Space opens the picker) and a click anywhere on the zone opens it too. Dropping a file hands it over the same way.
 */
export function FileDropZone({
  id,
  file,
  isDisabled,
  describedBy,
  maxSizeLabel,
  inputRef,
  onFile,
}: {
  id: string;
  file: File | null;
  isDisabled: boolean;
  describedBy?: string;
  /** '10 MB': the largest file the signed-in user may import. */
  maxSizeLabel: string;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
}) {
  const { isDragging, dropHandlers } = useFileDrop(isDisabled, onFile);
  return (
    <label
      htmlFor={id}
      {...dropHandlers}
      className={cn(
        'flex cursor-pointer rounded-xl border-2 border-dashed border-slate-300 bg-slate-50/60 transition-colors duration-150 ease-out',
        'hover:border-indigo-400 hover:bg-indigo-50/50 dark:border-slate-700 dark:bg-slate-950/40 dark:hover:border-indigo-500 dark:hover:bg-indigo-950/30',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
        file ? 'items-center gap-3 px-4 py-3' : 'flex-col items-center px-6 py-8 text-center',
        isDragging && 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/50',
        isDisabled && 'pointer-events-none opacity-60',
      )}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={METRICS_IMPORT_ACCEPT}
        className="sr-only"
        disabled={isDisabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again, once fixed, is a change and is checked again.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      {file ? (
        <>
          <IconTile icon={FileSpreadsheet} tone="brand" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
              {file.name}
            </span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              <span className="tabular-nums">{formatFileSize(file.size)}</span> ·{' '}
              <span className="font-medium text-indigo-600 dark:text-indigo-400">Choose another file</span> or
              drop it here
            </span>
          </span>
        </>
      ) : (
        <>
          <IconTile icon={Upload} tone="brand" />
          <span className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium text-indigo-600 dark:text-indigo-400">Choose a file</span> or drop it
            here
          </span>
          <span className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            CSV or Excel (.csv, .tsv, .txt, .xlsx), up to {maxSizeLabel}
          </span>
        </>
      )}
    </label>
  );
}

/** Whether a file is dragged over the zone, and the zone's drag handlers, which hand a dropped file to `onFile`. */
function useFileDrop(isDisabled: boolean, onFile: (file: File) => void) {
  const [isDragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!isDisabled) setDragging(true);
  };
  const dropHandlers = {
    onDragEnter: onDragOver,
    onDragOver,
    onDragLeave: (event: DragEvent<HTMLLabelElement>) => {
      // Moving over the zone's own children fires dragleave on the zone: only leaving it counts.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLLabelElement>) => {
      event.preventDefault();
      setDragging(false);
      const dropped = event.dataTransfer.files[0];
      if (dropped && !isDisabled) onFile(dropped);
    },
  };
  return { isDragging, dropHandlers };
}
