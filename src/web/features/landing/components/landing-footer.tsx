import { Container } from '../../../components/layout/container';
import { LogoMark } from '../../../components/layout/logo';
import { cn } from '../../../lib/cn';
import { CONTACT } from './landing-data';
import { linkFocus } from './landing-styles';

export function LandingFooter({ year }: { year: number }) {
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
