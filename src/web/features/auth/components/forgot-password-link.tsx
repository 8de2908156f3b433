import { useState } from 'react';
import { LazyArea, lazyComponent } from '../../../lib/lazy';

// The reset dialog (and the dialog kit) downloads when someone asks for it, not with the sign-in page.
const ForgotPasswordDialog = lazyComponent(() =>
  import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog),
);

const TRIGGER_CLASSES =
  'rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400';

/** The password field's "Forgot password?": a plain button until pressed, then the dialog's own trigger. */
export function ForgotPasswordLink() {
  const [isRequested, setRequested] = useState(false);
  const link = (
    <button
      type="button"
      className={TRIGGER_CLASSES}
      onClick={() => setRequested(true)}
      onPointerEnter={ForgotPasswordDialog.preload}
      onFocus={ForgotPasswordDialog.preload}
    >
      Forgot password?
    </button>
  );
  if (!isRequested) return link;
  return (
    <LazyArea fallback={link}>
      <ForgotPasswordDialog initiallyOpen triggerClassName={TRIGGER_CLASSES} />
    </LazyArea>
  );
}
