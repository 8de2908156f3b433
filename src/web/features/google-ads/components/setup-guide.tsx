import { ArrowRight, Check } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { GoogleAdsConnection, GoogleAdsHealth } from '../api/google-ads-keys';
import { AuthorizeStep } from './authorize-step';
import { CheckStep } from './check-step';
import { CustomerIdStep } from './customer-id-step';
import { DeveloperTokenStep } from './developer-token-step';
import { RedirectStep } from './redirect-step';

const STEPS = [
  { title: 'Add the OAuth redirect address', short: 'Redirect address' },
  { title: 'Authorize Northstar', short: 'Authorize' },
  { title: 'Add the developer token', short: 'Developer token' },
  { title: 'Add the customer id', short: 'Customer id' },
  { title: 'Check the connection', short: 'Check' },
] as const;

/** SPEC §2/§4 stepped guide: the counter starts at 1, 'Done - Next Step' moves on, every step is also clickable. */
export function SetupGuide({
  health,
  connection,
}: {
  health: GoogleAdsHealth | undefined;
  connection: GoogleAdsConnection | undefined;
}) {
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  // Move focus to the new step's heading, so keyboard and screen-reader users land on what changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, by design
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    // On phones the step list scrolls sideways: keep the current step in sight.
    navRef.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [step]);

  const isPassing = (name: string) =>
    health?.checks.some((check) => check.name === name && check.ok) ?? false;
  const done = [
    isPassing('oauth_client'),
    Boolean(connection?.hasRefreshToken),
    Boolean(connection?.hasDeveloperToken),
    Boolean(connection?.customerId),
    Boolean(health?.healthy),
  ];
  const current = STEPS[step - 1] ?? STEPS[0];

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <StepList ref={navRef} step={step} done={done} onSelect={setStep} />

      <Card className="min-w-0">
        <CardContent className="pt-5">
          <p className="text-sm font-medium text-indigo-600 tabular-nums dark:text-indigo-400">
            Step {step} of {STEPS.length}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {current.title}
          </h2>
          <div className="mt-4 space-y-4 text-sm leading-6 text-slate-700 dark:text-slate-300">
            {step === 1 ? <RedirectStep connection={connection} /> : null}
            {step === 2 ? <AuthorizeStep connection={connection} /> : null}
            {step === 3 ? <DeveloperTokenStep connection={connection} /> : null}
            {step === 4 ? <CustomerIdStep connection={connection} /> : null}
            {step === 5 ? <CheckStep health={health} /> : null}
          </div>
          {step < STEPS.length ? (
            <div className="mt-6 flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
              <Button onClick={() => setStep(step + 1)}>
                Done - Next Step
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** The clickable list of steps: a done step shows a check, the current one is marked aria-current="step". */
function StepList({
  ref,
  step,
  done,
  onSelect,
}: {
  ref: Ref<HTMLElement>;
  step: number;
  done: boolean[];
  onSelect: (step: number) => void;
}) {
  return (
    <nav ref={ref} aria-label="Setup steps" className="min-w-0">
      <ol className="relative flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {STEPS.map((item, index) => {
          const number = index + 1;
          const isCurrent = number === step;
          return (
            <li key={item.title} className="shrink-0">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(number)}
                className={cn(
                  'relative flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors duration-150',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  isCurrent
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                    done[index]
                      ? 'bg-emerald-600 text-white'
                      : isCurrent
                        ? 'bg-indigo-600 text-white'
                        : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                  )}
                >
                  {done[index] ? <Check className="size-3.5" /> : number}
                </span>
                <span>
                  <span className="sr-only">Step {number}: </span>
                  <span className="lg:hidden">{item.short}</span>
                  <span className="hidden lg:inline">{item.title}</span>
                  {done[index] ? <span className="sr-only"> (done)</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
