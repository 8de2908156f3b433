import { createContext, useContext } from 'react';

/** The deepest route the address matched: its id (the canonical path of a signed-in page) and its handle. */
export interface MatchedRoute {
  id?: string;
  handle?: unknown;
}

/**
 * Provided by AppRoutes. React Router's useMatches needs its data router, which costs every page about 17 KB of
 * JavaScript (gzip) for loaders, actions and fetchers the app does not use; the guards only need the matched leaf.
 */
export const MatchedRouteContext = createContext<MatchedRoute | undefined>(undefined);

export function useMatchedRoute(): MatchedRoute | undefined {
  return useContext(MatchedRouteContext);
}
