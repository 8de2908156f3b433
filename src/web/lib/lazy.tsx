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
      throw error;
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

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RetryAlert
        title="This part of the page did not load"
        onRetry={() => {
          retryRound += 1;
          this.setState({ failed: false });
        }}
        isRetrying={false}
      >
        {NETWORK_ERROR_MESSAGE}
      </RetryAlert>
    );
  }
}
