import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

/*
 * Tabs after the WAI-ARIA Authoring Practices' tabs pattern (automatic activation): the tab list is one tab stop,
 * the arrow keys, Home and End move between tabs and open the one they reach, and only the open panel is rendered.
 * Written here rather than taken from Radix: its collection, roving focus and presence machinery cost the pages with
 * tabs about 8 KB of JavaScript (gzip).
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  idFor: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be used inside <Tabs>');
  return state;
}

export function Tabs({
  value: controlled,
  defaultValue = '',
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const baseId = useId();
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    setUncontrolled(next);
    onValueChange?.(next);
  };
  // Values are the app's own identifiers (no spaces), so they can go into an id as they are.
  const idFor = (part: 'tab' | 'panel', of: string) => `${baseId}-${part}-${of}`;
  return (
    <TabsContext value={{ value, select, idFor }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** Arrow keys, Home and End: the next, previous, first or last enabled tab of the list takes focus and opens. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const target = current === -1 ? null : targetIndex(event.key, current, tabs.length);
  if (target === null) return;
  event.preventDefault();
  const next = tabs[target];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-controls={tabs.idFor('panel', value)}
      aria-selected={isActive}
      data-state={isActive ? 'active' : 'inactive'}
      tabIndex={isActive ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium text-slate-600',
        'transition-colors duration-150 ease-out hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        'data-[state=active]:bg-indigo-50 data-[state=active]:text-indigo-700',
        'dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:bg-indigo-950 dark:data-[state=active]:text-indigo-300',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      data-state="active"
      className={cn(
        'mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600',
        className,
      )}
      {...props}
    />
  );
}
