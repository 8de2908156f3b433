import type { Box, CategoryScale, LinearScale } from './scale';
import { textWidth } from './scale';
import { CHART_CLASSES, LABEL_ROW, TITLE_ROW, VALUE_AXIS_WIDTH } from './theme';

/** The gap between a label and the plot. */
const TICK_GAP = 8;
/** The least room between two category labels side by side. */
const LABEL_GAP = 12;
const LINE_HEIGHT = 14;

/** How category labels under a plot fit: every `step`th label, on one line, on two, or slanted. */
export interface CategoryLayout {
  kind: 'line' | 'wrap' | 'slant';
  /** Show every step-th label, counted back from the last (the latest date is always labelled). */
  step: number;
  /** The height the labels take under the plot. */
  height: number;
}

/** Splits a label at the space nearest its middle ("Google Display" → "Google", "Display"). */
export function wrapLabel(label: string): string[] {
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return [label];
  const middle = label.length / 2;
  const at = spaces.reduce((best, index) =>
    Math.abs(index - middle) < Math.abs(best - middle) ? index : best,
  );
  return [label.slice(0, at), label.slice(at + 1)];
}

/**
 * Dates can skip labels (`thin`); names cannot (`all`), so they wrap onto two lines, and slant when even that
 * is too wide for their bands (six channels on a phone).
 */
export function layoutCategories(
  labels: readonly string[],
  band: number,
  fit: 'thin' | 'all',
): CategoryLayout {
  const widest = (lines: string[][]) => Math.max(0, ...lines.flat().map(textWidth));
  const single = widest(labels.map((label) => [label]));
  if (single + LABEL_GAP <= band) return { kind: 'line', step: 1, height: LABEL_ROW };
  if (fit === 'thin')
    return { kind: 'line', step: Math.ceil((single + LABEL_GAP) / band), height: LABEL_ROW };
  if (widest(labels.map(wrapLabel)) + LABEL_GAP / 2 <= band) {
    return { kind: 'wrap', step: 1, height: LABEL_ROW + LINE_HEIGHT };
  }
  return { kind: 'slant', step: 1, height: Math.ceil(single * 0.62) + LABEL_ROW };
}

/** Grid lines at the value ticks, the zero line as the baseline, the tick labels and the axis title. */
export function ValueAxis({
  scale,
  plot,
  side,
  format,
  title,
}: {
  scale: LinearScale;
  plot: Box;
  /** 'left': values grow upwards (columns, lines); 'bottom': values grow rightwards (rows of bars). */
  side: 'left' | 'bottom';
  format: (value: number) => string;
  title?: string;
}) {
  const isLeft = side === 'left';
  const bottom = plot.top + plot.height;
  return (
    <g>
      {scale.ticks.map((tick) => {
        const at = scale(tick);
        const line = isLeft
          ? { x1: plot.left, x2: plot.left + plot.width, y1: at, y2: at }
          : { x1: at, x2: at, y1: plot.top, y2: bottom };
        return (
          <g key={tick}>
            <line {...line} className={tick === 0 ? CHART_CLASSES.baseline : CHART_CLASSES.grid} />
            <text
              x={isLeft ? plot.left - TICK_GAP : at}
              y={isLeft ? at : bottom + 16}
              dy={isLeft ? '0.32em' : undefined}
              textAnchor={isLeft ? 'end' : 'middle'}
              className={CHART_CLASSES.tick}
            >
              {format(tick)}
            </text>
          </g>
        );
      })}
      {title && isLeft ? (
        <text
          transform={`translate(${plot.left - VALUE_AXIS_WIDTH + 12} ${plot.top + plot.height / 2}) rotate(-90)`}
          textAnchor="middle"
          className={CHART_CLASSES.title}
        >
          {title}
        </text>
      ) : null}
      {title && !isLeft ? (
        <AxisTitle x={plot.left + plot.width / 2} y={bottom + LABEL_ROW + TITLE_ROW - 4} title={title} />
      ) : null}
    </g>
  );
}

export function AxisTitle({ x, y, title }: { x: number; y: number; title: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" className={CHART_CLASSES.title}>
      {title}
    </text>
  );
}

/** Category labels under a plot (columns, lines) or beside it (rows of bars), laid out by `layoutCategories`. */
export function CategoryAxis({
  labels,
  scale,
  plot,
  side,
  layout,
}: {
  labels: readonly string[];
  scale: CategoryScale;
  plot: Box;
  side: 'bottom' | 'left';
  layout?: CategoryLayout;
}) {
  const last = labels.length - 1;
  return (
    <g className={CHART_CLASSES.category}>
      {labels.map((label, i) => {
        const at = scale.center(i);
        if (side === 'left') {
          return (
            <text key={label} x={plot.left - TICK_GAP} y={at} dy="0.32em" textAnchor="end">
              {label}
            </text>
          );
        }
        if (layout && (last - i) % layout.step !== 0) return null;
        const y = plot.top + plot.height + 16;
        if (layout?.kind === 'slant') {
          return (
            <text
              key={label}
              transform={`translate(${at} ${y - 4}) rotate(-45)`}
              dy="0.32em"
              textAnchor="end"
            >
              {label}
            </text>
          );
        }
        const lines = layout?.kind === 'wrap' ? wrapLabel(label) : [label];
        return (
          <text key={label} x={at} y={y} textAnchor="middle">
            {lines.map((line, row) => (
              <tspan key={line} x={at} dy={row === 0 ? 0 : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </g>
  );
}
