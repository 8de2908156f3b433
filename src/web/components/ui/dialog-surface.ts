/**
 * The look every modal shares, whichever Radix primitive runs it (Dialog, or AlertDialog for confirmations).
 * base.css animates the two by their first class.
 */
export const dialogOverlayClasses = 'dialog-overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]';

export const dialogPanelClasses = [
  'dialog-content fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  'rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none',
  'dark:border-slate-800 dark:bg-slate-900',
].join(' ');
