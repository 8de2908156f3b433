import { ArrowRight, BadgeCheck, Globe, ShieldCheck, Sparkles } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { STATS } from './landing-data';
import { ProductPreview } from './product-preview';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_top,rgb(99_102_241/0.14),transparent_60%)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-300">
            <Sparkles aria-hidden="true" className="size-4" />
            AI-assisted campaign platform
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Marketing campaigns that plan, launch and optimise themselves
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 lg:mx-0 dark:text-slate-400">
            Northstar gives your team an AI co-pilot for every campaign: audience, content, budget allocation
            and performance insights in one workspace.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <a href="/auth?mode=register" className={cn(buttonClasses('primary', 'lg'), 'w-full sm:w-auto')}>
              Start Free Trial
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            <a href="/demo" className={cn(buttonClasses('secondary', 'lg'), 'w-full sm:w-auto')}>
              View Demo
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
            14-day free trial, no credit card required
          </p>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start dark:text-slate-400">
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              SOC 2 certified
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Globe aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              Teams in 150+ countries
            </li>
            <li className="inline-flex items-center gap-1.5">
              <BadgeCheck aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
              Set up in 5 minutes
            </li>
          </ul>
        </div>
        <ProductPreview />
      </Container>
      <Container className="relative pb-16">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-4 dark:border-slate-800 dark:bg-slate-800">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-white p-5 dark:bg-slate-900">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900 sm:text-3xl dark:text-white">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
