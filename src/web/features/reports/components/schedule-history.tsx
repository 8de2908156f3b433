import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReportSending } from '../../../../shared/report-schedules';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatInTimeZone, formatInteger } from '../../../lib/format';

const STATUS: Record<ReportSending['status'], { label: string; tone: BadgeTone }> = {
  sending: { label: 'Sending', tone: 'accent' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const TRIGGER_LABELS: Record<ReportSending['trigger'], string> = {
  schedule: 'Scheduled',
  manual: 'Sent now',
};

/** The "History" disclosure of one schedule: each sending, newest first, with how its mails fared. */
export function ScheduleHistory({
  history,
  timeZone,
  describedBy,
}: {
  history: ReportSending[];
  timeZone: string;
  /** The schedule's title, so that each "History" button says whose history it opens. */
  describedBy: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-100"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', isOpen && 'rotate-90')}
        />
        History
        <span className="font-normal text-slate-500 tabular-nums dark:text-slate-400">
          ({history.length})
        </span>
      </button>
      {isOpen ? (
        <div id={panelId} className="mt-2">
          {history.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Not sent yet.</p>
          ) : (
            <ol
              aria-label="Sendings"
              className="divide-y divide-slate-100 rounded-lg bg-slate-50 text-sm dark:divide-slate-800 dark:bg-slate-800/60"
            >
              {history.map((sending) => (
                <SendingRow key={sending.id} sending={sending} timeZone={timeZone} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </div>
  );
}

function SendingRow({ sending, timeZone }: { sending: ReportSending; timeZone: string }) {
  const status = STATUS[sending.status];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-slate-700 dark:text-slate-300">
      <time dateTime={sending.at} className="tabular-nums text-slate-900 dark:text-white">
        {formatInTimeZone(sending.at, timeZone)}
      </time>
      <span>{TRIGGER_LABELS[sending.trigger]}</span>
      <span className="tabular-nums">
        {formatInteger(sending.recipients)} {sending.recipients === 1 ? 'recipient' : 'recipients'}
      </span>
      <Badge tone={status.tone}>{status.label}</Badge>
      {sending.error ? <p className="w-full text-red-700 dark:text-red-300">{sending.error}</p> : null}
    </li>
  );
}
