import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';

/** '2 hours ago · 22 Nov 2026, 14:05': relative for scanning, absolute for the record. */
export function Timestamp({
  iso,
  prefix,
  stacked = false,
}: {
  iso: string;
  prefix?: string;
  stacked?: boolean;
}) {
  const absolute = formatDateTime(iso);
  return (
    <span
      className={cn(
        'text-xs text-slate-500 tabular-nums dark:text-slate-400',
        stacked && 'flex flex-col gap-0.5',
      )}
    >
      <time
        dateTime={iso}
        title={absolute}
        className={cn(stacked && 'text-sm text-slate-900 dark:text-white')}
      >
        {prefix ? `${prefix} ` : null}
        {formatRelativeTime(iso)}
      </time>
      {stacked ? null : <span aria-hidden="true"> · </span>}
      <span className="sr-only">, </span>
      <span>{absolute}</span>
    </span>
  );
}
