import { cn } from '../../../lib/cn';

const WIDTH = 120;
const HEIGHT = 32;
/** Room for the stroke at the top and bottom edges. */
const INSET = 2;

export interface SparklineLine {
  values: readonly number[];
  /** Stroke colour classes (UI.md: the indigo accent for the figure, slate for a reference line). */
  className: string;
  /** Fill classes for a faint area down to the baseline (one line only: two areas would muddy each other). */
  areaClassName?: string;
}

type Point = [number, number];

/**
 * The paths are decoration under the image's name. (Spread in, because the a11y lint takes an SVG path for a
 * focusable element; it is not one.)
 */
const HIDDEN = { 'aria-hidden': true } as const;

/** One series' points on a scale shared by all lines, from zero (an honest baseline) to the highest value. */
function pointsOf(values: readonly number[], max: number): Point[] {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, i) => [
    values.length > 1 ? i * step : WIDTH / 2,
    max > 0 ? HEIGHT - INSET - (value / max) * (HEIGHT - 2 * INSET) : HEIGHT - INSET,
  ]);
}

function pathOf(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/**
 * A small inline trend line, in plain SVG: no axes, grid or tooltip, so not one of components/charts. The
 * picture is one image with `label` as its accessible name (say what it shows and where it went); the lines
 * themselves are hidden from assistive technology. The series are complete days (periods end yesterday), so no
 * point stands for a day still in progress.
 */
export function Sparkline({
  lines,
  label,
  className,
}: {
  lines: readonly SparklineLine[];
  label: string;
  className?: string;
}) {
  const max = Math.max(0, ...lines.flatMap((line) => line.values));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn('block h-8 w-full overflow-visible', className)}
    >
      {lines.map((line) => {
        const points = pointsOf(line.values, max);
        const stroke = {
          ...HIDDEN,
          fill: 'none',
          strokeWidth: 1.5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          vectorEffect: 'non-scaling-stroke',
          className: line.className,
        } as const;
        return (
          <g key={line.className}>
            {line.areaClassName && points.length > 1 ? (
              <path
                {...HIDDEN}
                d={`${pathOf(points)} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`}
                className={cn('stroke-none', line.areaClassName)}
              />
            ) : null}
            <path d={pathOf(points)} {...stroke} />
          </g>
        );
      })}
    </svg>
  );
}
