import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { NotificationCard } from '../components/ui/notification-card';
import { carriesRequestId } from './form-errors';

/** SPEC §3 notification and §9 timing. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration?: number;
}

export interface Notification extends Required<Omit<NotificationInput, 'description'>> {
  id: number;
  description?: string;
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 2000;

/** A notification with this duration stays until the reader dismisses it. */
export const UNTIL_DISMISSED = 0;

let defaultDurationMs = DEFAULT_NOTIFICATION_DURATION_MS;

/**
 * For component tests (src/web/test/setup.ts keeps notifications until dismissed): on a busy machine more than 2 s
 * of real time can pass between a notification and the line that reads it. No argument restores the default.
 */
export function setDefaultNotificationDuration(ms: number = DEFAULT_NOTIFICATION_DURATION_MS) {
  defaultDurationMs = ms;
}

/**
 * An error that names a request id is one to quote to support: 2 s is too short to copy it, so it stays until
 * dismissed (issue 30, item 19). Other notifications keep their countdown.
 */
function durationOf(input: NotificationInput): number {
  if (input.duration !== undefined) return input.duration;
  if (input.type === 'error' && carriesRequestId(input.description)) return UNTIL_DISMISSED;
  return defaultDurationMs;
}

interface NotificationApi {
  notify: (input: NotificationInput) => void;
  dismiss: () => void;
}

const NotificationContext = createContext<NotificationApi | null>(null);

/** Holds at most one notification: showing a new one replaces the one on screen (SPEC §4). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const nextId = useRef(0);

  const notify = useCallback((input: NotificationInput) => {
    nextId.current += 1;
    setCurrent({ ...input, id: nextId.current, duration: durationOf(input) });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationContext value={api}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-end sm:inset-x-auto sm:right-6 sm:top-6"
      >
        {/* Stays mounted so that screen readers announce each notification that lands in it. */}
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full sm:w-96">
          {current ? <NotificationCard key={current.id} notification={current} onDismiss={dismiss} /> : null}
        </div>
      </section>
    </NotificationContext>
  );
}

export function useNotify(): NotificationApi['notify'] {
  return useNotificationApi().notify;
}

export function useNotificationApi(): NotificationApi {
  const api = use(NotificationContext);
  if (!api) throw new Error('useNotify must be used inside <NotificationProvider>');
  return api;
}
