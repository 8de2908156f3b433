import type { ReactNode } from 'react';

/** Stuck to the dialog's bottom edge (over its padding), so the actions stay in reach of a long preview. */
export function ImportDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-4 -mb-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  );
}
