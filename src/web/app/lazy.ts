import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: `lazyComponent(() => import('./page').then((m) => m.Page))`. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
