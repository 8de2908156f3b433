import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { ACTIVITY_PAGE_SIZE, type ActivityItem } from '../../../shared/workspace';
import { todayIn } from '../../../shared/zoned-dates';
import { FIXTURE_AUDIENCE } from '../../test/fixtures';
import {
  createUser,
  expectPageQueriesRefused,
  request,
  signIn,
  testContextForFile,
  walkPages,
} from '../../test/helpers';

/** Issue 30, items 6 and 7: the workspace's recent activity by role, and whom to ask for a role. */
const ctx = testContextForFile();
const TODAY = todayIn('UTC');
const cookies: Record<'admin' | 'director' | 'manager' | 'analyst' | 'user', string> = {
  admin: '',
  director: '',
  manager: '',
  analyst: '',
  user: '',
};

const launch = (cookie: string, name: string) =>
  request(ctx.app, 'POST', '/api/campaigns', {
    cookie,
    body: {
      name,
      objective: 'conversion',
      budget: 5000,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
      status: 'active',
      targetAudience: FIXTURE_AUDIENCE,
      brandVoice: { tone: 'professional', style: 'modern', productName: 'Acme', keyMessages: ['Save more'] },
    },
  });

const activityOf = async (cookie: string, query = '') => {
  const response = await request(ctx.app, 'GET', `/api/activity${query}`, { cookie });
  return { response, items: response.json() as ActivityItem[] };
};

beforeAll(async () => {
  await createUser(ctx, { username: 'ws-admin', role: 'admin', firstName: 'Ada' });
  await createUser(ctx, { username: 'ws-director', role: 'marketing_director', firstName: 'Dana' });
  await createUser(ctx, { username: 'ws-manager', role: 'marketing_manager', firstName: 'Max' });
  await createUser(ctx, { username: 'ws-analyst', role: 'analyst' });
  await createUser(ctx, { username: 'ws-user', role: 'user' });
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await signIn(ctx, `ws-${role}`);
  }
  // A direct launch, a pause, and a submission that a director rejects.
  const live = (await launch(cookies.director, 'Spring Sale')).json();
  await request(ctx.app, 'PATCH', `/api/campaigns/${live.id}`, {
    cookie: cookies.director,
    body: { status: 'paused' },
  });
  await request(ctx.app, 'PATCH', '/api/admin/settings', {
    cookie: cookies.admin,
    body: { launchApproval: true },
  });
  const waiting = (await launch(cookies.manager, 'Risky Launch')).json();
  await request(ctx.app, 'POST', `/api/campaigns/${waiting.id}/approval`, {
    cookie: cookies.director,
    body: { decision: 'reject', comment: 'Not this month' },
  });
});

describe('GET /api/activity', () => {
  it('shows managers every campaign event, newest first, with who did it and where to see it', async () => {
    const { response, items } = await activityOf(cookies.manager);
    expect(response.statusCode).toBe(200);
    expect(items.map((i) => [i.kind, i.title])).toEqual([
      ['approval', '"Risky Launch" rejected'],
      ['approval', '"Risky Launch" submitted for approval'],
      ['status', '"Spring Sale" paused'],
      ['launch', '"Spring Sale" launched'],
    ]);
    const [rejected] = items;
    expect(rejected).toMatchObject({ link: '/campaigns', actor: { name: 'Dana User' } });
    expect(Number.isNaN(Date.parse(rejected?.at ?? ''))).toBe(false);
    expect(Object.keys(rejected ?? {}).sort()).toEqual(['actor', 'at', 'id', 'kind', 'link', 'title']);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('shows analysts what analytics shows them: no approval requests or rejections, links to analytics', async () => {
    const { items } = await activityOf(cookies.analyst);
    expect(items.map((i) => i.title)).toEqual(['"Spring Sale" paused', '"Spring Sale" launched']);
    for (const item of items) expect(item.link).toBe('/analytics');
  });

  it('refuses plain users, who see no campaigns at all', async () => {
    const { response } = await activityOf(cookies.user);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await request(ctx.app, 'GET', '/api/activity')).statusCode).toBe(401);
  });

  it('leaves out security and user events, which stay in the admins audit log', async () => {
    const { items } = await activityOf(cookies.admin);
    expect(items.every((i) => i.title.includes('"'))).toBe(true);
    expect(items).toHaveLength(4);
  });

  it('pages with limit and cursor (Link, X-Total-Count) and refuses a bad limit or cursor', async () => {
    const { pages, totals } = await walkPages<ActivityItem>(
      ctx.app,
      '/api/activity?limit=3',
      cookies.manager,
    );
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(totals).toEqual([4, 4]);
    await expectPageQueriesRefused(ctx.app, '/api/activity', cookies.manager, ACTIVITY_PAGE_SIZE.max, [
      'offset=2',
    ]);
  });
});

describe('GET /api/workspace/admins', () => {
  it('names the administrators to any signed-in member, and nothing else about them', async () => {
    const response = await request(ctx.app, 'GET', '/api/workspace/admins', { cookie: cookies.user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: 'Ada User' }]);
    expect((await request(ctx.app, 'GET', '/api/workspace/admins')).statusCode).toBe(401);
  });
});
