import type { LucideIcon } from 'lucide-react';
import { Banknote, MousePointerClick, Target, TrendingUp } from 'lucide-react';
import type { AnalyticsResponse } from '../../../../shared/analytics';
import { ChangeIndicator } from '../../../components/change-indicator';
import { Card } from '../../../components/ui/card';
import { Figure } from '../../../components/ui/figure';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  formatDateRange,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRoas,
  withBase,
} from '../../../lib/format';

type Key = keyof AnalyticsResponse['overview'];

interface Kpi {
  key: Key;
  label: string;
  format: (value: number | null) => string;
  /** The figure it is a ratio of: with none of it (no spend, no impressions), the ratio shows as '—'. */
  base?: Key;
  icon: LucideIcon;
}

type Figures = AnalyticsResponse['overview'];

/** A figure as its card writes it: '—' when its base is 0. */
function figureText(figure: Omit<Kpi, 'icon' | 'label'>, figures: Figures): string {
  const value = figures[figure.key];
  return figure.format(figure.base ? withBase(value, figures[figure.base]) : value);
}

/** SPEC §2: the four KPI cards, in the spec's order. */
export const KPIS: Kpi[] = [
  { key: 'totalRevenue', label: 'Total Revenue', format: formatMoney, icon: Banknote },
  { key: 'roas', label: 'ROAS', format: formatRoas, base: 'totalSpend', icon: TrendingUp },
  { key: 'conversions', label: 'Total Conversions', format: formatInteger, icon: Target },
  { key: 'ctr', label: 'CTR', format: formatPercent, base: 'impressions', icon: MousePointerClick },
];

/** The further figures on the overview tab. */
export const METRICS: Omit<Kpi, 'icon'>[] = [
  { key: 'totalSpend', label: 'Total Spend', format: formatMoney },
  { key: 'impressions', label: 'Impressions', format: formatInteger },
  { key: 'clicks', label: 'Clicks', format: formatInteger },
  { key: 'conversions', label: 'Conversions', format: formatInteger },
  { key: 'conversionRate', label: 'Conversion Rate', format: formatPercent, base: 'clicks' },
];

/** How one figure moved against the previous period, the same under every analytics figure. */
export function FigureChange({
  data,
  figure,
}: {
  data: AnalyticsResponse;
  figure: Omit<Kpi, 'icon' | 'label'>;
}) {
  return (
    <ChangeIndicator
      change={data.change[figure.key]}
      comparison={data.comparison}
      previousPeriod={formatDateRange(data.period.previousStart, data.period.previousEnd)}
      previousValue={figureText(figure, data.previous)}
    />
  );
}

export function KpiCards({ data }: { data: AnalyticsResponse }) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {KPIS.map((kpi) => {
        const { key, label, icon: Icon } = kpi;
        return (
          <li key={key}>
            <Card className="@container h-full p-4 sm:p-5">
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
                <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex dark:bg-indigo-950 dark:text-indigo-400">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
              </div>
              <Figure
                value={figureText(kpi, data.overview)}
                className="mt-3 tracking-tight text-slate-900 dark:text-white"
              />
              <div className="mt-1">
                <FigureChange data={data} figure={kpi} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Same footprint as the cards, so the page does not move when the figures arrive. */
export function KpiCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {KPIS.map(({ key }) => (
        <Card key={key} className="p-4 sm:p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-3 h-8 w-28 sm:h-9" />
          <Skeleton className="mt-1 h-5 w-16" />
        </Card>
      ))}
    </div>
  );
}
