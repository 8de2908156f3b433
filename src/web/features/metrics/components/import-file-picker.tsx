import { type Ref, useId } from 'react';
import { FileDropZone } from './file-drop-zone';

/** The drop zone, and why a file was refused (too large) right under it. */
export function ImportFilePicker({
  file,
  refusal,
  isDisabled,
  maxSizeLabel,
  inputRef,
  onFile,
}: {
  file: File | null;
  refusal: string | null;
  isDisabled: boolean;
  maxSizeLabel: string;
  inputRef: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const refusalId = useId();
  return (
    <div className="space-y-2">
      <FileDropZone
        id={inputId}
        file={file}
        isDisabled={isDisabled}
        describedBy={refusal ? refusalId : undefined}
        maxSizeLabel={maxSizeLabel}
        inputRef={inputRef}
        onFile={onFile}
      />
      {refusal ? (
        <p id={refusalId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
