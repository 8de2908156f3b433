import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
  brand: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-400',
  success:
    'bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-400 dark:ring-emerald-900',
  warning:
    'bg-amber-50 text-amber-600 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-400 dark:ring-amber-900',
  danger: 'bg-red-50 text-red-600 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-400 dark:ring-red-900',
};

const SIZES = {
  /** Beside a heading in a card or a list. */
  md: { tile: 'size-10 rounded-lg', icon: 'size-5' },
  /** Above the heading of a screen or a whole panel's message. */
  lg: { tile: 'size-12 rounded-xl', icon: 'size-6' },
};

/** An icon on a tinted square that says what a message is about; the tone is its status, never decoration. */
export function IconTile({
  icon: Icon,
  tone,
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  size?: keyof typeof SIZES;
  /** Placement only: `mx-auto` to centre it. */
  className?: string;
}) {
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center', SIZES[size].tile, TONES[tone], className)}
    >
      <Icon aria-hidden="true" className={SIZES[size].icon} />
    </span>
  );
}
