import type { AdminStats, AdminUser, AuditEntry } from '../../../../shared/admin';
import type { Contact } from '../../../../shared/contacts';
import { fixtureBuilder } from '../../../test/fixture-builder';

export { type RecordedCall, stubApi, urlsOf } from '../../../test/stub-api';

export const STATS: AdminStats = {
  totalContacts: 10_000,
  newsletterSubscribers: 1234,
  todaysContacts: 7,
  todaysSubscriptions: 3,
  timeZone: 'UTC',
};

export const makeContact = fixtureBuilder<Contact>(() => ({
  id: 'contact-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a demo.\nFor a team of twelve.',
  planInterest: 'enterprise',
  createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
}));

export const makeAdminUser = fixtureBuilder<AdminUser>(() => ({
  id: 'user-2',
  username: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  company: null,
  role: 'user',
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  disabledAt: null,
  twoFactorEnabled: false,
}));

export const makeAuditEntry = fixtureBuilder<AuditEntry>(() => ({
  id: 1,
  at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  action: 'user.role_changed',
  actor: { id: 'user-admin', username: 'demo-admin', name: 'Dana Reyes' },
  targetType: 'user',
  targetId: 'user-2',
  targetLabel: 'grace',
  before: { role: 'user' },
  after: { role: 'analyst' },
  mentions: {},
  ip: null,
  userAgent: null,
}));

/** One page of a paged list as the server answers it (DESIGN §6): the items, X-Total-Count and the next Link. */
export function pageResponse<T>(items: T[], options: { total?: number; next?: string } = {}): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'x-total-count': String(options.total ?? items.length),
      ...(options.next ? { link: `<${options.next}>; rel="next"` } : {}),
    },
  });
}

/** A response the test releases when it wants to (to observe the pending state). */
export function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
