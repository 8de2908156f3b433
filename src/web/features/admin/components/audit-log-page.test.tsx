import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../shared/admin';
import { renderApp } from '../../../test/render-app';
import { expectTextContents } from '../../../test/text-assertions';
import { auditChanges, formatAuditChange } from '../audit-diff';
import { makeAuditEntry, pageResponse, stubApi, urlsOf } from '../test/admin-fixtures';

/** A sign-in with a login that matched no account, from a known address in Firefox on Windows. */
const failedSignInEntry = () =>
  makeAuditEntry({
    id: 3,
    action: 'auth.login_failed',
    actor: null,
    targetType: 'login',
    targetId: 'nobody',
    targetLabel: null,
    before: null,
    after: { failures: 3 },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  });

/** Opens the audit log with the server answering one page of `entries`; returns the recorded calls. */
function openAuditLog(entries: AuditEntry[]) {
  const calls = stubApi({ 'GET /api/admin/audit': () => pageResponse(entries) });
  renderApp('/admin/audit');
  return calls;
}

/** The entries' rows of the audit table once it has loaded (the header row left out). */
async function findEntryRows() {
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  return within(table).getAllByRole('row').slice(1);
}

describe('audit log', () => {
  it('shows when, who, what and the change of each entry', async () => {
    openAuditLog([
      makeAuditEntry(),
      makeAuditEntry({
        id: 2,
        actor: null,
        action: 'campaign.status_changed',
        targetType: 'campaign',
        targetLabel: 'Spring Launch',
        before: { status: 'active' },
        after: { status: 'completed' },
      }),
    ]);
    const [first, second] = await findEntryRows();
    expectTextContents(first, [
      '5 minutes ago',
      'Dana Reyes @demo-admin',
      'Role changed',
      'grace',
      'role: user → analyst',
    ]);
    expectTextContents(second, [
      'System',
      'Campaign status changedSpring Launch',
      'status: active → completed',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('puts the filters in the request and in the CSV export link', async () => {
    const calls = openAuditLog([makeAuditEntry()]);
    await screen.findByRole('table');
    expect(urlsOf(calls, '/api/admin/audit')).toEqual(['/api/admin/audit?limit=50']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit/export.csv',
    );

    const action = screen.getByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'All actions' })).toBeInTheDocument();
    await userEvent.selectOptions(action, 'Role changed');
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-31');
    const expected = 'action=user.role_changed&from=2026-01-01&to=2026-01-31';
    await waitFor(() =>
      expect(urlsOf(calls, '/api/admin/audit')).toContain(`/api/admin/audit?${expected}&limit=50`),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit/export.csv?${expected}`,
    );
  });

  it('shows where a security event came from, and names a login that matched no account', async () => {
    openAuditLog([
      failedSignInEntry(),
      makeAuditEntry({
        id: 4,
        action: 'auth.sessions_revoked',
        actor: { id: 'user-2', username: 'grace', name: 'Grace Hopper' },
        targetLabel: 'grace',
        before: null,
        after: { sessionsEnded: 2 },
        ip: '198.51.100.4',
        userAgent: null,
      }),
    ]);
    const [failed, revoked] = await findEntryRows();
    expectTextContents(failed, [
      'Not signed in',
      '203.0.113.7 · Firefox on Windows',
      'Sign-in failed',
      'Unknown login “nobody”',
      'failures: 3',
    ]);
    expect(failed).not.toHaveTextContent('System');
    expectTextContents(revoked, [
      'Grace Hopper @grace',
      '198.51.100.4 · Unknown browser',
      'Signed out everywhere else',
    ]);
  });

  it('filters by every security action, grouped under readable names', async () => {
    const calls = openAuditLog([makeAuditEntry()]);
    await screen.findByRole('table');
    const action = screen.getByLabelText('Action');
    const security = within(action).getByRole('group', { name: 'Sign-in and account security' });
    expect(
      within(security)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Signed in',
      'Sign-in failed',
      'Sign-in locked after repeated failures',
      'Password reset requested',
      'Password reset completed',
      'Password changed',
      'Signed out everywhere else',
    ]);
    const googleAds = within(action).getByRole('group', { name: 'Google Ads' });
    expect(within(googleAds).getByRole('option', { name: 'Google Ads connected' })).toBeInTheDocument();
    expect(within(googleAds).getByRole('option', { name: 'Google Ads disconnected' })).toBeInTheDocument();

    for (const [label, value] of [
      ['Sign-in locked after repeated failures', 'auth.locked'],
      ['Signed out everywhere else', 'auth.sessions_revoked'],
    ] as const) {
      await userEvent.selectOptions(action, label);
      await waitFor(() =>
        expect(urlsOf(calls, '/api/admin/audit')).toContain(`/api/admin/audit?action=${value}&limit=50`),
      );
    }
  });

  it('loads older entries after the newest, keeping the filters, and counts them all', async () => {
    const calls = stubApi({
      'GET /api/admin/audit': (call) =>
        call.url.includes('cursor=')
          ? pageResponse([makeAuditEntry({ id: 1, targetLabel: 'older-entry' })], { total: 2 })
          : pageResponse([makeAuditEntry({ id: 2, targetLabel: 'newest-entry' })], {
              total: 2,
              next: '/api/admin/audit?action=user.role_changed&limit=50&cursor=abc',
            }),
    });
    renderApp('/admin/audit?action=user.role_changed');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getByText('newest-entry')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more entries' }));
    expect(await within(table).findByText('older-entry')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(urlsOf(calls, '/api/admin/audit')).toEqual([
      '/api/admin/audit?action=user.role_changed&limit=50',
      '/api/admin/audit?action=user.role_changed&limit=50&cursor=abc',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
  });

  it('scrolls the table inside a named region that the keyboard can reach', async () => {
    openAuditLog([makeAuditEntry()]);
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('on a phone shows each entry as a card with when, who, what and the change', async () => {
    // Below Tailwind's sm breakpoint (40rem) no media query for wider screens matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    openAuditLog([makeAuditEntry(), failedSignInEntry()]);
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [roleChange, failedSignIn] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expectTextContents(roleChange, [
      '5 minutes ago',
      'Role changedgrace',
      'WhoDana Reyes @demo-admin',
      'Changerole: user → analyst',
    ]);
    expectTextContents(failedSignIn, [
      'Sign-in failedUnknown login “nobody”',
      'WhoNot signed in203.0.113.7 · Firefox on Windows',
      'Changefailures: 3',
    ]);
  });

  it('names users, campaigns and insights instead of showing their ids, with the id on hover', async () => {
    const insightId = '3f2a6c1e-0b7d-4e8a-9c5f-1d2e3f4a5b6c';
    const campaignId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    openAuditLog([
      makeAuditEntry({
        id: 7,
        action: 'insight.applied',
        targetType: 'campaign',
        targetId: campaignId,
        targetLabel: 'Spring Launch',
        before: { channelWeights: { Meta: 0.5 } },
        after: { channelWeights: { Meta: 0.4 }, insightId },
        mentions: { [insightId]: 'Move budget from Meta to Email' },
      }),
      makeAuditEntry({ id: 8, targetType: 'campaign', targetId: campaignId, targetLabel: null }),
    ]);
    const [applied, deleted] = await findEntryRows();
    expect(applied).toHaveTextContent('Spring Launch');
    expect(applied).toHaveTextContent('insightId: — → Move budget from Meta to Email');
    expect(applied).not.toHaveTextContent(insightId);
    expect(within(applied as HTMLElement).getByText('Spring Launch')).toHaveAttribute(
      'title',
      `Campaign id ${campaignId}`,
    );
    expect(within(applied as HTMLElement).getByText(/insightId:/)).toHaveAttribute(
      'title',
      `Id ${insightId}`,
    );
    expect(within(applied as HTMLElement).getByText('Dana Reyes')).toHaveAttribute(
      'title',
      'User id user-admin',
    );
    expect(deleted).toHaveTextContent('A deleted campaign');
    expect(deleted).not.toHaveTextContent(campaignId);
  });

  it('describes a change compactly', () => {
    expect(auditChanges({ role: 'user' }, { role: 'analyst' }).map(formatAuditChange)).toEqual([
      'role: user → analyst',
    ]);
    expect(
      auditChanges({ status: 'active', name: 'A' }, { status: 'paused', name: 'A' }).map(formatAuditChange),
    ).toEqual(['status: active → paused']);
    expect(auditChanges(null, { refreshToken: 'stored' }).map(formatAuditChange)).toEqual([
      'refreshToken: stored',
    ]);
    // Issue 28: a report schedule's recipients read as names, an edit's before/after as figures.
    const ana = '6f1c2b8e-0000-4000-8000-000000000001';
    expect(
      auditChanges(
        { recipientIds: [ana] },
        { recipientIds: [ana, 'someone-else'] },
        { [ana]: 'Ana Analyst' },
      ).map(formatAuditChange),
    ).toEqual(['recipientIds: Ana Analyst → Ana Analyst, someone-else']);
    expect(auditChanges({ budget: 5000 }, { budget: 900000 }).map(formatAuditChange)).toEqual([
      'budget: 5000 → 900000',
    ]);
  });
});
