import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block with the size of the content it stands in for (no layout shift when it arrives). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800',
        className,
      )}
      {...props}
    />
  );
}
