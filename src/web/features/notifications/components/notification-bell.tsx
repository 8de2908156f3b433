import { Bell, RotateCw } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AppNotification } from '../../../../shared/approvals';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** The badge's text: a count that stays narrow enough for a 360 px header. */
function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The header's bell: the unread count, and the newest notifications in a panel under it. Opening it marks the unread
 * ones it shows as read; they keep their "new" mark until it closes, so the reader sees what arrived.
 *
 * A disclosure (a button that shows a panel below it) rather than a floating popover: the panel always opens under the
 * header at its right, which CSS places; a positioning engine cost every signed-in page 15 KB of JavaScript (gzip).
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [isOpen, setIsOpen] = useState(false);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const unread = notifications.data?.unread ?? 0;
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    setIsOpen(true);
    const ids = (notifications.data?.items ?? [])
      .filter((item) => item.readAt === null)
      .map((item) => item.id);
    setNewIds(new Set(ids));
    if (ids.length > 0) markRead.mutate(ids);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) bellRef.current?.focus();
  };
  useDismiss(isOpen, wrapperRef, close);

  return (
    <div ref={wrapperRef} className="sm:relative">
      <button
        ref={bellRef}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => (isOpen ? close(false) : open())}
        // 32 px, not the kit's 36 px icon button: the header has no more room on a 360 px phone.
        className={cn(
          'relative inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 ease-out',
          'hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-indigo-600 px-1 text-[10px] leading-none font-semibold tabular-nums text-white ring-2 ring-white dark:bg-indigo-500 dark:ring-slate-950"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <NotificationPanel id={panelId}>
          <NotificationPanelBody query={notifications} newIds={newIds} onNavigate={() => close(false)} />
        </NotificationPanel>
      ) : null}
    </div>
  );
}

/** Escape closes the panel and gives focus back to the bell; a press or focus outside it closes it. */
function useDismiss(
  isOpen: boolean,
  wrapperRef: RefObject<HTMLDivElement | null>,
  close: (returnFocus: boolean) => void,
) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) closeRef.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, wrapperRef]);
}

/**
 * Under the header at its right edge: on a phone across the window (less 0.5 rem each side), from sm up under the
 * bell. It takes focus when it opens, so a screen reader announces it and Tab continues into its links.
 */
function NotificationPanel({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={cn(
        'absolute inset-x-2 top-[calc(100%+0.5rem)] z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg',
        'sm:inset-x-auto sm:right-0 sm:w-[22rem]',
        'animate-[fade-in_150ms_ease-out] focus:outline-none motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <h2
        id={`${id}-heading`}
        className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
      >
        Notifications
      </h2>
      {children}
    </div>
  );
}

function NotificationPanelBody({
  query,
  newIds,
  onNavigate,
}: {
  query: ReturnType<typeof useNotifications>;
  newIds: ReadonlySet<string>;
  onNavigate: () => void;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <span className="sr-only">Loading notifications</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center justify-between gap-3 p-4 text-sm text-slate-600 dark:text-slate-400">
        <p>Could not load notifications.</p>
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">No notifications yet</p>
    );
  }
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
      {query.data.items.map((item) => (
        <li key={item.id}>
          <NotificationItem
            notification={item}
            isNew={item.readAt === null || newIds.has(item.id)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  isNew,
  onNavigate,
}: {
  notification: AppNotification;
  isNew: boolean;
  onNavigate: () => void;
}) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          isNew ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900 dark:text-white">
          {isNew ? <span className="sr-only">New: </span> : null}
          {notification.title}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
          {notification.body}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
        >
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </>
  );
  const itemClasses = cn('flex gap-3 px-4 py-3', isNew && 'bg-indigo-50/60 dark:bg-indigo-950/40');
  // Only app paths become links: the router would read anything else as a path inside the app.
  const isAppPath = notification.link?.startsWith('/') && !notification.link.startsWith('//');
  if (!notification.link || !isAppPath) return <div className={itemClasses}>{content}</div>;
  return (
    <Link
      to={notification.link}
      onClick={onNavigate}
      className={cn(
        itemClasses,
        'hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800',
      )}
    >
      {content}
    </Link>
  );
}
