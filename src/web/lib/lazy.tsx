import {
  Component,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { RetryAlert } from '../components/ui/retry-alert';
import { NETWORK_ERROR_MESSAGE } from './api-client';

/** Bumped by LazyArea's Try again: lazy components that failed before it download anew. */
let retryRound = 0;

/** A lazy component's code could not be downloaded: what LazyArea catches (a bug in a page is not its business). */
class CodeDownloadError extends Error {
  override readonly name = 'CodeDownloadError';
}

/**
 * React.lazy for a named export: `lazyComponent(() => import('./page').then((m) => m.Page))`. `preload()` starts the
 * download early (on hover or focus of what will show it). React.lazy remembers a failed download for good, so after
 * a failure and a Try again (LazyArea) the component renders a fresh one, which downloads anew: once per Try again,
 * never in a loop.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  let failedInRound: number | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      failedInRound = retryRound;
      throw new CodeDownloadError('a part of the page could not be downloaded', { cause: error });
    });
    return pending;
  };
  const fresh = () => lazy(async () => ({ default: await get() })) as ComponentType<P>;
  let current = fresh();
  // One function component per lazyComponent call (made once, at module level where it is called), rendering
  // whichever lazy component is current.
  const renderCurrent = (props: P) => {
    if (failedInRound !== undefined && retryRound > failedInRound) {
      failedInRound = undefined;
      current = fresh();
    }
    return createElement(current, props);
  };
  return Object.assign(renderCurrent, { preload: () => void get().catch(() => undefined) });
}

/**
 * Renders `children` from the first time `open` is true on, inside Suspense: a dialog's code downloads when someone
 * opens it, not with the page, and once mounted it stays so that it can animate closed.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <LazyArea fallback={null}>{children}</LazyArea>;
}

/**
 * Suspense for code that downloads on demand, inside a boundary: should the download fail (offline, a deploy that
 * removed the old chunk), this part says so and offers Try again instead of the whole app going blank.
 */
export function LazyArea({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Anything but a failed download goes on up, as if this boundary were not here.
    if (!(error instanceof CodeDownloadError)) throw error;
    return (
      <RetryAlert
        title="This part of the page did not load"
        onRetry={() => {
          retryRound += 1;
          this.setState({ error: null });
        }}
        isRetrying={false}
      >
        {NETWORK_ERROR_MESSAGE}
      </RetryAlert>
    );
  }
}
