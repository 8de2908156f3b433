import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

interface PendingButtonProps extends ButtonProps {
  /** While true the button is disabled, announced as busy, and shows a spinner in place of its icon. */
  isPending: boolean;
  /** The leading icon shown while the action is idle. */
  icon?: ReactNode;
}

/**
 * The button that starts a request (submit a form, sign out, revoke sessions): one place decides how it looks and
 * what assistive technology hears while the request runs, so a second click never sends it twice.
 */
export function PendingButton({ isPending, icon = null, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={isPending || disabled} aria-busy={isPending} {...props}>
      {isPending ? <Spinner /> : icon}
      {children}
    </Button>
  );
}
