import {
  FORECAST_FIGURES,
  type ForecastComparison,
  type ForecastFigure,
  type ForecastFigures,
} from '../../../../shared/forecast-rules';
import { Stat } from '../../../components/stat';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { cn } from '../../../lib/cn';
import {
  formatExpectedCount,
  formatInteger,
  formatMoney,
  formatSignedPercent,
  NO_VALUE,
} from '../../../lib/format';

/** How the campaign page names and writes each figure a forecast predicts. */
export const FIGURE_LABELS: Record<ForecastFigure, string> = {
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};

/** A few expected conversions keep their decimals (0.53, not 1); counts in the hundreds are whole. */
function formatCount(value: number): string {
  return Math.abs(value) < 100 ? formatExpectedCount(Math.round(value * 100) / 100) : formatInteger(value);
}

export function formatFigure(figure: ForecastFigure, value: number): string {
  return figure === 'spend' || figure === 'revenue' ? formatMoney(value) : formatCount(value);
}

/** "+20.0% above" / "−25.0% below" / "on forecast" / "—" (nothing was expected). */
export function errorWords(error: number | null): string {
  if (error === null) return NO_VALUE;
  if (Math.abs(error) < 0.05) return 'on forecast';
  return `${formatSignedPercent(error)} ${error > 0 ? 'above' : 'below'}`;
}

/**
 * Actual against forecast as a bar: the bar is what was delivered, the mark what was forecast, on a scale that fits
 * the larger of the two. Decoration for sighted readers; the figures beside it say the same in words.
 */
function ErrorBar({ expected, actual }: { expected: number; actual: number }) {
  const scale = Math.max(expected, actual) * 1.1 || 1;
  return (
    <span
      aria-hidden="true"
      className="relative block h-2 w-full rounded-full bg-slate-100 dark:bg-slate-800"
    >
      <span
        className="absolute inset-y-0 left-0 rounded-full bg-indigo-500 dark:bg-indigo-400"
        style={{ width: `${(actual / scale) * 100}%` }}
      />
      <span
        className="absolute -inset-y-1 w-0.5 rounded-full bg-slate-900 dark:bg-white"
        style={{ left: `calc(${(expected / scale) * 100}% - 1px)` }}
      />
    </span>
  );
}

interface Row {
  figure: ForecastFigure;
  expected: number;
  actual: number;
  error: number | null;
  whole: number;
}

function rowsOf(comparison: ForecastComparison, whole: ForecastFigures): Row[] {
  const expected = comparison.expectedToDate;
  return FORECAST_FIGURES.map((figure) => ({
    figure,
    expected: expected?.[figure] ?? 0,
    actual: comparison.actualToDate[figure],
    error: comparison.error?.[figure] ?? null,
    whole: whole[figure],
  }));
}

function ErrorText({ error }: { error: number | null }) {
  return (
    <span
      className={cn(
        'font-medium',
        error === null ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-white',
      )}
    >
      {errorWords(error)}
    </span>
  );
}

const th = 'px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400';

function FiguresTable({ rows, caption, days }: { rows: Row[]; caption: string; days: number }) {
  return (
    <table className="w-full min-w-[36rem] text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          <th scope="col" className={cn(th, 'text-left')}>
            Figure
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Forecast to date
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Actual to date
          </th>
          <th scope="col" className={cn(th, 'w-1/4 text-left')}>
            <span className="sr-only">Actual against forecast</span>
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Error
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            Forecast, {days} days
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 tabular-nums dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={row.figure}>
            <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 dark:text-white">
              {FIGURE_LABELS[row.figure]}
            </th>
            <td className="px-3 py-2.5 text-right text-slate-700 dark:text-slate-300">
              {formatFigure(row.figure, row.expected)}
            </td>
            <td className="px-3 py-2.5 text-right font-medium text-slate-900 dark:text-white">
              {formatFigure(row.figure, row.actual)}
            </td>
            <td className="px-3 py-2.5">
              <ErrorBar expected={row.expected} actual={row.actual} />
            </td>
            <td className="px-3 py-2.5 text-right whitespace-nowrap">
              <ErrorText error={row.error} />
            </td>
            <td className="px-3 py-2.5 text-right text-slate-500 dark:text-slate-400">
              {formatFigure(row.figure, row.whole)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Below the `sm` breakpoint: one card per figure, the same facts. */
function FigureCards({ rows, label, days }: { rows: Row[]; label: string; days: number }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={row.figure} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <div className="flex items-baseline justify-between gap-3">
            <h4 className="text-sm font-medium text-slate-900 dark:text-white">
              {FIGURE_LABELS[row.figure]}
            </h4>
            <span className="text-sm tabular-nums">
              <span className="sr-only">Error: </span>
              <ErrorText error={row.error} />
            </span>
          </div>
          <div className="mt-2">
            <ErrorBar expected={row.expected} actual={row.actual} />
          </div>
          {/* Short names: the card's place under "to date" says the rest, and three fit a phone's width. */}
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <Stat label="Forecast">{formatFigure(row.figure, row.expected)}</Stat>
            <Stat label="Actual">{formatFigure(row.figure, row.actual)}</Stat>
            <Stat label={`All ${days} days`}>{formatFigure(row.figure, row.whole)}</Stat>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** What the bars show, for sighted readers (the bars are hidden from screen readers, the figures are not). */
function BarLegend() {
  return (
    <p
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400"
    >
      <span className="inline-flex items-center gap-1.5">
        <span className="h-2 w-4 rounded-full bg-indigo-500 dark:bg-indigo-400" />
        Actual to date
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="h-3 w-0.5 rounded-full bg-slate-900 dark:bg-white" />
        Forecast to date
      </span>
    </p>
  );
}

/** The five figures: forecast scaled to the days elapsed, actual to date, the error, and the whole forecast. */
export function ForecastActualFigures({
  comparison,
  whole,
}: {
  comparison: ForecastComparison;
  whole: ForecastFigures;
}) {
  const rows = rowsOf(comparison, whole);
  const label = `Forecast against actual after ${comparison.elapsedDays} of ${comparison.totalDays} days`;
  return (
    <div className="space-y-3">
      <ResponsiveTable
        label={label}
        table={<FiguresTable rows={rows} caption={label} days={comparison.totalDays} />}
        cards={<FigureCards rows={rows} label={label} days={comparison.totalDays} />}
      />
      <BarLegend />
    </div>
  );
}

/** The whole forecast before any day has been delivered. */
export function WholeForecast({ figures }: { figures: ForecastFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {FORECAST_FIGURES.map((figure) => (
        <Stat
          key={figure}
          label={FIGURE_LABELS[figure]}
          size="md"
          className="rounded-lg p-3 ring-1 ring-slate-200 ring-inset dark:ring-slate-800"
        >
          {formatFigure(figure, figures[figure])}
        </Stat>
      ))}
    </dl>
  );
}
