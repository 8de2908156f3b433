import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A range slider; pass one accessible label per thumb (e.g. ['Minimum age', 'Maximum age']). */
export function Slider({
  thumbLabels,
  className,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels: string[] }) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-5 w-full touch-none select-none items-center data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-indigo-600 dark:bg-indigo-400" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          className={cn(
            'block size-5 rounded-full border-2 border-indigo-600 bg-white shadow-sm transition-colors duration-150',
            'hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            'dark:border-indigo-400 dark:bg-slate-900',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
