import { Check, Rocket, Send } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { LaunchKind, LaunchWording } from '../launch';

/**
 * SPEC §2 step 4: the five launch stages with a bar. `completed` counts the finished stages (0–5). The words follow
 * what the launch does (launch.ts `launchWording`): live now, scheduled for its start date, or submitted for approval.
 */
export function LaunchProgress({
  completed,
  kind,
  wording,
}: {
  completed: number;
  kind: LaunchKind;
  wording: LaunchWording;
}) {
  const isLast = (index: number) => index === wording.stages.length - 1;
  // The outcome is named only once it is true: while the request is out, the last stage says what is under way.
  const stages = wording.stages.map((stage, index) =>
    isLast(index) && completed <= index ? wording.finishing : stage,
  );
  const isDone = completed >= stages.length;
  const current = Math.min(completed, stages.length - 1);
  const Icon = kind === 'submission' ? Send : Rocket;
  const heading = isDone ? wording.heading.done : wording.heading.doing;
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
