import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { Notification, NotificationType } from '../../lib/notifications';
import { Progress } from './progress';

/** SPEC §9: the countdown bar moves every 50 ms. */
export const NOTIFICATION_TICK_MS = 50;

const LOOK: Record<NotificationType, { icon: typeof Info; iconClass: string; barClass: string }> = {
  success: {
    icon: CircleCheck,
    iconClass: 'text-emerald-600 dark:text-emerald-400',
    barClass: 'bg-emerald-500',
  },
  error: { icon: CircleX, iconClass: 'text-red-600 dark:text-red-400', barClass: 'bg-red-500' },
  warning: { icon: CircleAlert, iconClass: 'text-amber-600 dark:text-amber-400', barClass: 'bg-amber-500' },
  info: { icon: Info, iconClass: 'text-indigo-600 dark:text-indigo-400', barClass: 'bg-indigo-500' },
};

/** One notification: counts down in 50 ms ticks and closes itself at zero; a duration of 0 waits for the reader. */
export function NotificationCard({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: () => void;
}) {
  const { type, title, description, duration } = notification;
  const [elapsed, setElapsed] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);

  // Reading time matters more than the countdown: hovering or focusing the card holds it open.
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['pointerenter', pause],
      ['pointerleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [name, handler] of events) card.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) card.removeEventListener(name, handler);
    };
  }, []);

  const isTimed = duration > 0;
  useEffect(() => {
    if (isPaused || !isTimed) return;
    const timer = setInterval(() => setElapsed((ms) => ms + NOTIFICATION_TICK_MS), NOTIFICATION_TICK_MS);
    return () => clearInterval(timer);
  }, [isPaused, isTimed]);

  useEffect(() => {
    if (isTimed && elapsed >= duration) onDismiss();
  }, [elapsed, duration, isTimed, onDismiss]);

  const { icon: Icon, iconClass, barClass } = LOOK[type];
  const remaining = isTimed ? 100 - (elapsed / duration) * 100 : 0;

  return (
    // Escape anywhere in the card (its close button is in the tab order) dismisses it from the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only catches Escape bubbling from the button
    <div
      ref={cardRef}
      data-type={type}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      className={cn(
        'notification-enter pointer-events-auto overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg',
        'dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <div className="flex items-start gap-3 p-4">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900 dark:text-slate-50">{title}</p>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Close notification</span>
        </button>
      </div>
      {isTimed ? (
        <Progress
          value={remaining}
          label="Time until this notification closes"
          indicatorClassName={barClass}
        />
      ) : null}
    </div>
  );
}
