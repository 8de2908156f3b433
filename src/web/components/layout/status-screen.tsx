import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';

interface StatusScreenProps {
  icon: LucideIcon;
  tone?: 'neutral' | 'warning' | 'danger';
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}

const TONES = {
  neutral: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  warning:
    'bg-amber-50 text-amber-600 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-400 dark:ring-amber-900',
  danger: 'bg-red-50 text-red-600 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-400 dark:ring-red-900',
};

/** A centred message with one way out: access screens, not-found, load failures. */
export function StatusScreen({ icon: Icon, tone = 'neutral', title, children, action }: StatusScreenProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md text-center">
        <span className={cn('mx-auto flex size-12 items-center justify-center rounded-xl', TONES[tone])}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-3 space-y-3 text-sm text-slate-600 dark:text-slate-400">{children}</div>
        <Link to={action.to} className={cn(buttonClasses('primary', 'md'), 'mt-8')}>
          {action.label}
        </Link>
      </div>
    </div>
  );
}
