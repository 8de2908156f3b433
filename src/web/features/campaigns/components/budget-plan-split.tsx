import type { Channel } from '../../../../shared/analytics-rules';
import type { BudgetPlan, BudgetPlanChannel } from '../../../../shared/budget-plan-rules';
import { type DataColumn, DataTable, nameColumn } from '../../../components/data-table';
import { formatChange, formatMoney, formatRoas, formatShare } from '../../../lib/format';
import { CurveStatusBadge } from './budget-plan-channels';
import {
  ChannelName,
  channelColor,
  formatRoasRange,
  nextUnitLabel,
  textOnChannel,
} from './budget-plan-figures';

/** One split as a bar of channel segments (a picture: the table under it holds the figures). */
function SplitBar({
  label,
  channels,
  share,
}: {
  label: string;
  channels: BudgetPlanChannel[];
  share: (channel: BudgetPlanChannel) => number;
}) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-center gap-3 text-xs sm:grid-cols-[8rem_1fr]">
      <span className="font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <div className="flex h-6 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
        {channels.map((channel) => {
          const value = share(channel);
          return value > 0 ? (
            <span
              key={channel.channel}
              className="flex items-center justify-center overflow-hidden border-r-2 border-white text-[11px] font-medium last:border-r-0 dark:border-slate-900"
              style={{
                width: `${value * 100}%`,
                backgroundColor: channelColor(channel.channel as Channel),
                color: textOnChannel(channel.channel as Channel),
              }}
              title={`${channel.channel} ${formatShare(value)}`}
            >
              {value >= 0.1 ? formatShare(value) : null}
            </span>
          ) : null;
        })}
      </div>
    </div>
  );
}

const changeOf = (row: BudgetPlanChannel) => {
  const points = Math.round((row.recommendedShare - row.currentShare) * 1000) / 10;
  return points === 0 ? 'No change' : formatChange(points, 'points');
};

const spendOf = (row: BudgetPlanChannel) =>
  row.recommendedSpend === row.currentSpend
    ? formatMoney(row.currentSpend)
    : `${formatMoney(row.currentSpend)} → ${formatMoney(row.recommendedSpend)}`;

function MarginalReturn({ row }: { row: BudgetPlanChannel }) {
  return row.marginalRoas === null ? (
    <CurveStatusBadge channel={row} />
  ) : (
    <span>
      {formatRoas(row.marginalRoas)}
      {row.marginalRoasRange ? (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          80 %: {formatRoasRange(row.marginalRoasRange)}
        </span>
      ) : null}
    </span>
  );
}

/** The columns, made at render: the marginal return's header names the workspace currency. */
const columns = (): DataColumn<BudgetPlanChannel>[] => [
  nameColumn(
    'Channel',
    (row) => row.channel,
    (row) => <ChannelName channel={row.channel as Channel} />,
  ),
  {
    header: 'Now',
    numeric: true,
    cell: (row) => formatShare(row.currentShare),
    sortValue: (row) => row.currentShare,
  },
  {
    header: 'Recommended',
    numeric: true,
    cell: (row) => formatShare(row.recommendedShare),
    sortValue: (row) => row.recommendedShare,
  },
  { header: 'Change', numeric: true, cell: changeOf },
  { header: 'Spend a day', numeric: true, cell: spendOf },
  {
    header: nextUnitLabel(),
    numeric: true,
    cell: (row) => <MarginalReturn row={row} />,
    sortValue: (row) => row.marginalRoas,
  },
];

/** The current and the recommended split, with each channel's marginal return at today's spend. */
export function BudgetSplit({ plan }: { plan: BudgetPlan }) {
  return (
    <div className="space-y-4">
      <div aria-hidden="true" className="space-y-2">
        <SplitBar label="Current split" channels={plan.channels} share={(channel) => channel.currentShare} />
        <SplitBar
          label="Recommended"
          channels={plan.channels}
          share={(channel) => channel.recommendedShare}
        />
        {plan.whatIf ? (
          <SplitBar
            label="Your what-if"
            channels={plan.channels}
            share={(channel) => plan.whatIf?.split[channel.channel as Channel] ?? 0}
          />
        ) : null}
      </div>
      <DataTable
        caption={`Channel split at ${formatMoney(plan.dailyBudget)} a day: now and recommended`}
        rows={plan.channels}
        rowKey={(row) => row.channel}
        columns={columns()}
        cards={
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {plan.channels.map((row) => (
              <li key={row.channel} className="flex items-start justify-between gap-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">
                    <ChannelName channel={row.channel as Channel} />
                  </p>
                  <p className="mt-1 text-slate-600 tabular-nums dark:text-slate-400">
                    {formatShare(row.currentShare)} → {formatShare(row.recommendedShare)} ·{' '}
                    <span className="whitespace-nowrap">{changeOf(row)}</span>
                  </p>
                  <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {spendOf(row)} a day
                  </p>
                </div>
                <div className="shrink-0 text-right text-sm tabular-nums text-slate-900 dark:text-white">
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{nextUnitLabel()}</span>
                  <MarginalReturn row={row} />
                </div>
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
