import { History, Target } from 'lucide-react';
import {
  CALIBRATION_RULES,
  FORECAST_FIGURES,
  type ForecastAccuracy,
  type ForecastFigure,
} from '../../../../shared/forecast-rules';
import { Stat } from '../../../components/stat';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { formatPercent } from '../../../lib/format';
import { useForecastAccuracy } from '../api/get-forecast-accuracy';

const HEADING_ID = 'forecast-accuracy-heading';

const FIGURE_LABELS: Record<ForecastFigure, string> = {
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};

const campaignsText = (count: number) => `${count} ${count === 1 ? 'campaign' : 'campaigns'}`;

/** The server's summary is a sentence without its full stop ("… median of 12"): one is added where it has none. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The track record: the summary, then each figure's median absolute error and how many campaigns it is over. */
export function TrackRecord({ accuracy }: { accuracy: ForecastAccuracy }) {
  return (
    <div className="space-y-4">
      <p className="flex gap-2.5 rounded-lg bg-indigo-50/70 px-4 py-3 text-sm text-slate-800 dark:bg-indigo-950/40 dark:text-slate-200">
        <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
        {asSentence(accuracy.summary)}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FORECAST_FIGURES.map((figure) => {
          const { medianAbsoluteError, campaigns } = accuracy.figures[figure];
          return (
            <Stat
              key={figure}
              label={FIGURE_LABELS[figure]}
              size="lg"
              className="rounded-lg p-3 ring-1 ring-slate-200 ring-inset dark:ring-slate-800"
              detail={
                <dd className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                  {campaigns > 0 ? `median error, ${campaignsText(campaigns)}` : 'no campaign yet'}
                </dd>
              }
            >
              {medianAbsoluteError === null ? formatPercent(null) : `±${formatPercent(medianAbsoluteError)}`}
            </Stat>
          );
        })}
      </dl>
    </div>
  );
}

/** No campaign counts yet. The server's summary says the same; this says what to do, in the card's own words. */
function NoTrackRecord() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
      <IconTile icon={History} tone="neutral" />
      <p className="mt-4 font-medium text-slate-900 dark:text-white">No track record yet</p>
      <p className="mt-1 max-w-lg text-sm text-slate-600 dark:text-slate-400">
        Northstar keeps each forecast when a campaign launches from the wizard. A forecast counts here once
        its campaign has delivered for {CALIBRATION_RULES.trackRecordMinDays} days; none has yet.
      </p>
    </div>
  );
}

function AccuracySkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span role="status" className="sr-only">
        Loading forecast accuracy
      </span>
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FORECAST_FIGURES.map((figure) => (
          <Skeleton key={figure} className="h-[5.25rem]" />
        ))}
      </div>
    </div>
  );
}

/** Issue 33, item 3: how accurate the workspace's forecasts have been, over all its running and finished campaigns. */
export function ForecastAccuracyCard() {
  const query = useForecastAccuracy();
  const accuracy = query.data;
  return (
    <Card>
      <section aria-labelledby={HEADING_ID}>
        <CardHeader className="max-sm:flex-col">
          <div>
            <CardTitle id={HEADING_ID}>Forecast accuracy</CardTitle>
            <CardDescription>
              How close the forecasts kept at launch came to what your running and finished campaigns
              delivered, median absolute error per figure. All campaigns, whatever the period and channel
              above.
            </CardDescription>
          </div>
          {accuracy && accuracy.campaigns > 0 ? (
            <Badge className="shrink-0 tabular-nums">{campaignsText(accuracy.campaigns)}</Badge>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <AccuracySkeleton />
          ) : query.isError ? (
            <RetryAlert
              title="Forecast accuracy could not be loaded"
              titleAs="p"
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            >
              {errorMessage(query.error)}
            </RetryAlert>
          ) : query.data.campaigns === 0 ? (
            <NoTrackRecord />
          ) : (
            <TrackRecord accuracy={query.data} />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
