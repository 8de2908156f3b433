import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';
import { carriesRequestId } from './form-errors';
import { lazyComponent, MountWhenOpened } from './lazy';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  /** Infinity for a failure that names a request id: the reader needs time to copy it (issue 30, item 19). */
  duration?: number;
}

// The toast machinery (swipe, F8, timers, announcements) downloads with the first toast, not with every page.
const Toaster = lazyComponent(() => import('../components/ui/toast').then((m) => m.Toaster));

const ToastContext = createContext<((input: ToastInput) => void) | null>(null);

/** Keeps one toast: a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const nextId = useRef(0);

  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const isToQuote = input.variant === 'destructive' && carriesRequestId(input.description);
    setToast({ ...input, id: nextId.current, duration: isToQuote ? Number.POSITIVE_INFINITY : undefined });
  }, []);
  const close = useCallback(() => setToast(null), []);

  return (
    <ToastContext value={show}>
      {children}
      <MountWhenOpened open={toast !== null}>
        <Toaster toast={toast} onClose={close} />
      </MountWhenOpened>
    </ToastContext>
  );
}

export function useToast(): (input: ToastInput) => void {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
