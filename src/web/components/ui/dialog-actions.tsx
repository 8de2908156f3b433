import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * A dialog's buttons: Cancel, which closes it, then the dialog's own action (`children`); side by side on the
 * right, stacked with the action on top on a narrow screen.
 */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      {children}
    </div>
  );
}
