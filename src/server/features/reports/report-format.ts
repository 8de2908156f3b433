import { formatCompactMoney, formatMoney } from '../../../shared/currency';
import type { ForecastFigure } from '../../../shared/forecast';
import type { ReportDelta, ReportKpi } from '../../../shared/reports';

/** UI.md number formats for the texts the server writes (findings, CSV notes, PDF). */

/** Money in the workspace currency (src/shared/currency.ts): $12,345 / €12,345; cents only below 100 units. */
export const money = (n: number, currency: string): string => formatMoney(n, currency);

/** €1.5K / $950 / IDR 2.4M (chart axes): the currency placed as Intl places it, never a fixed "$". */
export const compactMoney = (n: number, currency: string): string => formatCompactMoney(n, currency);

export const roas = (n: number) => `${n.toFixed(2)}×`;
export const percent = (n: number) => `${n.toFixed(1)}%`;
export const integer = (n: number) => Math.round(n).toLocaleString('en-US');

/** +12.4% / -3.1% when compared, otherwise 'new' or 'n/a' (the reason goes in a note or tooltip). */
export function deltaText(delta: ReportDelta): string {
  if (delta.status !== 'compared' || delta.change === null) return delta.status;
  return `${delta.change > 0 ? '+' : ''}${delta.change.toFixed(1)}%`;
}

/** Whether a KPI is an amount of money (in the workspace currency). */
export const isMoneyKpi = (key: ReportKpi) => key === 'totalRevenue' || key === 'totalSpend' || key === 'cpa';

export function kpiValue(key: ReportKpi, value: number, currency: string): string {
  switch (key) {
    case 'totalRevenue':
    case 'totalSpend':
    case 'cpa':
      return money(value, currency);
    case 'roas':
      return roas(value);
    case 'ctr':
      return percent(value);
    case 'conversions':
      return integer(value);
  }
}

/** The forecast's figures as the track record's rows name them (CSV, PDF). */
export const FORECAST_FIGURE_LABELS: Record<ForecastFigure, string> = {
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};
