import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '../../shared/auth';
import type { Role } from '../../shared/roles';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server refusing one field: its message is both the answer's message and that field's error. */
export function fieldErrorResponse(status: number, field: string, message: string): Response {
  return jsonResponse(status, { message, fieldErrors: { [field]: [message] } });
}

export function makeUser(role: Role, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: `user-${role}`,
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `${role}@example.com`,
    username: `demo-${role}`,
    role,
    company: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces global fetch with a table of "METHOD /path" handlers; anything else answers 404.
 * The session endpoint defaults to the given user (or 401 when signed out).
 */
export function mockApi(user: CurrentUser | null, handlers: Record<string, Handler> = {}) {
  const table: Record<string, Handler> = {
    'GET /api/user': () => (user ? jsonResponse(200, user) : jsonResponse(401, { message: 'Not signed in' })),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handler = table[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A signed-out visitor whom `route` ('POST /api/login', 'POST /api/register') signs in as `user`: the route answers
 * `status` with the user, and from then on so does the session endpoint. `sent` holds the bodies the route received.
 */
export function mockSigningIn(route: string, user: CurrentUser, status = 200) {
  const sent: unknown[] = [];
  const fetchMock = mockApi(null, {
    'GET /api/user': () => (sent.length > 0 ? jsonResponse(200, user) : jsonResponse(401, { message: 'no' })),
    [route]: (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return jsonResponse(status, user);
    },
  });
  return { fetchMock, sent };
}

/** The app's memory router as a test reads and drives it: where it is now, and navigate (including -1 and 1). */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number, options?: NavigateOptions) => void | Promise<void>;
}

/** Keeps `router` in step with the app's history; rendered inside the router, beside the routes. */
function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/**
 * The app's query client with the same retries, minus their back-off (SPEC §9, checked in query-client.test.ts):
 * a test that waits for a failure waits for its state, not for seconds of real time that a busy machine stretches.
 */
export function createTestQueryClient() {
  const queryClient = createQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...queries, retryDelay: 0 },
    mutations: { ...mutations, retryDelay: 0 },
  });
  return queryClient;
}

/** Renders the real route table at `path` with fresh providers. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the router has not rendered');
        return probe.location;
      },
    },
    navigate: (to: To | number, options?: NavigateOptions) => {
      if (!probe.navigate) throw new Error('the router has not rendered');
      return typeof to === 'number' ? probe.navigate(to) : probe.navigate(to, options);
    },
  };
  return { ...view, router, queryClient };
}

/**
 * Types each value into the field labelled with its key, in order, as a user fills a form: the first field may still
 * be loading, so it is waited for.
 */
export async function fillFields(user: UserEvent, values: Record<string, string>) {
  let isFirst = true;
  for (const [label, value] of Object.entries(values)) {
    await user.type(isFirst ? await screen.findByLabelText(label) : screen.getByLabelText(label), value);
    isFirst = false;
  }
}
