import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChartLegend, type LegendItem } from './chart-legend';
import { ChartTooltip, type Point } from './chart-tooltip';
import { clamp, type Size } from './scale';

/** What a chart draws before it is measured: jsdom, which does no layout, keeps this size. */
const FALLBACK_SIZE: Size = { width: 640, height: 240 };

/** The element's size, measured before the first paint and again whenever it changes (the card, the window). */
function useElementSize(): [RefObject<HTMLDivElement | null>, Size] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((current) =>
        current?.width === next.width && current.height === next.height ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size?.width && size.height ? size : FALLBACK_SIZE];
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The data group that shows its tooltip: the one under the pointer, or the one the arrow keys reached while the
 * chart has focus. The last one is remembered, so focusing the chart again shows where the reader left off.
 */
function useActiveGroup(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const last = useRef(0);
  const show = (index: number | null) => {
    if (index !== null) last.current = clamp(index, 0, count - 1);
    setActive(index === null || count === 0 ? null : last.current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (active === null) return;
      event.stopPropagation();
      return setActive(null);
    }
    const step = STEPS[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? count - 1
          : step === undefined
            ? null
            : last.current + step;
    if (target === null || count === 0) return;
    event.preventDefault();
    // After Escape the first arrow brings the tooltip back where it was.
    show(active === null ? last.current : target);
  };
  /** Focus shows the group the reader left off at (the first, the first time). */
  const resume = () => show(last.current);
  return { active, show, resume, onKeyDown };
}

/**
 * The frame every chart shares: the legend, a measured plot area, and one focusable group (role "group", named
 * by `label`) that shows a data group's tooltip on hover and steps through the groups with the arrow keys. The SVG
 * is a picture for sighted readers; the figures reach assistive technology as the table beside the chart, and
 * the tooltip is read out as the keyboard moves.
 */
export function ChartFrame<Geometry>({
  label,
  count,
  legend,
  layout,
  indexAt,
  anchorOf,
  tooltip,
  children,
}: {
  label: string;
  /** How many data groups (bars, or points across the series) the keyboard steps through. */
  count: number;
  legend?: { items: readonly LegendItem[]; icon: 'square' | 'line' };
  /** The chart's geometry (plot box, scales) for the measured size. */
  layout: (size: Size) => Geometry;
  /** The data group at a point of the plot area, or null when the point is outside the plot. */
  indexAt: (geometry: Geometry, point: Point) => number | null;
  /** Where the tooltip of a data group points. */
  anchorOf: (geometry: Geometry, index: number) => Point;
  tooltip: (index: number) => ReactNode;
  /** The SVG's content, with the active data group highlighted. */
  children: (geometry: Geometry, active: number | null) => ReactNode;
}) {
  const [ref, size] = useElementSize();
  const { active, show, resume, onKeyDown } = useActiveGroup(count);
  const geometry = layout(size);
  const id = useId();
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    show(indexAt(geometry, { x: event.clientX - box.left, y: event.clientY - box.top }));
  };
  return (
    <div className="flex h-full w-full flex-col">
      {legend ? <ChartLegend items={legend.items} icon={legend.icon} /> : null}
      <div ref={ref} className="relative min-h-0 flex-1">
        {/* biome-ignore lint/a11y/useSemanticElements: a chart, not the form controls a fieldset groups. */}
        <div
          role="group"
          aria-roledescription="chart"
          aria-label={label}
          aria-describedby={`${id}-hint`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: one tab stop whose arrow keys step through the data.
          tabIndex={0}
          className="absolute inset-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => show(null)}
          onFocus={resume}
          onBlur={() => show(null)}
          onKeyDown={onKeyDown}
        >
          <svg aria-hidden="true" width={size.width} height={size.height} className="block overflow-visible">
            {children(geometry, active)}
          </svg>
          <span id={`${id}-hint`} className="sr-only">
            Arrow keys move through the values; Escape hides them.
          </span>
        </div>
        <div aria-live="polite">
          {active === null ? null : (
            <ChartTooltip id={`${id}-tooltip`} anchor={anchorOf(geometry, active)} bounds={size}>
              {tooltip(active)}
            </ChartTooltip>
          )}
        </div>
      </div>
    </div>
  );
}
