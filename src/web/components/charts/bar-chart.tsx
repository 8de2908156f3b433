import type { ReactNode } from 'react';
import { CategoryAxis, type CategoryLayout, layoutCategories, ValueAxis } from './chart-axes';
import { ChartFrame } from './chart-frame';
import type { Point } from './chart-tooltip';
import {
  type Box,
  bandScale,
  type CategoryScale,
  type LinearScale,
  linearScale,
  type Size,
  tickCountFor,
} from './scale';
import { CHART_CLASSES, LABEL_ROW, PLOT_MARGIN, TITLE_ROW, VALUE_AXIS_WIDTH } from './theme';

export interface BarSeries<Row> {
  name: string;
  value: (row: Row) => number;
  /** One colour for the series, or one per bar (each channel in its own colour). */
  color: string | ((row: Row) => string);
}

export interface BarChartProps<Row> {
  data: readonly Row[];
  /** The chart's accessible name. */
  label: string;
  /** The category's label (a day, a channel), also its key: categories are distinct. */
  category: (row: Row) => string;
  series: readonly BarSeries<Row>[];
  /** 'columns': categories along the bottom; 'rows': categories down the left, bars growing rightwards. */
  layout?: 'columns' | 'rows';
  formatValue: (value: number) => string;
  valueTitle?: string;
  categoryTitle?: string;
  /** Dates may skip labels when crowded ('thin'); names never do ('all'). */
  categoryFit?: 'thin' | 'all';
  /** The width of the category labels in the 'rows' layout. */
  categoryWidth?: number;
  legend?: boolean;
  tooltip: (row: Row) => ReactNode;
}

/** Bars never grow fatter than this; bars of one category sit this far apart; categories keep 20% of their band free. */
const MAX_BAR = 28;
const BAR_GAP = 4;
const BAND_FILL = 0.8;
const RADIUS = 3;

interface BarGeometry {
  plot: Box;
  values: LinearScale;
  categories: CategoryScale;
  labels: string[];
  categoryLayout?: CategoryLayout;
  bar: number;
}

function layoutBars<Row>(props: BarChartProps<Row>, size: Size): BarGeometry {
  const { data, series, layout = 'columns' } = props;
  const isRows = layout === 'rows';
  const labels = data.map(props.category);
  const all = series.flatMap((s) => data.map(s.value));
  const top = PLOT_MARGIN.top;
  // 'rows': category labels on the left, values along the bottom; 'columns': the other way round.
  const left = PLOT_MARGIN.left + (isRows ? (props.categoryWidth ?? 112) : VALUE_AXIS_WIDTH);
  const width = Math.max(1, size.width - left - PLOT_MARGIN.right);
  const categoryLayout = isRows
    ? undefined
    : layoutCategories(labels, width / Math.max(1, data.length), props.categoryFit ?? 'all');
  const below = categoryLayout
    ? categoryLayout.height + (props.categoryTitle ? TITLE_ROW : 0)
    : LABEL_ROW + (props.valueTitle ? TITLE_ROW : 0);
  const height = Math.max(1, size.height - top - below);
  const categories = isRows ? bandScale(data.length, top, height) : bandScale(data.length, left, width);
  const values = isRows
    ? linearScale(all, [left, left + width], { count: tickCountFor(width, 64), isInteger: true })
    : linearScale(all, [top + height, top], { count: tickCountFor(height, 48), isInteger: true });
  const barOf = (band: number) =>
    Math.max(1, Math.min(MAX_BAR, (band * BAND_FILL - BAR_GAP * (series.length - 1)) / series.length));
  return {
    plot: { left, top, width, height },
    values,
    categories,
    labels,
    ...(categoryLayout ? { categoryLayout } : {}),
    bar: barOf(categories.band),
  };
}

/** A bar as a path with its far end rounded (the end away from zero), in either direction. */
export function barPath(from: number, to: number, start: number, thickness: number, isRows: boolean): string {
  const length = Math.abs(to - from);
  const r = Math.min(RADIUS, thickness / 2, length);
  // Corner radii clockwise from the top left, rounded only at the far end: pixels grow rightwards and downwards,
  // so a rightward bar ends on its right, an upward column (to < from) on its top.
  const isForward = isRows ? to >= from : to > from;
  const [tl, tr, br, bl] = isRows
    ? isForward
      ? [0, r, r, 0]
      : [r, 0, 0, r]
    : isForward
      ? [0, 0, r, r]
      : [r, r, 0, 0];
  const [x, y, w, h] = isRows
    ? [Math.min(from, to), start, length, thickness]
    : [start, Math.min(from, to), thickness, length];
  return [
    `M${x + tl},${y}H${x + w - tr}Q${x + w},${y} ${x + w},${y + tr}`,
    `V${y + h - br}Q${x + w},${y + h} ${x + w - br},${y + h}`,
    `H${x + bl}Q${x},${y + h} ${x},${y + h - bl}V${y + tl}Q${x},${y} ${x + tl},${y}Z`,
  ].join('');
}

/** Where bar `j` of a category starts across the band (its group centred on the category). */
function barStart(geometry: BarGeometry, index: number, j: number, count: number): number {
  const group = geometry.bar * count + BAR_GAP * (count - 1);
  return geometry.categories.center(index) - group / 2 + j * (geometry.bar + BAR_GAP);
}

function Bars<Row>({
  props,
  geometry,
  active,
}: {
  props: BarChartProps<Row>;
  geometry: BarGeometry;
  active: number | null;
}) {
  const isRows = props.layout === 'rows';
  const { plot, values, categories } = geometry;
  const zero = values(0);
  return (
    <>
      {active === null ? null : (
        <rect
          className={CHART_CLASSES.cursor}
          {...(isRows
            ? {
                x: plot.left,
                width: plot.width,
                y: categories.center(active) - categories.band / 2,
                height: categories.band,
              }
            : {
                y: plot.top,
                height: plot.height,
                x: categories.center(active) - categories.band / 2,
                width: categories.band,
              })}
        />
      )}
      <ValueAxis
        scale={values}
        plot={plot}
        side={isRows ? 'bottom' : 'left'}
        format={props.formatValue}
        title={props.valueTitle}
      />
      {props.data.map((row, i) =>
        props.series.map((s, j) => {
          const to = values(s.value(row));
          if (Math.abs(to - zero) < 0.5) return null;
          const fill = typeof s.color === 'string' ? s.color : s.color(row);
          const start = barStart(geometry, i, j, props.series.length);
          return (
            <path
              key={`${geometry.labels[i]}-${s.name}`}
              d={barPath(zero, to, start, geometry.bar, isRows)}
              fill={fill}
            />
          );
        }),
      )}
      <CategoryAxis
        labels={geometry.labels}
        scale={categories}
        plot={plot}
        side={isRows ? 'left' : 'bottom'}
        layout={geometry.categoryLayout}
      />
      {props.categoryTitle && !isRows ? (
        <text
          x={plot.left + plot.width / 2}
          y={plot.top + plot.height + (geometry.categoryLayout?.height ?? LABEL_ROW) + TITLE_ROW - 4}
          textAnchor="middle"
          className={CHART_CLASSES.title}
        >
          {props.categoryTitle}
        </text>
      ) : null}
    </>
  );
}

const isInside = (plot: Box, { x, y }: Point) =>
  x >= plot.left && x <= plot.left + plot.width && y >= plot.top && y <= plot.top + plot.height;

/** Bars by category, one or more series side by side, in the house look, with a tooltip per category. */
export function BarChart<Row>(props: BarChartProps<Row>) {
  const isRows = props.layout === 'rows';
  const { data, series } = props;
  return (
    <ChartFrame<BarGeometry>
      label={props.label}
      count={data.length}
      legend={
        props.legend
          ? {
              icon: 'square',
              items: series.map((s) => ({
                name: s.name,
                color: typeof s.color === 'string' ? s.color : '#64748b',
              })),
            }
          : undefined
      }
      layout={(size) => layoutBars(props, size)}
      indexAt={(g, point) =>
        isInside(g.plot, point) ? g.categories.indexAt(isRows ? point.y : point.x) : null
      }
      anchorOf={(g, index) => {
        const row = data[index] as Row;
        const ends = series.map((s) => g.values(s.value(row)));
        const center = g.categories.center(index);
        return isRows
          ? { x: Math.max(g.values(0), ...ends), y: center, below: g.categories.band / 2 }
          : { x: center, y: Math.min(g.values(0), ...ends), reach: g.categories.band / 2 };
      }}
      tooltip={(index) => props.tooltip(data[index] as Row)}
    >
      {(geometry, active) => <Bars props={props} geometry={geometry} active={active} />}
    </ChartFrame>
  );
}
