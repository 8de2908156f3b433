import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * React.lazy for a named export: `lazyComponent(() => import('./page').then((m) => m.Page))`. `preload()` starts the
 * download early (on hover or focus of what will show it); a failed download is tried again on the next render.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(
    lazy(async () => ({ default: await get() })),
    { preload: () => void get().catch(() => undefined) },
  );
}

/**
 * Renders `children` from the first time `open` is true on, inside Suspense: a dialog's code downloads when someone
 * opens it, not with the page, and once mounted it stays so that it can animate closed.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
