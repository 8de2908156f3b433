import {
  ArrowRight,
  BrainCircuit,
  ChartNoAxesCombined,
  Images,
  Scale,
  Sparkles,
  Target,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import { LogoLink } from '../../../components/layout/logo';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'AI Campaign Builder',
    text: 'Turn a brief into a launch-ready campaign: audience, copy and budget split in minutes.',
  },
  {
    icon: Target,
    title: 'Smart Audience Targeting',
    text: 'Find the people most likely to convert by demographics, interests and behaviour.',
  },
  {
    icon: Images,
    title: 'Multimodal Content',
    text: 'Headlines, descriptions, calls to action and image prompts in your brand voice.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Predictive Analytics',
    text: 'Forecast reach, click-through and conversions before you spend a dollar.',
  },
  {
    icon: Workflow,
    title: 'Autonomous Optimization',
    text: 'Budget and bids follow performance across channels, with every change recorded.',
  },
  {
    icon: Scale,
    title: 'Ethical AI Monitor',
    text: 'Transparent recommendations with confidence scores you can review and undo.',
  },
];

const STATS = [
  { value: '10,000+', label: 'marketers' },
  { value: '300%', label: 'ROI increase' },
  { value: '5 min', label: 'to set up' },
  { value: '150+', label: 'countries' },
];

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
        <Container className="flex h-16 items-center justify-between gap-3">
          <LogoLink />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link to="/auth" className={buttonClasses('ghost', 'sm')}>
              Sign In
            </Link>
            <Link to="/auth?mode=register" className={buttonClasses('primary', 'sm')}>
              Get Started Free
            </Link>
          </nav>
        </Container>
      </header>

      <main>
        <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(99_102_241/0.14),transparent_60%)]"
          />
          <Container className="py-16 text-center sm:py-24 lg:py-28">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-300">
              <BrainCircuit aria-hidden="true" className="size-4" />
              AI-assisted campaign platform
            </p>
            <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Marketing campaigns that plan, launch and optimise themselves
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-400">
              Northstar gives your team an AI co-pilot for every campaign: from audience and content to budget
              allocation and performance insights.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link
                to="/auth?mode=register"
                className={cn(buttonClasses('primary', 'lg'), 'w-full sm:w-auto')}
              >
                Start Free Trial
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to="/demo" className={cn(buttonClasses('secondary', 'lg'), 'w-full sm:w-auto')}>
                View Demo
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
              14-day free trial, no setup fees, cancel anytime
            </p>
            <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
              {STATS.map((stat) => (
                <div key={stat.label}>
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900 dark:text-white">
                    {stat.value}
                  </dd>
                  <dd aria-hidden="true" className="text-sm text-slate-500 dark:text-slate-400">
                    {stat.label}
                  </dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>

        <section aria-labelledby="features-heading" className="py-16 sm:py-24">
          <Container>
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-heading" className="text-3xl font-semibold tracking-tight">
                Everything your campaigns need
              </h2>
              <p className="mt-4 text-slate-600 dark:text-slate-400">
                One workspace for planning, content, targeting and measurement.
              </p>
            </div>
            <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li
                  key={title}
                  className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      </main>

      <footer className="border-t border-slate-200 py-8 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <Container className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Northstar. All rights reserved.</p>
          <nav aria-label="Legal" className="flex gap-6">
            <Link to="/privacy" className="hover:text-slate-900 dark:hover:text-white">
              Privacy
            </Link>
            <Link to="/terms" className="hover:text-slate-900 dark:hover:text-white">
              Terms
            </Link>
          </nav>
        </Container>
      </footer>
    </div>
  );
}
