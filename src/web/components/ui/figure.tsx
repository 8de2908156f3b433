import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

/**
 * Each figure style's largest size and its line (Tailwind's text-2xl, and text-3xl from sm up). The line keeps its
 * height when the figure shrinks, so a long figure moves nothing below it and matches its skeleton.
 */
const SIZES = {
  md: '[--figure-size:1.5rem] [--figure-line:2rem]',
  lg: '[--figure-size:1.5rem] [--figure-line:2rem] sm:[--figure-size:1.875rem] sm:[--figure-line:2.25rem]',
};

/**
 * A card's headline figure (a total, a KPI, a counter) on one line: at its size while it fits the card, smaller when
 * its characters would not (base.css, `.figure-fit`), so "$1,250,000" in a half-width card on a 320 px phone shrinks
 * instead of running out of the card or being cut to "$1,25…". The card names itself the container (`@container`).
 */
export function Figure({
  value,
  size = 'lg',
  as: Tag = 'p',
  className,
}: {
  value: string;
  size?: keyof typeof SIZES;
  as?: 'p' | 'dd';
  className?: string;
}) {
  return (
    <Tag
      className={cn('figure-fit font-semibold tabular-nums', SIZES[size], className)}
      style={{ '--figure-chars': Math.max(value.length, 1) } as CSSProperties}
    >
      {value}
    </Tag>
  );
}
