import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-400 transition-colors duration-150',
  'focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600/30',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
  'dark:focus-visible:border-indigo-400 dark:aria-invalid:border-red-400',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
