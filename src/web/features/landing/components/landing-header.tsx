import { Menu, X } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { LogoMark } from '../../../components/layout/logo';
import { type ButtonVariant, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { linkFocus } from './landing-styles';

const NAV_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#compare', label: 'Compare' },
  { href: '#contact', label: 'Contact' },
];

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

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container className="flex h-16 items-center justify-between gap-3">
        <HomeLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.href}
              link={link}
              className="px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            />
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AuthLinks signInVariant="ghost" size="sm" />
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
                  <NavLink
                    link={link}
                    className="block px-2 py-3 text-base font-medium text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-900"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 pb-2 dark:border-slate-800">
            <AuthLinks signInVariant="secondary" size="md" />
          </div>
        </Container>
      </div>
    </header>
  );
}

/** A section of the page, on the bar and again in the mobile menu, at each one's size. */
function NavLink({ link, className }: { link: (typeof NAV_LINKS)[number]; className: string }) {
  return (
    <a href={link.href} className={cn(linkFocus, className)}>
      {link.label}
    </a>
  );
}

/** The two ways in, on the bar and again in the mobile menu; registering is always the primary one. */
function AuthLinks({ signInVariant, size }: { signInVariant: ButtonVariant; size: 'sm' | 'md' }) {
  return (
    <>
      <a href="/auth" className={buttonClasses(signInVariant, size)}>
        Sign In
      </a>
      <a href="/auth?mode=register" className={buttonClasses('primary', size)}>
        Get Started Free
      </a>
    </>
  );
}
