import type { ReportDelta, ReportKpi } from '../../../shared/reports';

/** UI.md number formats for the texts the server writes (findings, CSV notes, PDF). */

/** $12,345; cents only below $100. */
export function money(n: number): string {
  if (n === 0) return '$0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return abs < 100 ? `${sign}$${abs.toFixed(2)}` : `${sign}$${Math.round(abs).toLocaleString('en-US')}`;
}

/** 2.4M / 12.5K / 950 (chart axes). */
export function compact(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e6) return `${(n / 1e6).toFixed(1).replace(/\.0$/, '')}M`;
  if (abs >= 1e3) return `${(n / 1e3).toFixed(1).replace(/\.0$/, '')}K`;
  return String(Math.round(n));
}

export const roas = (n: number) => `${n.toFixed(2)}×`;
export const percent = (n: number) => `${n.toFixed(1)}%`;
export const integer = (n: number) => Math.round(n).toLocaleString('en-US');

/** +12.4% / -3.1% when compared, otherwise 'new' or 'n/a' (the reason goes in a note or tooltip). */
export function deltaText(delta: ReportDelta): string {
  if (delta.status !== 'compared' || delta.change === null) return delta.status;
  return `${delta.change > 0 ? '+' : ''}${delta.change.toFixed(1)}%`;
}

export function kpiValue(key: ReportKpi, value: number): string {
  switch (key) {
    case 'totalRevenue':
    case 'totalSpend':
    case 'cpa':
      return money(value);
    case 'roas':
      return roas(value);
    case 'ctr':
      return percent(value);
    case 'conversions':
      return integer(value);
  }
}
