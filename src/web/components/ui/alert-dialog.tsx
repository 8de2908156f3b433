import { lazyComponent, MountWhenOpened } from '../../lib/lazy';
import type { ConfirmDialogProps } from './confirm-dialog-content';

// The dialog machinery (focus trap, scroll lock, layers) downloads with the first confirmation, not with the page.
const ConfirmDialogContent = lazyComponent(() =>
  import('./confirm-dialog-content').then((m) => m.ConfirmDialogContent),
);

/**
 * A confirmation for a destructive action (Radix AlertDialog: focus starts on Cancel, Escape cancels, clicks on the
 * overlay do nothing). Controlled: the caller owns `open`.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountWhenOpened open={props.open}>
      <ConfirmDialogContent {...props} />
    </MountWhenOpened>
  );
}
