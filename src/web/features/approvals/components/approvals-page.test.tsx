import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals';
import type { ApprovalQueueItem } from '../../../../shared/campaigns';
import { addDays } from '../../../../shared/dates';
import { todayIn } from '../../../../shared/zoned-dates';
import { formatDate } from '../../../lib/format';
import { jsonResponse, renderApp } from '../../../test/render-app';
import {
  makePendingCampaign,
  makeQueueItem,
  PREDICTION,
  type RecordedCall,
  stubApi,
} from '../test/approval-fixtures';

const SUMMER = makeQueueItem({ id: 'campaign-2', name: 'Summer Sale', budget: 12_500 }, null);

/** The approvals endpoints over a queue that loses a campaign once it is decided. */
function stubQueue(
  initial: ApprovalQueueItem[],
  decide: (call: RecordedCall) => Response | Promise<Response> = (call) =>
    jsonResponse(200, {
      ...makePendingCampaign(),
      status: (call.body as { decision: string }).decision === 'approve' ? 'active' : 'draft',
    }),
) {
  let queue = initial;
  const handlers: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {
    'GET /api/approvals': () => jsonResponse(200, queue),
  };
  for (const item of initial) {
    const { id } = item.campaign;
    handlers[`POST /api/campaigns/${id}/approval`] = async (call) => {
      const response = await decide(call);
      if (response.ok) queue = queue.filter((other) => other.campaign.id !== id);
      return response;
    };
  }
  return stubApi(handlers, 'marketing_director');
}

const decisions = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

async function openDecision(campaign: string, decision: 'Approve' | 'Reject') {
  const card = (await screen.findByRole('article', { name: campaign })) as HTMLElement;
  const button = within(card).getByRole('button', { name: `${decision} ${campaign}` });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: `${decision} campaign` });
  return { card, button, dialog };
}

describe('approvals page', () => {
  it('shows each waiting campaign with its request, budget, dates, predictions and ad copy', async () => {
    stubQueue([makeQueueItem(), SUMMER]);
    renderApp('/approvals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');

    const card = within(await screen.findByRole('article', { name: 'Spring Launch' }));
    expect(screen.getByText('2 campaigns, oldest request first')).toBeInTheDocument();
    expect(card.getByText('Mia Chen')).toBeInTheDocument();
    expect(card.getByText('2 hours ago')).toBeInTheDocument();
    expect(card.getByText('Sneakers for the spring season.')).toBeInTheDocument();
    expect(card.getByText('Conversion')).toBeInTheDocument();
    expect(card.getByText('$5,000')).toBeInTheDocument();
    expect(card.getByText('Mar 1 – 31, 2026')).toBeInTheDocument();

    const predictions = within(card.getByRole('region', { name: 'Audience predictions' }));
    for (const [label, value] of [
      ['Estimated reach', '1.2M'],
      ['Expected CTR', '3.4%'],
      ['Cost per click', '$1.25'],
      ['Conversion rate', '5.6%'],
      ['Predicted ROI', '+312.0%'],
      ['Confidence', '91%'],
    ] as const) {
      expect(predictions.getByText(label).parentElement).toHaveTextContent(value);
    }

    const copy = within(card.getByRole('region', { name: 'Ad copy' }));
    expect(within(copy.getByRole('list', { name: 'Headlines' })).getAllByRole('listitem')).toHaveLength(2);
    expect(copy.getByText('Run Farther, Lighter')).toBeInTheDocument();
    expect(
      copy.getByText('Northstar Sneakers: free shipping and 30-day returns on every pair.'),
    ).toBeInTheDocument();
    expect(copy.getByText('Shop Now')).toBeInTheDocument();

    const summer = within(screen.getByRole('article', { name: 'Summer Sale' }));
    expect(summer.getByText('$12,500')).toBeInTheDocument();
    expect(summer.getByText('No predictions were saved with this launch.')).toBeInTheDocument();
  });

  it('shows expected conversions with their decimals, so they add up with the ROI beside them (issue 30)', async () => {
    stubQueue([makeQueueItem({}, { ...PREDICTION, conversions: 0.53, predictedRoi: -32 })]);
    renderApp('/approvals');
    const card = within(await screen.findByRole('article', { name: 'Spring Launch' }));
    const predictions = within(card.getByRole('region', { name: 'Audience predictions' }));
    expect(predictions.getByText('Conversions').parentElement).toHaveTextContent(/^Conversions0\.53$/);
    expect(predictions.getByText('Predicted ROI').parentElement).toHaveTextContent('-32.0%');
  });

  it('approves with {decision: approve}, confirms, and the card leaves with the focus on the next one', async () => {
    const calls = stubQueue([makeQueueItem(), SUMMER]);
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Approve');
    expect(within(dialog).getByLabelText('Comment')).toHaveFocus();
    expect(within(dialog).getByText(/Optional: Mia Chen sees it/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls)).toEqual([
      expect.objectContaining({ url: '/api/campaigns/campaign-1/approval', body: { decision: 'approve' } }),
    ]);
    expect(screen.queryByRole('article', { name: 'Spring Launch' })).not.toBeInTheDocument();
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByText(APPROVAL_MESSAGES.approvedTitle)).toBeInTheDocument();
    // Its start date has passed: it delivers from today.
    expect(notifications.getByText('Spring Launch is approved and live now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Summer Sale' })).toHaveFocus());
    expect(await screen.findByText('1 campaign, oldest request first')).toBeInTheDocument();
  });

  it('says when an approved campaign starts, not that it is live, when its start date is ahead', async () => {
    const startDate = addDays(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), 2);
    stubQueue([makeQueueItem({ startDate })], () =>
      jsonResponse(200, { ...makePendingCampaign({ startDate }), status: 'active' }),
    );
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Approve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(
      await notifications.findByText(
        `Spring Launch is approved and scheduled to start on ${formatDate(startDate)}.`,
      ),
    ).toBeInTheDocument();
    expect(notifications.queryByText(/live|active/)).not.toBeInTheDocument();
  });

  it('refuses a rejection without a comment, in the shared words, and sends nothing', async () => {
    const calls = stubQueue([makeQueueItem()]);
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Reject');
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveAttribute('aria-required', 'true');

    await userEvent.type(comment, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(APPROVAL_MESSAGES.commentRequired);
    expect(comment).toHaveFocus();
    expect(decisions(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Reject campaign' })).toBeInTheDocument();
  });

  it("shows the server's field error under the comment and keeps what was typed", async () => {
    const calls = stubQueue([makeQueueItem()], () =>
      jsonResponse(400, {
        message: 'Validation failed',
        fieldErrors: { comment: ['Comment must be at most 1000 characters'] },
      }),
    );
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Reject');
    const comment = within(dialog).getByLabelText('Comment');
    await userEvent.type(comment, 'Budget too high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Comment must be at most 1000 characters')).toBeInTheDocument();
    expect(comment).toHaveValue('Budget too high');
    expect(decisions(calls)).toEqual([
      expect.objectContaining({ body: { decision: 'reject', comment: 'Budget too high' } }),
    ]);
    expect(screen.getByRole('article', { name: 'Spring Launch', hidden: true })).toBeInTheDocument();
  });

  it('rejects with the comment, holds the button while it sends, and the queue empties', async () => {
    let release: (response: Response) => void = () => {};
    const calls = stubQueue(
      [makeQueueItem()],
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Reject');
    await userEvent.type(within(dialog).getByLabelText('Comment'), '  Halve the budget  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(decisions(calls)[0]?.body).toEqual({ decision: 'reject', comment: 'Halve the budget' });

    release(jsonResponse(200, { ...makePendingCampaign(), status: 'draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(APPROVAL_MESSAGES.rejectedTitle)).toBeInTheDocument();
    expect(await screen.findByText(APPROVAL_MESSAGES.emptyQueue)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toHaveFocus());
  });

  it('gives the focus back to the button that opened the dialog on Cancel', async () => {
    const calls = stubQueue([makeQueueItem()]);
    renderApp('/approvals');
    const { button, dialog } = await openDecision('Spring Launch', 'Reject');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Not now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(decisions(calls)).toEqual([]);

    // A new dialog starts empty.
    await userEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'Reject campaign' });
    expect(within(again).getByLabelText('Comment')).toHaveValue('');
  });

  it('takes the card away when someone else decided first (409)', async () => {
    let queue = [makeQueueItem()];
    stubApi(
      {
        'GET /api/approvals': () => jsonResponse(200, queue),
        'POST /api/campaigns/campaign-1/approval': () => {
          queue = [];
          return jsonResponse(409, { message: APPROVAL_MESSAGES.notPending });
        },
      },
      'marketing_director',
    );
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Approve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Decision not recorded')).toBeInTheDocument();
    expect(screen.getByText(APPROVAL_MESSAGES.notPending)).toBeInTheDocument();
    expect(await screen.findByText(APPROVAL_MESSAGES.emptyQueue)).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the decision fails', async () => {
    stubQueue([makeQueueItem()], () => jsonResponse(500, { message: 'Something went wrong' }));
    renderApp('/approvals');
    const { dialog } = await openDecision('Spring Launch', 'Approve');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Looks good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(APPROVAL_MESSAGES.decisionFailed);
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Looks good');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('says so when nothing waits', async () => {
    stubQueue([]);
    renderApp('/approvals');
    expect(await screen.findByText(APPROVAL_MESSAGES.emptyQueue)).toBeInTheDocument();
    expect(screen.getByText('0 campaigns, oldest request first')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the reason and a retry when the queue fails', async () => {
    let attempt = 0;
    // The first answer waits until the skeleton has been seen.
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    stubApi(
      {
        'GET /api/approvals': async () => {
          attempt += 1;
          const first = attempt === 1;
          if (first) await firstAnswered;
          return first
            ? jsonResponse(403, { message: 'You do not have permission' })
            : jsonResponse(200, [makeQueueItem()]);
        },
      },
      'marketing_director',
    );
    renderApp('/approvals');
    expect(await screen.findByText('Loading approvals')).toBeInTheDocument();
    answerFirst();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Approvals could not be loaded');
    expect(alert).toHaveTextContent('You do not have permission');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spring Launch' })).toBeInTheDocument();
  });

  it('is for directors and admins only', async () => {
    stubApi({}, 'marketing_manager');
    renderApp('/approvals');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('Marketing Director, Administrator')).toBeInTheDocument();
  });
});

describe('the way to the approvals', () => {
  it('shows a director an Approvals link on the dashboard with how many launches wait', async () => {
    stubQueue([makeQueueItem(), SUMMER]);
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Approvals 2 waiting' });
    expect(link).toHaveAttribute('href', '/approvals');
  });

  it('shows no count when nothing waits, and no link to a manager', async () => {
    stubQueue([]);
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { name: /Welcome/ });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Approvals' })).toBeInTheDocument());
    unmount();

    stubApi({}, 'marketing_manager');
    renderApp('/');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('link', { name: /^Approvals/ })).not.toBeInTheDocument();
  });
});

describe('approvals page, issue 28: an approval covers what was approved', () => {
  const terms = (budget: number) => ({
    budget,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    objective: 'conversion',
    channelMix: { 'Google Search': 0.5, Meta: 0.3, Email: 0.2 },
    audience: 'a'.repeat(64),
    content: 'b'.repeat(64),
  });
  const hash = 'c'.repeat(64);

  it('shows what changed since the last approval, and sends the terms it showed with the decision', async () => {
    const base = makePendingCampaign();
    const cameBack = makeQueueItem({
      name: 'Came Back',
      budget: 900_000,
      approval: {
        ...(base.approval as NonNullable<typeof base.approval>),
        terms: terms(900_000),
        termsHash: hash,
        previouslyApproved: terms(5000),
      },
    });
    const calls = stubQueue([cameBack]);
    renderApp('/approvals');
    const card = (await screen.findByRole('article', { name: 'Came Back' })) as HTMLElement;
    const changes = within(card).getByRole('region', { name: 'Changed since the last approval' });
    expect(changes).toHaveTextContent('Budget');
    expect(changes).toHaveTextContent(/\$5,000.*→.*\$900,000/);
    expect(changes).not.toHaveTextContent('Dates');

    const { dialog } = await openDecision('Came Back', 'Approve');
    await userEvent.click(within(dialog).getByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toMatchObject({ decision: 'approve', termsHash: hash });
  });

  it('offers no decision on a request the viewer made themselves', async () => {
    stubQueue([makeQueueItem({ name: 'My Own Launch' }, null, false)]);
    renderApp('/approvals');
    const card = (await screen.findByRole('article', { name: 'My Own Launch' })) as HTMLElement;
    expect(within(card).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(APPROVAL_MESSAGES.ownRequestNote);
  });
});
