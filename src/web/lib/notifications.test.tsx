import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './form-errors';
import {
  type NotificationInput,
  NotificationProvider,
  setDefaultNotificationDuration,
  useNotify,
} from './notifications';
import { ToastProvider, useToast } from './toasts';

function Trigger({ label, input }: { label: string; input: NotificationInput }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(input)}>
      {label}
    </button>
  );
}

function renderNotifications() {
  return render(
    <NotificationProvider>
      <Trigger label="first" input={{ type: 'success', title: 'Saved', description: 'All changes saved.' }} />
      <Trigger
        label="second"
        input={{ type: 'error', title: 'Sign In Failed', description: 'Invalid username' }}
      />
      <Trigger label="long" input={{ type: 'info', title: 'Heads up', duration: 5000 }} />
      <Trigger
        label="outage"
        input={{
          type: 'error',
          title: 'Save Failed',
          description: errorMessage(
            new ApiError(503, 'The database is not answering', {}, 'db_down', 'req-42'),
          ),
        }}
      />
    </NotificationProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The app's own countdown (the other component tests keep notifications until dismissed: src/web/test/setup.ts).
beforeEach(() => setDefaultNotificationDuration());

describe('notifications', () => {
  it('shows one at a time: a new notification replaces the previous one', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('SavedAll changes saved.');

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('closes itself after 2000 ms, with the progress bar counting down in 50 ms ticks', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    advance(50);
    expect(bar).toHaveAttribute('aria-valuenow', '97.5');
    advance(950);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    advance(950);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(50);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration, and a replacement starts its own countdown', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'long' }));
    advance(4950);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(50);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('keeps an error that carries a request id until it is dismissed, by button or Escape, and announces it', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'outage' }));
    // Inside the live region, so a screen reader reads it out.
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Save Failed');
    expect(region).toHaveTextContent('Request ID: req-42');
    // No countdown to read against: it waits for the reader.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Save Failed')).toBeInTheDocument();

    // From the keyboard: Tab reaches the close button, and Escape inside the card closes it.
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByText('Save Failed')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'outage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Save Failed')).not.toBeInTheDocument();
  });

  it('still closes an error without a request id (the user can fix it) after its time', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    advance(2000);
    expect(screen.queryByText('Sign In Failed')).not.toBeInTheDocument();
  });

  it('can be closed by hand', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Sign In Failed')).not.toBeInTheDocument();
  });
});

function ToastTrigger({ title }: { title: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title })}>
      toast {title}
    </button>
  );
}

describe('toasts', () => {
  it('shows at most one toast, closes it after 5 s and listens for F8', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastTrigger title="One" />
        <ToastTrigger title="Two" />
      </ToastProvider>,
    );
    // The toast code downloads with the first toast; until then there is nothing for F8 to reach.
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'toast One' }));
    fireEvent.click(screen.getByRole('button', { name: 'toast Two' }));
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();

    advance(4900);
    expect(screen.getByText('Two')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });
});

function FailingToast() {
  const toast = useToast();
  const description = errorMessage(new ApiError(500, 'Something went wrong', {}, 'internal', 'req-7'));
  return (
    <button type="button" onClick={() => toast({ variant: 'destructive', title: 'Failed', description })}>
      fail
    </button>
  );
}

describe('toasts that name a request id', () => {
  it('stay until closed, and Escape closes them', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <FailingToast />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await act(() => vi.dynamicImportSettled());
    advance(60_000);
    expect(screen.getByText(/Request ID: req-7/)).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
