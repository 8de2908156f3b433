/**
 * Northstar's charts: small SVG bar and line charts in the house look (UI.md), with tooltips on hover and on
 * keyboard focus. In-house because a charting library was most of the analytics and report pages' JavaScript
 * (issue 13's budget); these stay a few KB.
 */
export { BarChart, type BarChartProps, type BarSeries } from './bar-chart';
export { ChartTooltipBox } from './chart-tooltip';
export { LineChart, type LineChartProps, type LineSeries } from './line-chart';
export { formatMoneyTick, SERIES_COLORS } from './theme';
