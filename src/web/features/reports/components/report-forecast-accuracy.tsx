import { History } from 'lucide-react';
import type { ForecastAccuracy } from '../../../../shared/forecast-rules';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TrackRecord } from '../../analytics';

/** The server's summary is a sentence without its full stop ("… median of 12"): one is added where it has none. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The workspace's forecast track record in every report type (issue 33): the same figures as the analytics page's
 * card. It covers all running and finished campaigns, not the report's period, and says so.
 */
const HEADING_ID = 'report-forecast-accuracy-heading';

export function ReportForecastAccuracy({ accuracy }: { accuracy: ForecastAccuracy }) {
  const count = `${accuracy.campaigns} ${accuracy.campaigns === 1 ? 'campaign' : 'campaigns'}`;
  return (
    <Card>
      <section aria-labelledby={HEADING_ID}>
        <CardHeader className="max-sm:flex-col">
          <div>
            <CardTitle id={HEADING_ID}>{REPORT_HEADINGS.forecastAccuracy}</CardTitle>
            <CardDescription>
              How close the forecasts kept at launch came to what running and finished campaigns delivered,
              median absolute error per figure; over all campaigns, not only this period.
            </CardDescription>
          </div>
          {accuracy.campaigns > 0 ? <Badge className="shrink-0 tabular-nums">{count}</Badge> : null}
        </CardHeader>
        <CardContent>
          {accuracy.campaigns > 0 ? (
            <TrackRecord accuracy={accuracy} />
          ) : (
            <p className="flex gap-2.5 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {asSentence(accuracy.summary)}
            </p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
