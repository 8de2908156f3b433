/**
 * An `onOpenChange` for an overlay the caller opens (a dialog, a toast): it only reports the closing (Escape, the
 * overlay, Cancel, a swipe) to `close`.
 */
export function onDismiss(close: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) close();
  };
}
