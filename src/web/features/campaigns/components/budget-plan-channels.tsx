import { ChartSpline } from 'lucide-react';
import type { Channel } from '../../../../shared/analytics-rules';
import { BUDGET_PLAN_LIMITS, type BudgetPlanChannel } from '../../../../shared/budget-plan-rules';
import { DataTable, ScreenReaderCopy } from '../../../components/data-table';
import { Stat } from '../../../components/stat';
import { Badge } from '../../../components/ui/badge';
import { formatMoney, formatRoas } from '../../../lib/format';
import { type CurveMarkers, ResponseCurveChart } from './budget-plan-curve';
import { ChannelDot, formatMoneyRange, formatRoasRange, nextUnitLabel } from './budget-plan-figures';

/** Why a channel has no curve, in the words the card and the split table use. */
export function unfittedReason(channel: BudgetPlanChannel): string {
  const range = `${formatMoney(channel.observedSpend.min)} and ${formatMoney(channel.observedSpend.max)}`;
  return channel.status === 'insufficient_data'
    ? `${channel.days} days with spend so far; a curve needs ${BUDGET_PLAN_LIMITS.minDays}.`
    : `Spend stayed between ${range} a day: too little variation to tell a curve from a line. Its share is held.`;
}

export function CurveStatusBadge({ channel }: { channel: BudgetPlanChannel }) {
  if (channel.status === 'fitted') return null;
  return channel.status === 'insufficient_data' ? (
    <Badge>Not enough days</Badge>
  ) : (
    <Badge tone="warning">Curve not fitted</Badge>
  );
}

/** The curve's points as a table, for screen readers (the chart is a picture). */
function CurveTable({ channel }: { channel: BudgetPlanChannel }) {
  return (
    <ScreenReaderCopy.Provider value={true}>
      <DataTable
        caption={`${channel.channel} response curve: expected daily revenue by daily spend, with the 80 % range`}
        rows={channel.curve}
        rowKey={(point) => String(point.spend)}
        columns={[
          { header: 'Spend a day', rowHeader: true, cell: (point) => formatMoney(point.spend) },
          { header: 'Expected revenue', numeric: true, cell: (point) => formatMoney(point.revenue) },
          { header: '80 % range', numeric: true, cell: formatMoneyRange },
        ]}
      />
    </ScreenReaderCopy.Provider>
  );
}

/** One channel: its facts, and its curve or why it has none. */
export function ChannelCurveCard({
  channel,
  markers,
}: {
  channel: BudgetPlanChannel;
  markers: CurveMarkers;
}) {
  const name = channel.channel as Channel;
  const headingId = `curve-${name.replace(/\s+/g, '-').toLowerCase()}`;
  const isFitted = channel.status === 'fitted' && channel.curve.length > 1;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4
          id={headingId}
          className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
        >
          <ChannelDot channel={name} />
          {name}
        </h4>
        <CurveStatusBadge channel={channel} />
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        <Stat
          label={nextUnitLabel()}
          detail={
            channel.marginalRoasRange ? (
              <dd className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                80 %: {formatRoasRange(channel.marginalRoasRange)}
              </dd>
            ) : null
          }
        >
          {formatRoas(channel.marginalRoas)}
        </Stat>
        <Stat label="Spend a day">
          {formatMoney(channel.currentSpend)}
          {channel.recommendedSpend !== channel.currentSpend ? (
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              → {formatMoney(channel.recommendedSpend)}
            </span>
          ) : null}
        </Stat>
        <Stat label="Average ROAS">{formatRoas(channel.averageRoas)}</Stat>
      </dl>
      {isFitted ? (
        <div className="relative mt-4 h-52 w-full">
          <ResponseCurveChart channel={channel} markers={markers} />
          <div className="sr-only">
            <CurveTable channel={channel} />
          </div>
        </div>
      ) : (
        <div className="mt-4 flex h-52 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 px-6 text-center dark:border-slate-700">
          <ChartSpline aria-hidden="true" className="size-5 text-slate-400" />
          <p className="text-sm text-slate-600 dark:text-slate-400">{unfittedReason(channel)}</p>
        </div>
      )}
    </article>
  );
}
