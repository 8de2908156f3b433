import { createContext, type ReactNode, use } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { Container } from './container';
import { LogoLink } from './logo';

/**
 * What the right end of the public header shows, set by the app, which knows the session (this layout does not
 * reach into features): the signed-in user's account menu, Sign In, or nothing while the session is unknown.
 * Without a provider the header offers Sign In.
 */
const PublicHeaderAccountContext = createContext<{ account: ReactNode } | null>(null);

export function PublicHeaderAccountProvider({
  account,
  children,
}: {
  account: ReactNode;
  children: ReactNode;
}) {
  return <PublicHeaderAccountContext value={{ account }}>{children}</PublicHeaderAccountContext>;
}

export function SignInLink() {
  return (
    <Link to="/auth" className={cn(buttonClasses('secondary', 'sm'))}>
      Sign In
    </Link>
  );
}

/** Header and footer around the simple public pages (legal, reset, not found). */
export function PublicLayout({ children, showSignIn = true }: { children: ReactNode; showSignIn?: boolean }) {
  const headerAccount = use(PublicHeaderAccountContext);
  const account = headerAccount ? headerAccount.account : <SignInLink />;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
        <Container className="flex h-16 items-center justify-between gap-4">
          <LogoLink />
          {showSignIn ? account : null}
        </Container>
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
      <footer className="border-t border-slate-200 py-6 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <Container className="flex flex-wrap items-center justify-between gap-3">
          <p>© {new Date().getFullYear()} Northstar</p>
          <nav aria-label="Legal" className="flex gap-4">
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
