import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { auditChanges, formatAuditChange } from '../audit-diff';
import { makeAuditEntry, pageOf, stubApi, urlsOf } from '../test/admin-fixtures';

describe('audit log', () => {
  it('shows when, who, what and the change of each entry', async () => {
    stubApi({
      'GET /api/admin/audit': () =>
        jsonResponse(
          200,
          pageOf(
            [
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
            ],
            2,
            1,
            50,
          ),
        ),
    });
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('Dana Reyes @demo-admin');
    expect(first).toHaveTextContent('Role changed');
    expect(first).toHaveTextContent('grace');
    expect(first).toHaveTextContent('role: user → analyst');
    expect(second).toHaveTextContent('System');
    expect(second).toHaveTextContent('Campaign status changedSpring Launch');
    expect(second).toHaveTextContent('status: active → completed');
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('puts the filters in the request and in the CSV export link', async () => {
    const calls = stubApi({
      'GET /api/admin/audit': () => jsonResponse(200, pageOf([makeAuditEntry()], 1, 1, 50)),
    });
    renderApp('/admin/audit');
    await screen.findByRole('table');
    expect(urlsOf(calls, '/api/admin/audit')).toEqual(['/api/admin/audit?page=1&pageSize=50']);
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
      expect(urlsOf(calls, '/api/admin/audit')).toContain(`/api/admin/audit?${expected}&page=1&pageSize=50`),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit/export.csv?${expected}`,
    );
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
  });
});
