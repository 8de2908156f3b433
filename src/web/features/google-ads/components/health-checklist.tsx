import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { GoogleAdsHealth } from '../api/google-ads-keys';

/** Each piece of the connection with ✓/✗, what the server found and, when failing, how to fix it. */
export function HealthChecklist({ health }: { health: GoogleAdsHealth }) {
  return (
    <ul aria-label="Connection checks" className="space-y-2">
      {health.checks.map((check) => {
        const isFirstFailing = check.name === health.firstFailing;
        return (
          <li
            key={check.name}
            aria-current={isFirstFailing ? 'step' : undefined}
            className={cn(
              'flex gap-3 rounded-lg border p-3',
              isFirstFailing
                ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40'
                : 'border-slate-200 dark:border-slate-800',
            )}
          >
            {check.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <CircleX
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', isFirstFailing ? 'text-red-600' : 'text-slate-400')}
              />
            )}
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                <span>
                  {check.label}
                  <span className="sr-only">{check.ok ? ': passing' : ': failing'}</span>
                </span>
                {isFirstFailing ? <Badge tone="warning">Fix this first</Badge> : null}
              </p>
              <p className="mt-0.5 text-slate-600 dark:text-slate-300">{check.message}</p>
              {/* Later checks are skipped while an earlier one fails; only the first failing fix is news. */}
              {check.fix && isFirstFailing ? (
                <p className="mt-1 font-medium text-slate-800 dark:text-slate-200">
                  <span className="sr-only">How to fix: </span>
                  {check.fix}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
