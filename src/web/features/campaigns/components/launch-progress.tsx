import { Check, Rocket, Send } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { LAUNCH_STAGES, SUBMITTED_STAGE } from '../launch';

/**
 * SPEC §2 step 4: the five launch stages with a bar. `completed` counts the finished stages (0–5). A launch that
 * waits for a director's approval ends with 'Submitted for approval' instead of 'Campaign launched'.
 */
export function LaunchProgress({
  completed,
  isSubmission = false,
}: {
  completed: number;
  isSubmission?: boolean;
}) {
  const stages = isSubmission ? [...LAUNCH_STAGES.slice(0, -1), SUBMITTED_STAGE] : LAUNCH_STAGES;
  const isDone = completed >= stages.length;
  const current = Math.min(completed, stages.length - 1);
  const Icon = isSubmission ? Send : Rocket;
  const heading = isSubmission
    ? isDone
      ? 'Campaign submitted for approval'
      : 'Submitting your campaign'
    : isDone
      ? 'Campaign launched'
      : 'Launching your campaign';
  return (
    <section
      aria-labelledby="launch-heading"
      className="mx-auto w-full max-w-2xl rounded-xl border border-indigo-200 bg-white p-6 dark:border-indigo-900 dark:bg-slate-900"
    >
      <h2
        id="launch-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Icon aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
        {heading}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {isDone ? 'Redirecting to dashboard…' : `${stages[current]}…`}
      </p>
      <Progress
        value={(completed / stages.length) * 100}
        label="Launch progress"
        className="mt-4 h-2 rounded-full"
        indicatorClassName="rounded-full transition-transform duration-300 ease-out"
      />
      <ol className="mt-5 space-y-3">
        {stages.map((stage, index) => {
          const state = index < completed ? 'done' : index === completed ? 'active' : 'waiting';
          return (
            <li
              key={stage}
              className={cn(
                'flex items-center gap-3 text-sm',
                state === 'waiting' ? 'text-slate-400 dark:text-slate-500' : 'text-slate-900 dark:text-white',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full',
                  state === 'done' && 'bg-emerald-600 text-white',
                  state === 'active' &&
                    'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300',
                  state === 'waiting' && 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                {state === 'done' ? (
                  <Check className="size-3.5" strokeWidth={3} />
                ) : state === 'active' ? (
                  <Spinner className="size-3.5" />
                ) : null}
              </span>
              {stage}
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
