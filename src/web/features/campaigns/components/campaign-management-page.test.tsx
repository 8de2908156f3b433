import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals';
import { jsonResponse, renderApp } from '../../../test/render-app';
import { expectTexts } from '../../../test/text-assertions';
import { makeApproval, makeCampaign, stubCampaignApi } from '../test/campaign-fixtures';

const active = makeCampaign();
const paused = makeCampaign({
  id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0002',
  name: 'Holiday Flash Sale',
  status: 'paused',
  budget: 20_000,
  spend: 25_000,
});
const someoneElses = makeCampaign({
  id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0003',
  name: 'Director Plan',
  status: 'draft',
  canModify: false,
});

const listUrls = (calls: { method: string; url: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/campaigns?'))
    .map((call) => call.url);

describe('campaign management', () => {
  it('lists campaigns with their figures, summary cards and per-row actions', async () => {
    stubCampaignApi({
      'GET /api/campaigns': () => jsonResponse(200, [active, paused, someoneElses]),
      'GET /api/campaigns/summary': () =>
        jsonResponse(200, {
          total: 3,
          byStatus: { draft: 1, active: 2, paused: 1, completed: 0 },
          deliveringToday: 1,
          budget: 30_000,
          spend: 27_500,
        }),
    });
    renderApp('/campaigns');
    const row = (await screen.findByRole('heading', { name: 'Spring Launch' })).closest('li') as HTMLElement;
    expectTexts(within(row), ['Active', '$5,000', '$1,250', '25.0% used', '3.0%', '2.40×']);
    expect(within(row).getByRole('button', { name: 'Pause Spring Launch' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Spring Launch' })).toHaveAttribute(
      'href',
      `/campaigns/${active.id}/edit`,
    );

    // Spend above budget: the bar stops at 100 %.
    const over = screen.getByRole('heading', { name: 'Holiday Flash Sale' }).closest('li') as HTMLElement;
    expect(within(over).getByText('100.0% used')).toBeInTheDocument();
    expect(within(over).getByRole('button', { name: 'Resume Holiday Flash Sale' })).toBeInTheDocument();

    const locked = screen.getByRole('heading', { name: 'Director Plan' }).closest('li') as HTMLElement;
    expect(within(locked).queryByRole('button')).not.toBeInTheDocument();
    expect(within(locked).getByText('View only')).toBeInTheDocument();

    // The summary is a request of its own: it may answer after the list.
    const summary = await screen.findByRole('region', { name: 'Campaign summary' });
    expectTexts(within(summary), ['3', '$30,000', '$27,500']);
    // Active Campaigns counts those delivering today; an active one that starts later is scheduled.
    expect(within(summary).getByText('Delivering today · 1 more scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute('href', '/campaign/new');
  });

  it("writes a row's ROAS like every other screen, and '—' for figures a draft has no base for (issue 30)", async () => {
    const draft = makeCampaign({
      id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0004',
      name: 'Autumn Draft',
      status: 'draft',
      spend: 0,
      performanceMetrics: { impressions: 0, clicks: 0, ctr: 0, conversions: 0, roas: 0, revenue: 0 },
    });
    stubCampaignApi({ 'GET /api/campaigns': () => jsonResponse(200, [active, draft]) });
    renderApp('/campaigns');
    const rowOf = async (name: string) =>
      within((await screen.findByRole('heading', { name })).closest('li') as HTMLElement);
    const figure = (row: ReturnType<typeof within>, label: string) =>
      row.getByText(label, { selector: 'dt' }).nextElementSibling;
    const spring = await rowOf('Spring Launch');
    expect(figure(spring, 'ROAS')).toHaveTextContent(/^2\.40×$/);
    const autumn = await rowOf('Autumn Draft');
    expect(figure(autumn, 'ROAS')).toHaveTextContent(/^—$/);
    expect(figure(autumn, 'CTR')).toHaveTextContent(/^—$/);
    expect(autumn.queryByText(/0\.0x|0\.0%$/)).not.toBeInTheDocument();
  });

  it('puts the status filter and the sort in the request', async () => {
    const calls = stubCampaignApi({ 'GET /api/campaigns': () => jsonResponse(200, [active]) });
    const { router } = renderApp('/campaigns');
    await screen.findByRole('heading', { name: 'Spring Launch' });
    expect(listUrls(calls)).toEqual(['/api/campaigns?status=all&sort=created_desc&limit=25']);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paused');
    await waitFor(() =>
      expect(listUrls(calls)).toContain('/api/campaigns?status=paused&sort=created_desc&limit=25'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Highest Budget');
    await waitFor(() =>
      expect(listUrls(calls)).toContain('/api/campaigns?status=paused&sort=budget_desc&limit=25'),
    );
    expect(router.state.location.search).toBe('?status=paused&sort=budget_desc');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Highest Budget');
  });

  it('loads the next page from the Link header and shows how many there are', async () => {
    const next = '/api/campaigns?status=all&sort=created_desc&limit=25&cursor=WyJjcmVhdGVkX2Rlc2MiXQ';
    const calls = stubCampaignApi({
      'GET /api/campaigns': (call) =>
        new Response(JSON.stringify(call.url.includes('cursor=') ? [paused] : [active]), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'x-total-count': '2',
            ...(call.url.includes('cursor=') ? {} : { link: `<${next}>; rel="next"` }),
          },
        }),
    });
    renderApp('/campaigns');
    await screen.findByRole('heading', { name: 'Spring Launch' });
    expect(screen.getByText(/^2 campaigns/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Holiday Flash Sale' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Holiday Flash Sale' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more campaigns' })).not.toBeInTheDocument();
    expect(listUrls(calls)).toEqual(['/api/campaigns?status=all&sort=created_desc&limit=25', next]);
  });

  it('pauses a campaign and confirms it', async () => {
    const calls = stubCampaignApi({
      'GET /api/campaigns': () => jsonResponse(200, [active]),
      [`PATCH /api/campaigns/${active.id}`]: () => jsonResponse(200, { ...active, status: 'paused' }),
    });
    renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Spring Launch' }));
    expect(await screen.findByText('Campaign status has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Campaign Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'paused' });
  });

  it('asks before deleting, and deletes only after confirmation', async () => {
    let campaigns = [active, paused];
    const calls = stubCampaignApi({
      'GET /api/campaigns': () => jsonResponse(200, campaigns),
      [`DELETE /api/campaigns/${active.id}`]: () => {
        campaigns = [paused];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring Launch' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this campaign? This action cannot be undone.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring Launch' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Campaign has been deleted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Campaign Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Spring Launch' })).not.toBeInTheDocument(),
    );
  });

  it('reports a failed delete', async () => {
    stubCampaignApi({
      'GET /api/campaigns': () => jsonResponse(200, [active]),
      [`DELETE /api/campaigns/${active.id}`]: () => jsonResponse(404, { message: 'Campaign not found' }),
    });
    renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Spring Launch' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete campaign. Please try again.')).toBeInTheDocument();
  });

  it('shows the empty state with a way to create the first campaign', async () => {
    stubCampaignApi({ 'GET /api/campaigns': () => jsonResponse(200, []) });
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: 'No campaigns found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
      'href',
      '/campaign/new',
    );
  });

  it('shows the load error with the server message and retries', async () => {
    let fail = true;
    stubCampaignApi({
      'GET /api/campaigns': () =>
        fail
          ? jsonResponse(422, { message: 'The campaign store is unavailable' })
          : jsonResponse(200, [active]),
    });
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Campaigns' })).toBeInTheDocument();
    expect(screen.getByText('The campaign store is unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring Launch' })).toBeInTheDocument();
  });
});

describe('campaign management under launch approval', () => {
  const draft = makeCampaign({
    id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0010',
    name: 'Summer Teaser',
    status: 'draft',
  });
  const pending = makeCampaign({
    id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0011',
    name: 'Autumn Drop',
    status: 'pending_approval',
    approval: makeApproval('pending'),
  });
  const rejected = makeCampaign({
    id: '8c7d0a52-5c1e-4a59-9d55-2d0f7f7f0012',
    name: 'Winter Sale',
    status: 'draft',
    approval: makeApproval('rejected'),
  });
  const rowOf = async (name: string) =>
    (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

  it('says since when a campaign waits for approval, and who rejected a draft and why', async () => {
    stubCampaignApi({ 'GET /api/campaigns': () => jsonResponse(200, [pending, rejected]) });
    renderApp('/campaigns');

    const waiting = await rowOf('Autumn Drop');
    expect(within(waiting).getByText('Pending approval')).toBeInTheDocument();
    const since = new Date(makeApproval('pending').requestedAt).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(within(waiting).getByText(/^Waiting for approval/)).toHaveTextContent(
      `Waiting for approval since ${since}`,
    );
    expect(within(waiting).queryByRole('button', { name: /Launch|Submit/ })).not.toBeInTheDocument();

    const back = await rowOf('Winter Sale');
    expect(within(back).getByText('Draft')).toBeInTheDocument();
    expect(
      within(back).getByText('Rejected by Morgan Lee: The budget is too high for a first test; halve it.'),
    ).toBeInTheDocument();
  });

  it('submits a draft for approval when the workspace asks a manager for it', async () => {
    const calls = stubCampaignApi({
      'GET /api/settings': () => jsonResponse(200, { launchApproval: true }),
      'GET /api/campaigns': () => jsonResponse(200, [draft]),
      [`PATCH /api/campaigns/${draft.id}`]: () =>
        jsonResponse(200, { ...draft, status: 'pending_approval', approval: makeApproval('pending') }),
    });
    renderApp('/campaigns');
    const submit = await screen.findByRole('button', { name: 'Submit Summer Teaser for approval' });
    expect(submit).toHaveTextContent('Submit for approval');
    await userEvent.click(submit);

    expect(await screen.findByText(APPROVAL_MESSAGES.submitted)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/campaigns/${draft.id}`);
    expect(patch?.body).toEqual({ status: 'active' });
  });

  it('launches a draft straight away when no approval is needed', async () => {
    const calls = stubCampaignApi({
      'GET /api/settings': () => jsonResponse(200, { launchApproval: false }),
      'GET /api/campaigns': () => jsonResponse(200, [draft]),
      [`PATCH /api/campaigns/${draft.id}`]: () => jsonResponse(200, { ...draft, status: 'active' }),
    });
    renderApp('/campaigns');
    const launch = await screen.findByRole('button', { name: 'Launch Summer Teaser' });
    expect(launch).toHaveTextContent('Launch');
    await userEvent.click(launch);

    expect(await screen.findByText('Campaign status has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Campaign Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'active' });
  });

  it('offers the waiting campaigns in the status filter', async () => {
    const calls = stubCampaignApi({ 'GET /api/campaigns': () => jsonResponse(200, [pending]) });
    renderApp('/campaigns');
    await screen.findByRole('heading', { name: 'Autumn Drop' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending approval');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/campaigns?status=pending_approval&sort=created_desc&limit=25',
      ),
    );
  });
});
