import { ChartNoAxesCombined, ShieldCheck, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LogoLink } from '../../../components/layout/logo';
import { useIsGoogleSignInOffered } from '../api/google-sign-in';
import { GoogleSignInButton, GoogleSignInError, OrDivider } from './google-sign-in';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type AuthMode = 'sign-in' | 'register';

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: 'From brief to launch in minutes',
    text: 'AI drafts audiences, copy and budgets for you.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Every channel, one view',
    text: 'Revenue, ROAS and conversions side by side.',
  },
  {
    icon: ShieldCheck,
    title: 'Built for teams',
    text: 'Roles for analysts, managers, directors and admins.',
  },
];

/**
 * Sign in or register (SPEC §2 Auth). `?mode=register` opens registration. On a protected page a signed-out
 * visitor sees this screen in place (`embedded`), with a heading that says why.
 */
export function AuthPage({ embedded = false }: { embedded?: boolean }) {
  const [searchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'register' ? 'register' : 'sign-in';
  const isRegister = mode === 'register';
  const isGoogleOffered = useIsGoogleSignInOffered();

  const heading = isRegister ? 'Create your account' : embedded ? 'Sign in to continue' : 'Welcome back';
  const intro = isRegister
    ? 'Start your 14-day free trial. No credit card required.'
    : embedded
      ? 'This page is available to signed-in members of your workspace.'
      : 'Sign in to your Northstar workspace.';

  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] dark:bg-slate-950">
      <aside className="relative hidden overflow-hidden bg-indigo-700 p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.16),transparent_55%),radial-gradient(circle_at_100%_100%,rgb(99_102_241/0.9),transparent_60%)]"
        />
        <div className="relative flex flex-1 flex-col">
          <LogoLink inverse />
          <div className="my-auto max-w-md py-12">
            <p className="text-3xl font-semibold leading-tight tracking-tight">
              Plan, launch and optimise your campaigns with AI.
            </p>
            <ul className="mt-10 space-y-6">
              {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-medium">{title}</span>
                    <span className="block text-sm text-indigo-100">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-indigo-200">
            SOC 2 certified · Trusted by 10,000+ marketers in 150+ countries
          </p>
        </div>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8 sm:py-8">
        <div className="lg:hidden">
          <LogoLink />
        </div>
        <div className="mx-auto my-auto w-full max-w-md py-10">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {heading}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{intro}</p>

          <GoogleSignInError />

          <div className="mt-8">
            {isGoogleOffered ? (
              <>
                <GoogleSignInButton />
                <OrDivider />
              </>
            ) : null}
            {isRegister ? <RegisterForm /> : <SignInForm />}
          </div>

          <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
            {isRegister ? 'Already have an account?' : "Don't have an account?"}{' '}
            <Link
              to={{ search: isRegister ? '' : '?mode=register' }}
              className="rounded font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400"
            >
              {isRegister ? 'Sign in' : 'Create an account'}
            </Link>
          </p>
        </div>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          By continuing you agree to our{' '}
          <Link to="/terms" className="underline hover:text-slate-700 dark:hover:text-slate-300">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline hover:text-slate-700 dark:hover:text-slate-300">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
