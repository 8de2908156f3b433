import { SERIES_COLORS } from './theme';

/** Revenue as a chart series: the same name and colour on every chart that shows it beside spend or alone. */
export const REVENUE_SERIES = {
  name: 'Revenue',
  value: (row: { revenue: number }) => row.revenue,
  color: SERIES_COLORS.revenue,
};

/** Ad spend as a chart series, in the quiet grey it has beside revenue. */
export const SPEND_SERIES = {
  name: 'Spend',
  value: (row: { spend: number }) => row.spend,
  color: SERIES_COLORS.spend,
};
