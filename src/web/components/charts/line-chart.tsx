import type { ReactNode } from 'react';
import { CategoryAxis, type CategoryLayout, layoutCategories, ValueAxis } from './chart-axes';
import { ChartFrame } from './chart-frame';
import {
  type Box,
  type CategoryScale,
  type LinearScale,
  linearScale,
  pointScale,
  type Size,
  tickCountFor,
} from './scale';
import { CHART_CLASSES, PLOT_MARGIN, VALUE_AXIS_WIDTH } from './theme';

export interface LineSeries<Row> {
  name: string;
  value: (row: Row) => number;
  color: string;
}

export interface LineChartProps<Row> {
  data: readonly Row[];
  /** The chart's accessible name. */
  label: string;
  /** The point's label on the horizontal axis (a day), also its key. */
  category: (row: Row) => string;
  series: readonly LineSeries<Row>[];
  formatValue: (value: number) => string;
  valueTitle?: string;
  legend?: boolean;
  tooltip: (row: Row) => ReactNode;
}

interface LineGeometry {
  plot: Box;
  values: LinearScale;
  categories: CategoryScale;
  labels: string[];
  categoryLayout: CategoryLayout;
}

function layoutLines<Row>(props: LineChartProps<Row>, size: Size): LineGeometry {
  const labels = props.data.map(props.category);
  const left = PLOT_MARGIN.left + VALUE_AXIS_WIDTH;
  const width = Math.max(1, size.width - left - PLOT_MARGIN.right);
  // Points run edge to edge, so a label has the room of one step between points.
  const categoryLayout = layoutCategories(labels, width / Math.max(1, labels.length - 1), 'thin');
  const height = Math.max(1, size.height - PLOT_MARGIN.top - categoryLayout.height);
  const bottom = PLOT_MARGIN.top + height;
  return {
    plot: { left, top: PLOT_MARGIN.top, width, height },
    values: linearScale(
      props.series.flatMap((s) => props.data.map(s.value)),
      [bottom, PLOT_MARGIN.top],
      { count: tickCountFor(height, 48), isInteger: true },
    ),
    categories: pointScale(labels.length, left, width),
    labels,
    categoryLayout,
  };
}

/** A point of a line: the day under the pointer or keyboard, or the only day there is. */
function Dot({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <circle cx={x} cy={y} r={4} fill={color} strokeWidth={2} className="stroke-white dark:stroke-slate-900" />
  );
}

function Lines<Row>({
  props,
  geometry,
  active,
}: {
  props: LineChartProps<Row>;
  geometry: LineGeometry;
  active: number | null;
}) {
  const { plot, values, categories } = geometry;
  const activeRow = props.data[active ?? 0];
  return (
    <>
      <ValueAxis scale={values} plot={plot} side="left" format={props.formatValue} title={props.valueTitle} />
      <CategoryAxis
        labels={geometry.labels}
        scale={categories}
        plot={plot}
        side="bottom"
        layout={geometry.categoryLayout}
      />
      {active === null ? null : (
        <line
          x1={categories.center(active)}
          x2={categories.center(active)}
          y1={plot.top}
          y2={plot.top + plot.height}
          className={CHART_CLASSES.cursorLine}
        />
      )}
      {props.series.map((s) => (
        <polyline
          key={s.name}
          points={props.data.map((row, i) => `${categories.center(i)},${values(s.value(row))}`).join(' ')}
          fill="none"
          stroke={s.color}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
      {activeRow !== undefined && (active !== null || props.data.length === 1)
        ? props.series.map((s) => (
            <Dot
              key={s.name}
              x={categories.center(active ?? 0)}
              y={values(s.value(activeRow))}
              color={s.color}
            />
          ))
        : null}
    </>
  );
}

/** Lines over days, one per series, in the house look, with a tooltip per day. */
export function LineChart<Row>(props: LineChartProps<Row>) {
  const { data, series } = props;
  return (
    <ChartFrame<LineGeometry>
      label={props.label}
      count={data.length}
      legend={props.legend ? { icon: 'line', items: series } : undefined}
      layout={(size) => layoutLines(props, size)}
      indexAt={({ plot, categories }, { x, y }) =>
        x >= plot.left - categories.band / 2 &&
        x <= plot.left + plot.width + categories.band / 2 &&
        y >= plot.top &&
        y <= plot.top + plot.height
          ? categories.indexAt(x)
          : null
      }
      anchorOf={(g, index) => {
        const row = data[index] as Row;
        return {
          x: g.categories.center(index),
          y: Math.min(...series.map((s) => g.values(s.value(row)))),
          reach: 4,
        };
      }}
      tooltip={(index) => props.tooltip(data[index] as Row)}
    >
      {(geometry, active) => <Lines props={props} geometry={geometry} active={active} />}
    </ChartFrame>
  );
}
