import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { NotificationCard } from '../components/ui/notification-card';

/** SPEC §3 notification and §9 timing. */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

export interface Notification extends Required<Omit<NotificationInput, 'description'>> {
  id: number;
  description?: string;
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 2000;

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
    setCurrent({
      ...input,
      id: nextId.current,
      duration: input.duration ?? DEFAULT_NOTIFICATION_DURATION_MS,
    });
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
