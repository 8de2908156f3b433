import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { IconTile } from '../ui/icon-tile';

interface StatusScreenProps {
  icon: LucideIcon;
  tone?: 'neutral' | 'warning' | 'danger';
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}

/** A centred message with one way out: access screens, not-found, load failures. */
export function StatusScreen({ icon, tone = 'neutral', title, children, action }: StatusScreenProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md text-center">
        <IconTile icon={icon} tone={tone} size="lg" className="mx-auto" />
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-3 space-y-3 text-sm text-slate-600 dark:text-slate-400">{children}</div>
        <Link to={action.to} className={cn(buttonClasses('primary', 'md'), 'mt-8')}>
          {action.label}
        </Link>
      </div>
    </div>
  );
}
