import { formatCompactMoney } from '../../lib/format';

/** Revenue in the brand colour, spend in a quiet grey beside it (channels use CHANNEL_COLORS from shared). */
export const SERIES_COLORS = { revenue: '#4f46e5', spend: '#94a3b8' } as const;

/** "€12K": a money axis label, in the workspace currency. */
export function formatMoneyTick(value: number): string {
  return formatCompactMoney(value);
}

/** UI.md's chart look, light and dark: a light grid, a firmer baseline, labels in secondary text. */
export const CHART_CLASSES = {
  grid: 'stroke-slate-200 dark:stroke-slate-800',
  baseline: 'stroke-slate-300 dark:stroke-slate-700',
  tick: 'fill-slate-500 text-xs tabular-nums dark:fill-slate-400',
  category: 'fill-slate-600 text-xs dark:fill-slate-300',
  title: 'fill-slate-500 text-xs font-medium dark:fill-slate-400',
  /** The band behind the bars or point under the pointer or keyboard. */
  cursor: 'fill-indigo-600/8 dark:fill-indigo-400/12',
  cursorLine: 'stroke-slate-300 dark:stroke-slate-600',
} as const;

/** Room around the plot: value labels on the left, category labels and an axis title below. */
export const PLOT_MARGIN = { top: 8, right: 16, left: 8 } as const;
/** The value axis' width beside a plot: its labels ("€1.5M") and its title written upwards. */
export const VALUE_AXIS_WIDTH = 64;
/** Height of a row of 12 px labels under the plot, and of an axis title under them. */
export const LABEL_ROW = 22;
export const TITLE_ROW = 18;
