import { CalendarClock, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ForecastComparison, StoredForecast } from '../../../../shared/forecast-rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatDateRange, formatShare } from '../../../lib/format';
import { useCampaignForecast } from '../api/get-campaign-forecast';
import { localToday } from '../local-today';
import { ForecastActualFigures, WholeForecast } from './forecast-actual-figures';
import { BasisBadge } from './forecast-calibration';

const HEADING_ID = 'forecast-actual-heading';

/** The day the forecast was made, in the reader's calendar (it is an instant: the launch). */
const madeOn = (forecast: StoredForecast) => formatDate(localToday(new Date(forecast.madeAt)));

function Message({
  icon,
  title,
  children,
}: {
  icon: typeof CalendarClock;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700">
      <IconTile icon={icon} tone="neutral" />
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{title}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p>
      </div>
    </div>
  );
}

function SectionSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span role="status" className="sr-only">
        Loading the forecast
      </span>
      <Skeleton className="h-4 w-72 max-w-full" />
      {['spend', 'impressions', 'clicks', 'conversions', 'revenue'].map((key) => (
        <Skeleton key={key} className="h-9" />
      ))}
    </div>
  );
}

/** A forecast exists: the campaign has not delivered a full day yet, or here is how it compares so far. */
function Comparison({ comparison, forecast }: { comparison: ForecastComparison; forecast: StoredForecast }) {
  if (comparison.elapsedDays === 0) {
    return (
      <div className="space-y-4">
        <Message icon={CalendarClock} title="Not started yet">
          It runs {formatDateRange(forecast.startDate, forecast.endDate)}. Actuals appear here after its first
          full day of delivery, against the forecast below scaled to the days elapsed.
        </Message>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
            Forecast for all {forecast.days} days
          </h3>
          <WholeForecast figures={forecast.figures} />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Day {comparison.elapsedDays} of {comparison.totalDays}: the forecast is scaled to the days elapsed (
        {formatShare(comparison.elapsedDays / comparison.totalDays)} of it) and set against what the campaign
        delivered to date. The error is how far the actual figure is from the forecast.
      </p>
      <ForecastActualFigures comparison={comparison} whole={forecast.figures} />
    </div>
  );
}

/** Issue 33, item 2: the forecast kept when the campaign launched, against what it has delivered so far. */
export function ForecastActualSection({ campaignId }: { campaignId: string }) {
  const query = useCampaignForecast(campaignId);
  const forecast = query.data?.forecast ?? null;
  return (
    <Card>
      <section aria-labelledby={HEADING_ID}>
        {/* The badges sit beside the title, and under it on a phone, where beside would squeeze the title. */}
        <CardHeader className="max-sm:flex-col">
          <div>
            <CardTitle id={HEADING_ID}>Forecast vs actual</CardTitle>
            <CardDescription>
              The audience model's forecast kept at launch, against what the campaign has delivered.
            </CardDescription>
          </div>
          {forecast ? (
            <div className="flex shrink-0 flex-wrap gap-1.5 sm:justify-end">
              <Badge className="tabular-nums">
                <CalendarClock aria-hidden="true" className="size-3" />
                Kept at launch, {madeOn(forecast)}
              </Badge>
              <BasisBadge basis={forecast.basis} label="Forecast basis" />
            </div>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <SectionSkeleton />
          ) : query.isError ? (
            <RetryAlert
              title="The forecast could not be loaded"
              titleAs="p"
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            >
              {errorMessage(query.error)}
            </RetryAlert>
          ) : forecast ? (
            <Comparison comparison={query.data} forecast={forecast} />
          ) : (
            <Message icon={FileQuestion} title="No forecast for this campaign">
              Northstar keeps the wizard's forecast when a campaign launches. This one launched before
              forecasts were kept, came from an import, or had no audience to forecast from, so there is
              nothing to compare its results with.
            </Message>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
