import { ArrowLeft, Check, CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';

export const WIZARD_STEPS = [
  'Campaign Brief',
  'AI Audience Builder',
  'Content Generation',
  'Review & Launch',
] as const;
export type WizardStep = 1 | 2 | 3 | 4;

/** 'Step N of 4', the four step names and a bar. */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <nav aria-label="Campaign wizard progress" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          Step {step} of {WIZARD_STEPS.length}
        </p>
        <p className="text-sm text-slate-500 sm:hidden dark:text-slate-400">{WIZARD_STEPS[step - 1]}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={0}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${WIZARD_STEPS.length}`}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full origin-left rounded-full bg-indigo-600 transition-transform duration-200 ease-out dark:bg-indigo-400"
          style={{ transform: `scaleX(${step / WIZARD_STEPS.length})` }}
        />
      </div>
      <ol className="hidden grid-cols-4 gap-3 sm:grid">
        {WIZARD_STEPS.map((name, index) => {
          const number = index + 1;
          const isDone = number < step;
          const isCurrent = number === step;
          return (
            <li
              key={name}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-sm',
                isCurrent
                  ? 'font-medium text-slate-900 dark:text-white'
                  : 'text-slate-500 dark:text-slate-400',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                  isDone && 'bg-indigo-600 text-white dark:bg-indigo-500',
                  isCurrent &&
                    'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-600 dark:bg-indigo-950 dark:text-indigo-300',
                  !isDone && !isCurrent && 'bg-slate-100 text-slate-500 dark:bg-slate-800',
                )}
              >
                {isDone ? <Check className="size-3.5" strokeWidth={3} /> : number}
              </span>
              <span className="truncate">{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A titled section of a step. */
export function StepSection({
  title,
  description,
  children,
  className,
  aside,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The inline red alert under an offending field or group (SPEC §8). */
export function FieldAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-600 dark:text-red-400">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The step's forward button. While the step is incomplete it stays focusable but reads 'Fill Required Fields'
 * (and, where `blockedHint` is given, looks disabled with that hint): pressing it shows what is missing.
 */
export function NextButton({
  isReady,
  readyLabel,
  blockedHint,
  type = 'button',
  onClick,
  icon,
}: {
  isReady: boolean;
  readyLabel: string;
  blockedHint?: string;
  type?: 'button' | 'submit';
  onClick?: () => void;
  icon?: ReactNode;
}) {
  const hintId = useId();
  const button = (
    <Button
      type={type}
      onClick={onClick}
      aria-disabled={!isReady && blockedHint ? true : undefined}
      aria-describedby={!isReady && blockedHint ? hintId : undefined}
      className={cn('w-full sm:w-auto', !isReady && blockedHint && 'cursor-not-allowed opacity-60')}
    >
      {isReady ? readyLabel : 'Fill Required Fields'}
      {icon}
    </Button>
  );
  if (isReady || !blockedHint) return button;
  return (
    <>
      <Tooltip content={blockedHint}>{button}</Tooltip>
      <span id={hintId} className="sr-only">
        {blockedHint}
      </span>
    </>
  );
}

/** The step's way back: the footer's secondary button, first on wide screens and last on a phone. */
export function PreviousButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled} className="w-full sm:w-auto">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Previous
    </Button>
  );
}

export function WizardFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      {children}
    </div>
  );
}

/**
 * The footer of a step between the first and the last: Previous, then the step's forward button, or while the step
 * is busy (content being generated) a disabled one that says so.
 */
export function StepFooter({
  onPrevious,
  busyLabel,
  ...next
}: { onPrevious: () => void; busyLabel?: string | null } & Parameters<typeof NextButton>[0]) {
  return (
    <WizardFooter>
      <PreviousButton onClick={onPrevious} />
      {busyLabel ? (
        <Button disabled className="w-full sm:w-auto">
          {busyLabel}
        </Button>
      ) : (
        <NextButton {...next} />
      )}
    </WizardFooter>
  );
}
