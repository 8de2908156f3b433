import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Page content column: at most 1280 px wide, 16 px side padding on phones. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
