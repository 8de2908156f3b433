import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

/** Tailwind's `sm` breakpoint (40rem): from here on a table has room; below it, wide tables become cards. */
export const SM_UP_QUERY = '(min-width: 40rem)';

/** Whether a media query matches, kept current as the window changes; `fallback` where there is no matchMedia. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/**
 * A table wider than its column scrolls sideways in here instead of widening the page or being cut off. The
 * region is named and focusable, so a keyboard user can scroll it with the arrow keys and a screen reader says what
 * it holds (WCAG 1.4.10 reflow, 2.1.1 keyboard). A fade on an edge shows that more of the table lies that way.
 */
export function TableScrollRegion({
  label,
  className,
  children,
}: {
  /** The region's accessible name ('Audit log entries'). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const regionRef = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const update = () => {
      const rest = region.scrollWidth - region.clientWidth - region.scrollLeft;
      setHidden((current) => {
        const next = { before: region.scrollLeft > 1, after: rest > 1 };
        return current.before === next.before && current.after === next.after ? current : next;
      });
    };
    update();
    region.addEventListener('scroll', update, { passive: true });
    // The region narrows with the window and the table widens as rows load: both change what is hidden.
    const observer = new ResizeObserver(update);
    observer.observe(region);
    for (const child of region.children) observer.observe(child);
    return () => {
      region.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <div className={cn('relative', className)}>
      {/* A named <section> is a region landmark. Positioned, so that visually hidden (absolute) text in a cell far
          to the right scrolls with the table instead of widening the page. */}
      <section
        ref={regionRef}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto overscroll-x-contain rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
      >
        {children}
      </section>
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 w-4 bg-linear-to-r from-white to-transparent transition-opacity duration-150 motion-reduce:transition-none dark:from-slate-900',
          hidden.before ? 'opacity-100' : 'opacity-0',
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 w-4 bg-linear-to-l from-white to-transparent transition-opacity duration-150 motion-reduce:transition-none dark:from-slate-900',
          hidden.after ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}

/**
 * A list of records as cards below the `sm` breakpoint and as a table, in a {@link TableScrollRegion}, from it on.
 * Only one of the two is rendered, so assistive technology meets each record once. Without matchMedia (tests,
 * very old browsers) the table shows.
 */
export function ResponsiveTable({
  label,
  table,
  cards,
  className,
}: {
  /** Names the scroll region; give the cards' list the same name. */
  label: string;
  table: ReactNode;
  cards: ReactNode;
  className?: string;
}) {
  const isWide = useMediaQuery(SM_UP_QUERY, true);
  return isWide ? (
    <TableScrollRegion label={label} className={className}>
      {table}
    </TableScrollRegion>
  ) : (
    <div className={className}>{cards}</div>
  );
}
