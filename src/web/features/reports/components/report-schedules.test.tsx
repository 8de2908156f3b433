import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  REPORT_SCHEDULE_MESSAGES,
  type ReportRecipient,
  type ReportSchedule,
  type ReportSending,
} from '../../../../shared/report-schedules';
import type { PerformanceReport } from '../../../../shared/reports';
import { formatInTimeZone } from '../../../lib/format';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../../test/render-app';
import { expectTexts } from '../../../test/text-assertions';
import { SENDING_REFRESH_MS, sendingRefreshInterval } from '../api/report-schedules';
import { reportHeader } from '../test/report-fixtures';

const ME: ReportRecipient = {
  id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Dana Reyes',
  email: 'analyst@example.com',
};
const SAM: ReportRecipient = {
  id: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
  name: 'Sam Lee',
  email: 'sam.lee@example.com',
};
const RECIPIENTS = [ME, SAM];
const USER = makeUser('analyst', { id: ME.id });

const REPORT: PerformanceReport = {
  ...reportHeader('comprehensive'),
  summary: {
    totalSpend: 1000,
    totalRevenue: 3000,
    roas: 3,
    conversions: 10,
    ctr: 1,
    activeCampaigns: 1,
    revenueChange: null,
    highlights: [],
  },
  insights: [],
  appliedResults: [],
  executive: null,
  campaign: null,
  roi: null,
  audience: null,
};

function makeSchedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id: 'sched-1',
    owner: { id: ME.id, name: ME.name },
    type: 'executive',
    period: '7d',
    frequency: 'weekly',
    day: 1,
    hour: 8,
    timeZone: 'UTC',
    recipients: [ME, SAM],
    enabled: true,
    nextRunAt: '2026-11-23T08:00:00.000Z',
    lastRunAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    canModify: true,
    history: [],
    ...overrides,
  };
}

function makeSending(overrides: Partial<ReportSending> = {}): ReportSending {
  return {
    id: 'sending-1',
    at: '2026-11-22T09:30:00.000Z',
    trigger: 'manual',
    slot: null,
    recipients: 2,
    status: 'sending',
    error: null,
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The report, the recipients and a schedules list that the given handlers may change. */
function mockScheduleApi(
  schedules: ReportSchedule[],
  handlers: (list: { current: ReportSchedule[] }) => Record<string, Handler> = () => ({}),
) {
  const list = { current: schedules };
  return mockApi(USER, {
    'GET /api/reports/performance?period=30d&type=comprehensive': () => jsonResponse(200, REPORT),
    'GET /api/reports/performance?period=90d&type=roi': () =>
      jsonResponse(200, { ...REPORT, type: 'roi', title: 'ROI Analysis report' }),
    'GET /api/reports/recipients': () => jsonResponse(200, RECIPIENTS),
    'GET /api/reports/schedules': () => jsonResponse(200, list.current),
    ...handlers(list),
  });
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
}

async function findSchedule(name: string | RegExp) {
  const card = await screen.findByRole('region', { name: 'Scheduled reports' });
  return within(await within(card).findByRole('article', { name }));
}

describe('scheduled reports', () => {
  it('schedules the report on screen: prefilled type and period, the signed-in user chosen, then listed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockScheduleApi([], (list) => ({
      'POST /api/reports/schedules': (init) => {
        const body = bodyOf(init) as Pick<ReportSchedule, 'type' | 'period' | 'frequency' | 'day' | 'hour'>;
        const created = makeSchedule({
          ...body,
          id: 'sched-new',
          nextRunAt: '2026-12-15T09:00:00.000Z',
          recipients: [ME, SAM],
        });
        list.current = [created, ...list.current];
        return jsonResponse(201, created);
      },
    }));
    renderApp('/performance?period=90d&type=roi');
    expect(await screen.findByText('No scheduled reports yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schedule by e-mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule by e-mail' }));
    // The form shows once the dialog's code and the recipients are in.
    expect(await dialog.findByLabelText('Report type')).toHaveValue('roi');
    expect(dialog.getByLabelText('Period')).toHaveValue('90d');
    expect(dialog.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(dialog.getByLabelText('Hour')).toHaveAccessibleDescription('In UTC');
    expect(dialog.getByRole('checkbox', { name: /Dana Reyes/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Sam Lee\s*sam\.lee@example\.com/ })).not.toBeChecked();

    // A weekday is not a day of the month: switching the frequency starts again from the first.
    await user.selectOptions(dialog.getByLabelText('Day of the week'), 'Friday');
    await user.click(dialog.getByRole('radio', { name: 'Monthly' }));
    expect(dialog.getByLabelText('Day of the month')).toHaveValue('1');
    await user.selectOptions(dialog.getByLabelText('Day of the month'), '15');
    await user.selectOptions(dialog.getByLabelText('Hour'), '09:00');
    await user.click(dialog.getByRole('checkbox', { name: /Sam Lee/ }));
    expect(dialog.getByText('Monthly on day 15 at 09:00 (UTC)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Schedule report' }));

    expect(await screen.findByText(REPORT_SCHEDULE_MESSAGES.created)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/reports/schedules') as [[unknown, RequestInit]];
    expect(bodyOf(init)).toEqual({
      type: 'roi',
      period: '90d',
      frequency: 'monthly',
      day: 15,
      hour: 9,
      recipientIds: [ME.id, SAM.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const schedule = await findSchedule('ROI Analysis · Last 90 days');
    expectTexts(schedule, [
      'Monthly on day 15 at 09:00 (UTC)',
      'Dana Reyes, Sam Lee',
      'Dec 15, 2026, 09:00 UTC',
      'Not sent yet',
    ]);
  });

  it('checks the recipients before sending and shows the server refusal under them', async () => {
    const user = userEvent.setup();
    const fetchMock = mockScheduleApi([], () => ({
      'POST /api/reports/schedules': () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields.',
          fieldErrors: { recipientIds: [REPORT_SCHEDULE_MESSAGES.recipientUnknown] },
        }),
    }));
    renderApp('/performance');
    await screen.findByText('No scheduled reports yet');
    await user.click(screen.getByRole('button', { name: 'Schedule by e-mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule by e-mail' }));
    const recipients = () => within(dialog.getByRole('group', { name: 'Recipients' }));

    await user.click(await dialog.findByRole('checkbox', { name: /Dana Reyes/ }));
    await user.click(dialog.getByRole('button', { name: 'Schedule report' }));
    expect(await recipients().findByText(REPORT_SCHEDULE_MESSAGES.recipientsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reports/schedules')).toHaveLength(0);

    await user.click(dialog.getByRole('checkbox', { name: /Sam Lee/ }));
    await user.click(dialog.getByRole('button', { name: 'Schedule report' }));
    expect(await recipients().findByText(REPORT_SCHEDULE_MESSAGES.recipientUnknown)).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Recipients' })).toHaveAccessibleDescription(
      expect.stringContaining(REPORT_SCHEDULE_MESSAGES.recipientUnknown),
    );
    expect(dialog.getByRole('checkbox', { name: /Dana Reyes/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The schedule could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule by e-mail' })).toBeInTheDocument();
  });

  it('Send now posts to /send, says so, and the sending heads the history', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockScheduleApi([makeSchedule()], (list) => ({
      'POST /api/reports/schedules/sched-1/send': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }).then((response) => {
          list.current = [makeSchedule({ lastRunAt: '2026-11-22T09:30:00.000Z', history: [makeSending()] })];
          return response;
        }),
    }));
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    expect(schedule.getByText('Weekly on Monday at 08:00 (UTC)')).toBeInTheDocument();
    expect(schedule.getByText('Nov 23, 2026, 08:00 UTC')).toBeInTheDocument();

    await user.click(schedule.getByRole('button', { name: 'Send now' }));
    const sendButton = schedule.getByRole('button', { name: 'Send now' });
    expect(sendButton).toBeDisabled();
    expect(sendButton).toHaveAttribute('aria-busy', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/reports/schedules/sched-1/send')).toHaveLength(1);
    answer(
      jsonResponse(200, makeSchedule({ lastRunAt: '2026-11-22T09:30:00.000Z', history: [makeSending()] })),
    );

    expect(await screen.findByText(REPORT_SCHEDULE_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(schedule.getByRole('button', { name: 'Send now' })).toBeEnabled());
    const history = schedule.getByRole('button', { name: /^History/ });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const [row] = within(schedule.getByRole('list', { name: 'Sendings' })).getAllByRole('listitem');
    const sending = within(row as HTMLElement);
    expectTexts(sending, ['Nov 22, 2026, 09:30 UTC', 'Sent now', '2 recipients', 'Sending']);
  });

  it('after Send now, asks again until the sending settles: Sent, and when it was last sent', async () => {
    const user = userEvent.setup();
    // Sent just now: a fresh sending is followed closely (an old one that still waits, more gently).
    const at = new Date().toISOString();
    const sending = makeSchedule({ history: [makeSending({ at })] });
    const sent = makeSchedule({ history: [makeSending({ at, status: 'sent' })] });
    // The outbox delivers after the answer to /send: the list says "sending" once more, then "sent".
    let listCalls = 0;
    mockScheduleApi([makeSchedule()], (list) => ({
      'GET /api/reports/schedules': () => {
        listCalls += 1;
        const [current] = list.current;
        return jsonResponse(200, current === sending && listCalls > 2 ? [sent] : list.current);
      },
      'POST /api/reports/schedules/sched-1/send': () => {
        listCalls = 0;
        list.current = [sending];
        return jsonResponse(200, sending);
      },
    }));
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    expect(schedule.getByText('Not sent yet')).toBeInTheDocument();

    await user.click(schedule.getByRole('button', { name: 'Send now' }));
    // A manual sending counts as sent: the card no longer says "Not sent yet" (the server's lastRunAt is the
    // scheduler's slot, which Send now leaves alone).
    expect(await schedule.findByText(formatInTimeZone(at, 'UTC'))).toBeInTheDocument();
    expect(schedule.queryByText('Not sent yet')).not.toBeInTheDocument();
    await user.click(schedule.getByRole('button', { name: /^History/ }));
    const sendings = within(schedule.getByRole('list', { name: 'Sendings' }));
    expect(await sendings.findByText('Sent')).toBeInTheDocument();
    expect(sendings.queryByText('Sending')).not.toBeInTheDocument();
  });

  it('asks again only while a sending is under way, more slowly as it ages', () => {
    const now = Date.parse('2026-11-22T09:30:05.000Z');
    const fresh = makeSchedule({ history: [makeSending()] });
    const old = makeSchedule({ history: [makeSending({ at: '2026-11-22T09:00:00.000Z' })] });
    const settled = makeSchedule({
      history: [makeSending({ status: 'sent' }), makeSending({ status: 'failed' })],
    });
    expect(sendingRefreshInterval([settled], now)).toBe(false);
    expect(sendingRefreshInterval(undefined, now)).toBe(false);
    expect(sendingRefreshInterval([settled, fresh], now)).toBe(SENDING_REFRESH_MS.fresh);
    expect(sendingRefreshInterval([old], now)).toBe(SENDING_REFRESH_MS.slow);
  });

  it('Pause sends enabled false and marks the schedule paused', async () => {
    const user = userEvent.setup();
    const paused = makeSchedule({ enabled: false, nextRunAt: null });
    const fetchMock = mockScheduleApi([makeSchedule()], (list) => ({
      'PATCH /api/reports/schedules/sched-1': () => {
        list.current = [paused];
        return jsonResponse(200, paused);
      },
    }));
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    expect(schedule.queryByText('Paused')).not.toBeInTheDocument();
    await user.click(schedule.getByRole('button', { name: 'Pause' }));

    expect(await schedule.findByText('Paused')).toBeInTheDocument();
    expect(schedule.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(schedule.getByText('None while paused')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/reports/schedules/sched-1') as [
      [unknown, RequestInit],
    ];
    expect(bodyOf(init)).toEqual({ enabled: false });
  });

  it('Edit opens the form with the schedule and saves every field', async () => {
    const user = userEvent.setup();
    const fetchMock = mockScheduleApi([makeSchedule({ day: 3, hour: 17 })], () => ({
      'PATCH /api/reports/schedules/sched-1': (init) =>
        jsonResponse(200, makeSchedule({ ...(bodyOf(init) as object), recipients: [SAM] })),
    }));
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    await user.click(schedule.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit scheduled report' }));
    expect(await dialog.findByLabelText('Report type')).toHaveValue('executive');
    expect(dialog.getByLabelText('Period')).toHaveValue('7d');
    expect(dialog.getByLabelText('Day of the week')).toHaveValue('3');
    expect(dialog.getByLabelText('Hour')).toHaveValue('17');
    await user.click(dialog.getByRole('checkbox', { name: /Dana Reyes/ }));
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(REPORT_SCHEDULE_MESSAGES.updated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/reports/schedules/sched-1') as [
      [unknown, RequestInit],
    ];
    expect(bodyOf(init)).toEqual({
      type: 'executive',
      period: '7d',
      frequency: 'weekly',
      day: 3,
      hour: 17,
      recipientIds: [SAM.id],
    });
  });

  it('Delete asks first, then sends DELETE and the schedule leaves the list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockScheduleApi([makeSchedule()], (list) => ({
      'DELETE /api/reports/schedules/sched-1': () => {
        list.current = [];
        return new Response(null, { status: 204 });
      },
    }));
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    await user.click(schedule.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete scheduled report' }));
    expect(confirm.getByText('Weekly on Monday at 08:00 (UTC)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/reports/schedules/sched-1')).toHaveLength(0);

    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(REPORT_SCHEDULE_MESSAGES.deleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/reports/schedules/sched-1')).toHaveLength(1);
    expect(await screen.findByText('No scheduled reports yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("someone else's schedule shows no actions, only what it sends and its history with failures", async () => {
    const user = userEvent.setup();
    mockScheduleApi([
      makeSchedule({
        canModify: false,
        owner: { id: SAM.id, name: SAM.name },
        lastRunAt: '2026-11-16T08:00:00.000Z',
        history: [
          makeSending({
            trigger: 'schedule',
            slot: '2026-11-16T08:00:00.000Z',
            at: '2026-11-16T08:00:00.000Z',
            status: 'failed',
            recipients: 1,
            error: 'The mail server refused the message',
          }),
        ],
      }),
    ]);
    renderApp('/performance');
    const schedule = await findSchedule('Executive Summary · Last 7 days');
    expect(schedule.getByText('Sam Lee')).toBeInTheDocument();
    for (const name of ['Send now', 'Pause', 'Edit', 'Delete']) {
      expect(schedule.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(schedule.getByRole('button', { name: /^History/ }));
    const sending = within(schedule.getByRole('list', { name: 'Sendings' }));
    expect(sending.getByText('Scheduled')).toBeInTheDocument();
    expect(sending.getByText('1 recipient')).toBeInTheDocument();
    expect(sending.getByText('Failed')).toBeInTheDocument();
    expect(sending.getByText('The mail server refused the message')).toBeInTheDocument();
  });

  it('says what to do when there are no schedules, and offers a retry when the list fails', async () => {
    mockScheduleApi([]);
    const { unmount } = renderApp('/performance');
    expect(await screen.findByText('No scheduled reports yet')).toBeInTheDocument();
    expect(screen.getByText(/Choose “Schedule by e-mail” above/)).toBeInTheDocument();
    unmount();

    mockApi(USER, {
      'GET /api/reports/performance?period=30d&type=comprehensive': () => jsonResponse(200, REPORT),
      'GET /api/reports/schedules': () =>
        jsonResponse(403, { message: "You don't have permission to perform this action." }),
    });
    renderApp('/performance');
    const card = await screen.findByRole('region', { name: 'Scheduled reports' });
    const alert = within(await within(card).findByRole('alert'));
    expect(alert.getByText('The scheduled reports could not be loaded')).toBeInTheDocument();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
