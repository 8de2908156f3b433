import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600 dark:fill-indigo-500" />
      <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#fff" />
    </svg>
  );
}

/** The Northstar logo, linking home. Its accessible name is the product name. */
export function LogoLink({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600',
        inverse ? 'text-white' : 'text-slate-900 dark:text-white',
        className,
      )}
    >
      <LogoMark className={inverse ? '[&_rect]:fill-white/15' : undefined} />
      Northstar
    </Link>
  );
}
