import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { clamp, type Size } from './scale';

export interface Point {
  x: number;
  y: number;
  /** How far the highlighted data reaches either side of x (half a bar group): the tooltip keeps clear of it. */
  reach?: number;
  /** Half the height of a bar lying across the chart: the tooltip may go under or over it instead. */
  below?: number;
}

/** Room between the data and the tooltip. */
const GAP = 12;

/**
 * Right of the anchor, centred on it vertically; with no room there, left of it, or (for a bar lying across the
 * chart, `below` set) under or over its band, so it never hides the bar's own label. Always inside the chart: the
 * tooltip never spills over the card or off a phone's screen.
 */
export function placeTooltip(anchor: Point, size: Size, bounds: Size): { left: number; top: number } {
  const reach = (anchor.reach ?? 0) + GAP;
  const fitsRight = anchor.x + reach + size.width <= bounds.width;
  let left = fitsRight ? anchor.x + reach : anchor.x - reach - size.width;
  let top = anchor.y - size.height / 2;
  if (!fitsRight && anchor.below !== undefined) {
    const under = anchor.y + anchor.below + GAP / 2;
    left = anchor.x - size.width / 2;
    top = under + size.height <= bounds.height ? under : anchor.y - anchor.below - GAP / 2 - size.height;
  }
  return {
    left: clamp(left, 0, Math.max(0, bounds.width - size.width)),
    top: clamp(top, 0, Math.max(0, bounds.height - size.height)),
  };
}

/**
 * The floating box, absolutely positioned in the chart's (relative) container: measured before the first paint
 * and placed by `placeTooltip`, so it never flashes at the wrong place.
 */
export function ChartTooltip({
  id,
  anchor,
  bounds,
  children,
}: {
  id: string;
  anchor: Point;
  bounds: Size;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  // Every render: the content (and so the size) changes with the anchor.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const next = placeTooltip(anchor, { width: box.offsetWidth, height: box.offsetHeight }, bounds);
    setPosition((current) =>
      current && current.left === next.left && current.top === next.top ? current : next,
    );
  });
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className="pointer-events-none absolute top-0 left-0 z-10 whitespace-nowrap"
      style={
        position
          ? { transform: `translate(${position.left}px, ${position.top}px)` }
          : { visibility: 'hidden' }
      }
    >
      {children}
    </div>
  );
}

/** The look of every chart tooltip: a title (the day or the name) and its exact figures. */
export function ChartTooltipBox({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg tabular-nums dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      {lines.map(([label, value]) => (
        <p key={label} className="mt-0.5 text-slate-600 dark:text-slate-300">
          {label} {value}
        </p>
      ))}
    </div>
  );
}
