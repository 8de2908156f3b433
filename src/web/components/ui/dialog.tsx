import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { dialogOverlayClasses, dialogPanelClasses } from './dialog-surface';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A centred modal: overlay, focus trap, Escape and the close button all close it (Radix Dialog). */
export function DialogContent({
  title,
  description,
  children,
  className,
  onSubmit,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: string;
  description?: ReactNode;
}) {
  // React events bubble along the component tree, not the DOM: a form submitted in this portal would also reach
  // any <form> the dialog is declared in (the sign-in form around "Forgot password?") and submit it too.
  const keepSubmitInside: NonNullable<typeof onSubmit> = (event) => {
    onSubmit?.(event);
    event.stopPropagation();
  };

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClasses} />
      <DialogPrimitive.Content
        className={cn(dialogPanelClasses, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onSubmit={keepSubmitInside}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 dark:hover:text-white">
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
