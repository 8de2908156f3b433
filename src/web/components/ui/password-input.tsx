import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

/**
 * A password input with a show/hide toggle. The toggle is named by visually hidden text rather than
 * aria-label so that finding the field by its label ("Password") never also matches the toggle.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        {...props}
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-11', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((visible) => !visible)}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-white"
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{isVisible ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  );
}
