import { Container } from '../../../components/layout/container';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { isProbablySignedIn } from '../../../lib/signed-in-hint';

/**
 * The demo's top bar and the banner saying the data is sample data. A visitor this browser knows as signed in
 * (lib/signed-in-hint.ts: no API call, SPEC §2) gets the way back to the dashboard instead of Sign In.
 */
export function DemoHeader({ isSignedIn = isProbablySignedIn() }: { isSignedIn?: boolean }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <Container className="flex h-16 items-center justify-between gap-3">
          <HomeLogo />
          {isSignedIn ? (
            <a href="/" className={buttonClasses('primary', 'sm')}>
              Go to Dashboard
            </a>
          ) : (
            <div className="flex items-center gap-2">
              <a href="/auth" className={cn(buttonClasses('ghost', 'sm'), 'max-sm:hidden')}>
                Sign In
              </a>
              <a href="/auth?mode=register" className={buttonClasses('primary', 'sm')}>
                Start Free Trial
              </a>
            </div>
          )}
        </Container>
      </header>
      <div className="border-b border-indigo-100 bg-indigo-50 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
        <Container className="py-2.5">
          You are viewing a demo workspace with sample data. Nothing you do here is saved.
        </Container>
      </div>
    </>
  );
}

/**
 * LogoLink (components/layout/logo.tsx) as a plain anchor, with LogoMark's markup: that module also holds LogoLink,
 * which imports React Router, and importing it would bring the router back to a first visit of /demo.
 */
function HomeLogo() {
  return (
    <a
      href="/"
      className="inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-indigo-600 dark:fill-indigo-500" />
        <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#fff" />
      </svg>
      Northstar
    </a>
  );
}
