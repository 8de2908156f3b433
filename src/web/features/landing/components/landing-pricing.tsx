import { Check } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PLANS } from './landing-data';
import { SectionHeading } from './section-heading';

export function Pricing() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-16 border-y border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container>
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple plans that grow with you">
          Every plan starts with a 14-day free trial. No setup fees, cancel anytime.
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const headingId = `plan-${plan.name.toLowerCase()}`;
            return (
              <li
                key={plan.name}
                className={cn(
                  'relative flex flex-col rounded-xl border bg-white p-6 dark:bg-slate-900',
                  plan.isPopular
                    ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
                    : 'border-slate-200 dark:border-slate-800',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-lg font-semibold">
                    {plan.name}
                  </h3>
                  {plan.isPopular ? (
                    <span className="rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-indigo-500">
                      Most Popular
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-semibold tracking-tight tabular-nums">{plan.price}</span>
                  {plan.period ? (
                    <span className="text-sm text-slate-500 dark:text-slate-400">
                      <span aria-hidden="true">{plan.period}</span>
                      <span className="sr-only">per month</span>
                    </span>
                  ) : null}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2.5">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  href="/auth"
                  className={cn(buttonClasses(plan.isPopular ? 'primary' : 'secondary', 'md'), 'mt-8 w-full')}
                >
                  {plan.name === 'Enterprise' ? 'Talk to us about Enterprise' : `Start with ${plan.name}`}
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
