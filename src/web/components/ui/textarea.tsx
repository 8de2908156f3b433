import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-28 py-2 leading-6', className)} {...props} />;
}
