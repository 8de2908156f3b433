import { Download, KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RecoveryCodesResponse } from '../../../../shared/two-factor';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

const FILE_NAME = 'northstar-recovery-codes.txt';

/** The codes as a text file, one a line, with what they are for. */
function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Northstar recovery codes',
    'Each code signs you in once when your authenticator app is not at hand. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy or download them, then say they
 * are saved. The panel takes the focus so a screen reader reads it at once.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: RecoveryCodesResponse; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const list = codes.recoveryCodes;
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-900">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h3 id="recovery-codes-heading" ref={headingRef} tabIndex={-1} className="font-medium outline-none">
            Save your recovery codes
          </h3>
          <p className="mt-1">
            {codes.message} Each code signs you in once if you lose your phone. They will not be shown again.
          </p>
        </div>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:bg-slate-900 dark:text-white"
      >
        {list.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <CopyButton value={list.join('\n')} label="Copy codes" />
        <Button variant="secondary" onClick={() => download(list)}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </section>
  );
}
