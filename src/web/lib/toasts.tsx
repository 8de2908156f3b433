import { createContext, type ReactNode, use, useCallback, useRef, useState } from 'react';
import { Toaster } from '../components/ui/toast';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<((input: ToastInput) => void) | null>(null);

/** Keeps one toast: a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const nextId = useRef(0);

  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setToast({ ...input, id: nextId.current });
  }, []);
  const close = useCallback(() => setToast(null), []);

  return (
    <ToastContext value={show}>
      {children}
      <Toaster toast={toast} onClose={close} />
    </ToastContext>
  );
}

export function useToast(): (input: ToastInput) => void {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
