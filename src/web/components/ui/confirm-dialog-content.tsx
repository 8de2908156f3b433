import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { dialogOverlayClasses, dialogPanelClasses } from './dialog-surface';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
  children?: ReactNode;
}

/** ConfirmDialog's body (alert-dialog.tsx loads it when first opened). */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isPending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogOverlayClasses} />
        <AlertDialogPrimitive.Content className={dialogPanelClasses}>
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialogPrimitive.Cancel>
            <button
              type="button"
              className={cn(
                'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 text-sm font-medium text-white shadow-xs',
                'transition-colors duration-150 ease-out hover:bg-red-500 active:bg-red-700',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600',
                'disabled:pointer-events-none disabled:opacity-60',
              )}
              disabled={isPending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
