import { formatCompact, formatDayMonth } from '../lib/format';

const AXIS_TICK = { fontSize: 12, fill: '#64748b' };

/**
 * The house look of a Recharts chart (UI.md): axes, grid, legend and series colours, spread as props
 * (`<CartesianGrid vertical={false} {...chartStyle.grid} />`) so every chart draws them alike.
 */
export const chartStyle = {
  /**
   * What every chart inside a ChartFigure takes: it fills the figure's box, and it has no accessibility layer of
   * its own because the figure hides the chart from assistive technology and gives it the table instead.
   */
  figure: { accessibilityLayer: false, responsive: true, style: { width: '100%', height: '100%' } },
  /** Grid lines in the chart's border colour, light or dark; the chart says which direction to leave out. */
  grid: { stroke: 'currentColor', className: 'text-slate-200 dark:text-slate-800' },
  axisTick: AXIS_TICK,
  /** A horizontal axis of days, one tick per date that fits. */
  dateAxis: {
    dataKey: 'date',
    tickFormatter: formatDayMonth,
    tick: AXIS_TICK,
    tickLine: false,
    minTickGap: 16,
  },
  /** A vertical axis of dollar amounts ("$12K") titled by `label`, written upwards beside it. */
  dollarAxis: (label: string, { labelOffset }: { labelOffset?: number } = {}) =>
    ({
      tickFormatter: formatDollarTick,
      tick: AXIS_TICK,
      tickLine: false,
      axisLine: false,
      width: 64,
      label: {
        value: label,
        angle: -90,
        position: 'insideLeft',
        ...(labelOffset === undefined ? {} : { offset: labelOffset }),
        fontSize: 12,
        fill: '#64748b',
        style: { textAnchor: 'middle' },
      },
    }) as const,
  formatDollarTick,
  /** The series legend, small, above the chart on the right. */
  legend: { verticalAlign: 'top', align: 'right', height: 28, wrapperStyle: { fontSize: 12 } },
  /** Revenue in the brand colour, spend in a quiet grey beside it. */
  seriesColors: { revenue: '#4f46e5', spend: '#94a3b8' },
} as const;

function formatDollarTick(value: number) {
  return `$${formatCompact(value)}`;
}
