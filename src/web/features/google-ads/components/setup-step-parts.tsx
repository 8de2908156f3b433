import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

// The building blocks the setup guide's steps share.

export function Note({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex gap-2.5 rounded-lg border p-3',
        tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200'
          : 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300',
      )}
    >
      {tone === 'warning' ? <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" /> : null}
      <div>{children}</div>
    </div>
  );
}

export function Status({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <Badge tone={ok ? 'success' : 'warning'}>{children}</Badge>;
}

/** Inline code: environment variable names in the instructions. */
export const codeClasses =
  'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/** A step's instructions: what the user does, one action per item, in the order they do it. */
export function Actions({ children }: { children: ReactNode }) {
  return (
    <ol
      aria-label="What to do"
      className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-slate-500 dark:marker:text-slate-400"
    >
      {children}
    </ol>
  );
}

/** The last action of steps 1 to 4: the button under the step (SPEC §2: '... then press Done - Next Step'). */
export function PressNext() {
  return (
    <li>
      Press <strong>Done - Next Step</strong>.
    </li>
  );
}
