import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const VALUE_SIZES = {
  /** One fact among others: a row's figures, a card's facts. */
  sm: 'mt-0.5 text-sm font-medium',
  /** A figure in a grid of many small tiles. */
  md: 'mt-0.5 text-base font-semibold',
  /** A headline figure in a tile of its own. */
  lg: 'mt-1 text-xl font-semibold',
};

/**
 * One figure of a `<dl>`: its name, then its value in tabular figures. The `<div>` that groups the pair (HTML allows
 * it in a `<dl>`) takes `className`: a tile's border, a grid span.
 */
export function Stat({
  label,
  children,
  size = 'sm',
  className,
  labelClassName,
  detail,
}: {
  label: string;
  children: ReactNode;
  size?: keyof typeof VALUE_SIZES;
  className?: string;
  /** Added to the name's classes: a heavier weight, or `lg:sr-only` where column headings name the figures. */
  labelClassName?: string;
  /** Another `<dd>` under the value: its change, a bar. */
  detail?: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className={cn('text-xs text-slate-500 dark:text-slate-400', labelClassName)}>{label}</dt>
      <dd className={cn(VALUE_SIZES[size], 'tabular-nums text-slate-900 dark:text-white')}>{children}</dd>
      {detail}
    </div>
  );
}
