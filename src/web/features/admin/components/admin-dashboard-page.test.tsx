import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import {
  deferred,
  makeAdminUser,
  makeContact,
  pageResponse,
  STATS,
  stubApi,
  urlsOf,
} from '../test/admin-fixtures';

const emptyLists = {
  'GET /api/admin/stats': () => jsonResponse(200, STATS),
  'GET /api/contacts': () => pageResponse([]),
  'GET /api/newsletters': () => pageResponse([]),
  'GET /api/admin/users': () => jsonResponse(200, []),
  'GET /api/admin/settings': () => jsonResponse(200, { launchApproval: false }),
};

/** Expects each text in its tab, in the tabs' order: the first is open on arrival, the others are clicked open. */
async function expectInEachTab(texts: [contacts: string, subscriptions: string, users: string]) {
  const tabs = [null, 'Newsletter Subscriptions', 'Manage Users'];
  for (const [index, text] of texts.entries()) {
    const tab = tabs[index];
    if (tab) await userEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
}

describe('admin dashboard', () => {
  it('shows the four counters, the time zone of today and the three tabs', async () => {
    stubApi(emptyLists);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');

    const counters = screen.getByRole('region', { name: 'Counters' });
    await within(counters).findByText('10,000');
    for (const [label, value] of [
      ['Total Contacts', '10,000'],
      ['Newsletter Subscribers', '1,234'],
      ["Today's Contacts", '7'],
      ["Today's Subscriptions", '3'],
    ] as const) {
      // The term's group (dt, dd) holds its figure.
      const term = within(counters).getByText(label).closest('dt');
      expect(term?.parentElement).toHaveTextContent(value);
    }
    expect(within(counters).getAllByText('Today in UTC')).toHaveLength(2);

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Contact Messages', 'Newsletter Subscriptions', 'Manage Users']);
  });

  it('shows the empty state of each tab', async () => {
    stubApi(emptyLists);
    renderApp('/admin');
    await expectInEachTab(['No messages yet', 'No subscribers yet', 'No users found']);
  });

  it('shows the loading text of each tab while its list loads', async () => {
    const never = deferred();
    stubApi({
      'GET /api/admin/stats': () => jsonResponse(200, STATS),
      'GET /api/contacts': () => never.promise,
      'GET /api/newsletters': () => never.promise,
      'GET /api/admin/users': () => never.promise,
    });
    renderApp('/admin');
    await expectInEachTab(['Loading contacts...', 'Loading subscriptions...', 'Loading users...']);
  });

  it('shows a contact message as text with a Reply via Email link', async () => {
    const contact = makeContact({ message: 'Hello <b>team</b>,\nplease call us.' });
    stubApi({ ...emptyLists, 'GET /api/contacts': () => pageResponse([contact]) });
    renderApp('/admin');
    const card = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li') as HTMLElement;
    expect(within(card).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Analytical Engines')).toBeInTheDocument();
    expect(within(card).getByText('Enterprise plan')).toBeInTheDocument();
    expect(within(card).getByText('2 hours ago')).toBeInTheDocument();
    // Rendered as text, never as markup.
    expect(within(card).getByText(/Hello <b>team<\/b>,/)).toHaveClass('whitespace-pre-wrap');
    expect(card.querySelector('b')).toBeNull();
    const reply = within(card).getByRole('link', { name: /Reply via Email/ });
    const href = new URL(reply.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('ada@example.com');
    expect(href.searchParams.get('subject')).toBe('Re: your message to Northstar');
  });

  it('offers an Email link to each subscriber with the Newsletter Update subject and a thank-you', async () => {
    stubApi({
      ...emptyLists,
      'GET /api/newsletters': () =>
        pageResponse([{ id: 's1', email: 'reader@example.com', subscribedAt: new Date().toISOString() }]),
    });
    renderApp('/admin?tab=subscriptions');
    const link = await screen.findByRole('link', { name: 'Email reader@example.com' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('reader@example.com');
    expect(href.searchParams.get('subject')).toBe('Newsletter Update');
    expect(href.searchParams.get('body')).toMatch(/Thank you for subscribing/);
    expect(link.getAttribute('href')).not.toMatch(/ /);
    expect(screen.getByText(/Subscribed just now/)).toBeInTheDocument();
  });

  it('asks the server for one page at a time, loads the next from its Link, and searches from the newest', async () => {
    const calls = stubApi({
      ...emptyLists,
      'GET /api/contacts': (call) => {
        const url = new URL(call.url, 'http://x');
        const cursor = url.searchParams.get('cursor');
        const q = url.searchParams.get('q');
        const name = q ? `Found ${q}` : cursor ? 'Sender 2' : 'Sender 1';
        return pageResponse([makeContact({ id: name, name })], {
          total: q ? 1 : 10_000,
          ...(q || cursor ? {} : { next: '/api/contacts?limit=25&cursor=page2' }),
        });
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Sender 1' });
    expect(screen.getByText('Showing 1 of 10,000')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/contacts')).toEqual(['/api/contacts?limit=25']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    await screen.findByRole('heading', { name: 'Sender 2' });
    expect(screen.getByRole('heading', { name: 'Sender 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 10,000')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/contacts')).toContain('/api/contacts?limit=25&cursor=page2');

    // The search waits for typing to pause, then starts again from the newest message.
    await userEvent.type(screen.getByLabelText('Search contact messages'), 'ada');
    await screen.findByRole('heading', { name: 'Found ada' });
    expect(urlsOf(calls, '/api/contacts').filter((url) => url.includes('q='))).toEqual([
      '/api/contacts?limit=25&q=ada',
    ]);
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });

  it('says when a list fails, with the server message, and retries', async () => {
    let fail = true;
    stubApi({
      ...emptyLists,
      'GET /api/contacts': () =>
        fail ? jsonResponse(403, { message: 'Admins only, please.' }) : pageResponse([makeContact()]),
    });
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contact messages could not be loaded');
    expect(alert).toHaveTextContent('Admins only, please.');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Could not load contact messages')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('disables the role dropdown while the change is pending, then refetches the users and confirms', async () => {
    const patch = deferred();
    let role = 'user';
    const calls = stubApi({
      ...emptyLists,
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser({ role: role as 'user' })]),
      'PATCH /api/admin/users/user-2/role': () => patch.promise,
    });
    renderApp('/admin?tab=users');
    const select = await screen.findByRole('combobox', { name: 'Role for Grace Hopper' });
    const row = select.closest('li') as HTMLElement;
    expect(within(row).getByText('@grace')).toBeInTheDocument();
    expect(within(row).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Joined 3 days ago')).toBeInTheDocument();
    expect(within(row).getByText('User', { selector: 'span' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Analyst');
    await waitFor(() => expect(select).toBeDisabled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'analyst' });
    expect(urlsOf(calls, '/api/admin/users')).toHaveLength(1);

    role = 'analyst';
    patch.resolve(jsonResponse(200, { id: 'user-2', role: 'analyst' }));
    await waitFor(() => expect(select).toBeEnabled());
    expect(urlsOf(calls, '/api/admin/users')).toHaveLength(2);
    expect(select).toHaveDisplayValue('Analyst');
    expect(within(row).getByText('Analyst', { selector: 'span' })).toBeInTheDocument();
    // The confirmation is a notification of its own, shown after the change settles.
    expect(await screen.findByText('Role Updated')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper is now Analyst.')).toBeInTheDocument();
  });

  it("shows the server's refusal when a role change fails", async () => {
    const lastAdmin = 'You are the last administrator. Make someone else an administrator first.';
    stubApi({
      ...emptyLists,
      'GET /api/admin/users': () => jsonResponse(200, [makeAdminUser({ role: 'admin' })]),
      'PATCH /api/admin/users/user-2/role': () => jsonResponse(400, { message: lastAdmin }),
    });
    renderApp('/admin?tab=users');
    const select = await screen.findByRole('combobox', { name: 'Role for Grace Hopper' });
    await userEvent.selectOptions(select, 'User');
    expect(await screen.findByText('Role Change Failed')).toBeInTheDocument();
    expect(screen.getByText(lastAdmin)).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Administrator');
    expect(select).toBeEnabled();
  });
});
