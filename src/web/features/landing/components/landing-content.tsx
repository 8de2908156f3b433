import {
  ArrowRight,
  BadgeCheck,
  Check,
  ChevronDown,
  Globe,
  Mail,
  MapPin,
  Menu,
  Minus,
  Phone,
  Send,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../components/layout/container';
import { LogoMark } from '../../../components/layout/logo';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { HONEYPOT, PLAN_VALUES } from '../enhance/messages';
import {
  COMPARE_ROWS,
  COMPETITORS,
  CONTACT,
  type CompareCell,
  FEATURES,
  PLAN_LABELS,
  PLANS,
  STATS,
} from './landing-data';

// Plan values and the honeypot name come from ../enhance/messages (kept equal to src/shared/contacts.ts by a test)
// so that the SPA's landing chunk does not pull in zod.

/**
 * The landing page's markup (SPEC §2). It is prerendered to static HTML at build time and enhanced by the small
 * script in ../enhance (menu, forms, notifications), so it holds no React state and uses plain anchors: the same
 * markup works without React on the page. The SPA renders it too, for client-side navigation to '/'.
 */
export function LandingContent({ year }: { year: number }) {
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main">
        <Hero />
        <Features />
        <Pricing />
        <Compare />
        <Contact />
        <ClosingCallToAction />
      </main>
      <LandingFooter year={year} />
    </div>
  );
}

const NAV_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#compare', label: 'Compare' },
  { href: '#contact', label: 'Contact' },
];

const linkFocus =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function HomeLogo() {
  return (
    <a
      href="/"
      className="inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white"
    >
      <LogoMark />
      Northstar
    </a>
  );
}

function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container className="flex h-16 items-center justify-between gap-3">
        <HomeLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={cn(
                linkFocus,
                'px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a href="/auth" className={buttonClasses('ghost', 'sm')}>
            Sign In
          </a>
          <a href="/auth?mode=register" className={buttonClasses('primary', 'sm')}>
            Get Started Free
          </a>
        </div>
        <button
          type="button"
          data-menu-button=""
          aria-expanded="false"
          aria-controls="mobile-menu"
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Menu aria-hidden="true" data-menu-icon="open" className="size-5" />
          <X aria-hidden="true" data-menu-icon="close" className="hidden size-5" />
          <span className="sr-only">Menu</span>
        </button>
      </Container>
      <div
        id="mobile-menu"
        hidden
        className="border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <Container className="py-3">
          <nav aria-label="Main (mobile)">
            <ul className="flex flex-col">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={cn(
                      linkFocus,
                      'block px-2 py-3 text-base font-medium text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-900',
                    )}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 pb-2 dark:border-slate-800">
            <a href="/auth" className={buttonClasses('secondary', 'md')}>
              Sign In
            </a>
            <a href="/auth?mode=register" className={buttonClasses('primary', 'md')}>
              Get Started Free
            </a>
          </div>
        </Container>
      </div>
    </header>
  );
}

function Hero() {
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

const PREVIEW_BARS = [38, 52, 45, 61, 58, 72, 69, 84, 78, 92];

/** A static picture of the product; decorative, so hidden from assistive technology. */
function ProductPreview() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-950/5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
            Spring Launch · Search + Social
          </p>
          <p className="mt-1 text-sm font-semibold text-slate-900 dark:text-white">Campaign performance</p>
        </div>
        <span className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800">
          Active
        </span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        {[
          ['ROAS', '4.2×'],
          ['CTR', '3.8%'],
          ['Reach', '2.4M'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
            <p className="mt-1 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">{value}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex h-28 items-end gap-1.5">
        {PREVIEW_BARS.map((height, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series
            key={index}
            className={cn(
              'flex-1 rounded-t-sm',
              index === PREVIEW_BARS.length - 1
                ? 'bg-indigo-600 dark:bg-indigo-400'
                : 'bg-indigo-200 dark:bg-indigo-900',
            )}
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <div className="mt-5 flex items-start gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40">
        <TrendingUp className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">Shift 15% budget to Search.</span>{' '}
          Search ROAS is 1.8× Social this week. Confidence 92%.
        </p>
      </div>
    </div>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance">
        {title}
      </h2>
      <p className="mt-4 text-base text-pretty text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-16 py-16 sm:py-24">
      <Container>
        <SectionHeading id="features-heading" eyebrow="Features" title="Everything your campaigns need">
          One workspace for planning, content, targeting and measurement, with AI that shows its work.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, highlight }) => (
            <li
              key={title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              {highlight ? (
                <p className="mt-4 text-sm font-medium text-indigo-700 tabular-nums dark:text-indigo-300">
                  {highlight}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Pricing() {
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

function CompareValue({ value, isOurs }: { value: CompareCell; isOurs: boolean }) {
  if (value === 'yes') {
    return (
      <span className="inline-flex items-center justify-center">
        <Check
          aria-hidden="true"
          className={cn(
            'size-5',
            isOurs ? 'text-indigo-600 dark:text-indigo-400' : 'text-slate-700 dark:text-slate-300',
          )}
        />
        <span className="sr-only">Included</span>
      </span>
    );
  }
  if (value === 'no') {
    return (
      <span className="inline-flex items-center justify-center">
        <Minus aria-hidden="true" className="size-5 text-slate-400 dark:text-slate-500" />
        <span className="sr-only">Not included</span>
      </span>
    );
  }
  return <span className={isOurs ? 'font-medium text-slate-900 dark:text-white' : undefined}>{value}</span>;
}

function Compare() {
  const columns = ['northstar', 'hubspot', 'hootsuite', 'traditional'] as const;
  return (
    <section id="compare" aria-labelledby="compare-heading" className="scroll-mt-16 py-16 sm:py-24">
      <Container>
        <SectionHeading id="compare-heading" eyebrow="Compare" title="How Northstar compares">
          Suites and schedulers help you publish. Northstar plans, forecasts and optimises the campaign
          itself.
        </SectionHeading>
        {/* Phones get one card per capability; the table needs more width than a phone has. */}
        <ul className="mt-10 space-y-4 sm:hidden">
          {COMPARE_ROWS.map((row) => (
            <li
              key={row.capability}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-sm font-semibold">{row.capability}</h3>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                {columns.map((column) => (
                  <div
                    key={column}
                    className={cn(column === 'northstar' && 'text-indigo-700 dark:text-indigo-300')}
                  >
                    <dt className="text-xs text-slate-500 dark:text-slate-400">{COMPETITORS[column]}</dt>
                    <dd className="mt-0.5 flex min-h-5 items-center text-slate-700 dark:text-slate-300">
                      <CompareValue value={row[column]} isOurs={column === 'northstar'} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 hidden max-w-5xl overflow-hidden rounded-xl border border-slate-200 sm:block dark:border-slate-800">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              Northstar compared with HubSpot Marketing Hub, Hootsuite and traditional tools
            </caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className="w-[32%] px-4 py-3 font-medium text-slate-600 dark:text-slate-400">
                  Capability
                </th>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-4 py-3 text-center font-semibold',
                      column === 'northstar'
                        ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                        : 'text-slate-900 dark:text-slate-100',
                    )}
                  >
                    {COMPETITORS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {COMPARE_ROWS.map((row) => (
                <tr key={row.capability} className="bg-white dark:bg-slate-950">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-slate-100">
                    {row.capability}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={cn(
                        'px-4 py-3 text-center text-slate-600 dark:text-slate-400',
                        column === 'northstar' && 'bg-indigo-50/50 dark:bg-indigo-950/30',
                      )}
                    >
                      <CompareValue value={row[column]} isOurs={column === 'northstar'} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mx-auto mt-4 max-w-5xl text-xs text-slate-500 dark:text-slate-400">
          Competitor capabilities and pricing are summarised from the vendors' public product and pricing
          pages and can change; 'Partial' and 'Limited' mean the capability exists for some channels, plans or
          add-ons. Check each vendor for current details. HubSpot and Hootsuite are trademarks of their
          respective owners.
        </p>
      </Container>
    </section>
  );
}

const fieldLabel = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const fieldError = 'mt-1.5 text-sm text-red-600 dark:text-red-400';

function Field({
  id,
  label,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      <div className="mt-1.5">{children}</div>
      <p id={`${id}-error`} data-error-for={id} className={fieldError} hidden />
    </div>
  );
}

/** People never see or reach it; bots that fill every field do (the server drops those submissions). */
function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button type="submit" data-submit="" className={cn(buttonClasses('primary', 'md'), className)}>
      <svg
        aria-hidden="true"
        data-spinner=""
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="hidden size-4 animate-spin motion-reduce:animate-none"
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      {children}
    </button>
  );
}

function Contact() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-16 border-t border-slate-200 bg-slate-50 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">Contact</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-semibold tracking-tight">
            Talk to our team
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-400">
            Questions about plans, a demo for your team or a custom setup? We answer every message within 24
            hours.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <a href={`mailto:${CONTACT.email}`} className={cn(linkFocus, 'font-medium hover:underline')}>
                {CONTACT.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <a
                href={CONTACT.phoneHref}
                className={cn(linkFocus, 'font-medium tabular-nums hover:underline')}
              >
                {CONTACT.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              <span className="font-medium">{CONTACT.city}</span>
            </li>
          </ul>

          <form
            data-landing-form="newsletter"
            aria-labelledby="newsletter-heading"
            method="post"
            className="relative mt-10 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 id="newsletter-heading" className="font-semibold">
              Newsletter
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              One email a month with campaign benchmarks and product news.
            </p>
            <label htmlFor="newsletter-email" className="sr-only">
              Email address for the newsletter
            </label>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
              <input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                maxLength={254}
                className={cn(inputClasses, 'sm:flex-1')}
              />
              <SubmitButton className="sm:w-auto">Subscribe</SubmitButton>
            </div>
            <p id="newsletter-email-error" data-error-for="newsletter-email" className={fieldError} hidden />
            <Honeypot id="newsletter-website" />
          </form>
        </div>

        <form
          data-landing-form="contact"
          aria-labelledby="contact-form-heading"
          method="post"
          className="relative rounded-xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 id="contact-form-heading" className="text-lg font-semibold">
            Send us a message
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Fields without '(optional)' are required.
          </p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <Field id="contact-name" label="Name">
              <input
                id="contact-name"
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                className={inputClasses}
              />
            </Field>
            <Field id="contact-email" label="Email">
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                className={inputClasses}
              />
            </Field>
            <Field id="contact-company" label="Company" optional>
              <input
                id="contact-company"
                name="company"
                type="text"
                autoComplete="organization"
                maxLength={100}
                className={inputClasses}
              />
            </Field>
            <Field id="contact-plan" label="Plan interest" optional>
              <div className="relative">
                <select
                  id="contact-plan"
                  name="planInterest"
                  defaultValue=""
                  className={cn(inputClasses, 'appearance-none pr-9')}
                >
                  <option value="">Not sure yet</option>
                  {PLAN_VALUES.map((plan) => (
                    <option key={plan} value={plan}>
                      {PLAN_LABELS[plan] ?? plan}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
                />
              </div>
            </Field>
            <div className="sm:col-span-2">
              <Field id="contact-message" label="Message">
                <textarea
                  id="contact-message"
                  name="message"
                  required
                  minLength={10}
                  maxLength={1000}
                  rows={5}
                  aria-describedby="contact-message-hint"
                  className={cn(inputClasses, 'h-auto py-2 leading-6')}
                />
              </Field>
              <p id="contact-message-hint" className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                10 to 1,000 characters.
              </p>
            </div>
          </div>
          <Honeypot id="contact-website" />
          <SubmitButton className="mt-6 w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" data-idle-icon="" />
            Send Message
          </SubmitButton>
        </form>
      </Container>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-indigo-700 px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.16),transparent_55%)]"
          />
          <div className="relative">
            <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight text-balance">
              Ready to launch your next campaign with AI?
            </h2>
            <p className="mt-4 text-indigo-100">14-day free trial, no setup fees, cancel anytime</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <a
                href="/auth?mode=register"
                className={cn(buttonClasses('inverse', 'lg'), 'w-full sm:w-auto')}
              >
                Create your free account
              </a>
              <a
                href="#contact"
                className={cn(
                  buttonClasses('ghost', 'lg'),
                  'w-full text-white hover:bg-white/10 hover:text-white sm:w-auto dark:text-white dark:hover:bg-white/10',
                )}
              >
                Talk to sales
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

function LandingFooter({ year }: { year: number }) {
  return (
    <footer className="border-t border-slate-200 py-10 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <Container className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <p>© {year} Northstar. All rights reserved.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <a href="/demo" className={cn(linkFocus, 'hover:text-slate-900 dark:hover:text-white')}>
            Demo
          </a>
          <a href="/privacy" className={cn(linkFocus, 'hover:text-slate-900 dark:hover:text-white')}>
            Privacy
          </a>
          <a href="/terms" className={cn(linkFocus, 'hover:text-slate-900 dark:hover:text-white')}>
            Terms
          </a>
          <a
            href={`mailto:${CONTACT.email}`}
            className={cn(linkFocus, 'hover:text-slate-900 dark:hover:text-white')}
          >
            {CONTACT.email}
          </a>
        </nav>
      </Container>
    </footer>
  );
}
