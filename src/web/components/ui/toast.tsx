import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { onDismiss } from '../../lib/on-dismiss';
import type { ToastItem } from '../../lib/toasts';

/** SPEC §9: 5 s on screen, swipe right past 50 px to dismiss, F8 focuses the region, one visible at a time. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export function Toaster({ toast, onClose }: { toast: ToastItem | null; onClose: () => void }) {
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toast ? (
        <Toast.Root
          key={toast.id}
          defaultOpen
          duration={toast.duration}
          onOpenChange={onDismiss(onClose)}
          className={cn(
            'toast grid grid-cols-[1fr_auto] items-start gap-3 rounded-xl border p-4 shadow-lg',
            toast.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
          )}
        >
          <div className="min-w-0">
            <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="mt-1 text-sm opacity-90">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm sm:p-6"
      />
    </Toast.Provider>
  );
}
