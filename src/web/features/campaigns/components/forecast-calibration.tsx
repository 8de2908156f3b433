import { Database, History } from 'lucide-react';
import { CHANNEL_COLORS } from '../../../../shared/analytics-rules';
import {
  CALIBRATION_RULES,
  type ChannelCalibration,
  type ForecastAccuracy,
  type ForecastBasis,
  type ForecastCalibration,
} from '../../../../shared/forecast-rules';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatMoney, formatRate, formatShare } from '../../../lib/format';

/** The basis as a badge names it, beside the forecast and on the campaign page. */
export const BASIS_LABELS: Record<ForecastBasis, string> = {
  workspace: 'Your results',
  blended: 'Your results + benchmarks',
  benchmarks: 'Benchmarks',
};

const BASIS_TONES: Record<ForecastBasis, BadgeTone> = {
  workspace: 'accent',
  blended: 'accent',
  benchmarks: 'neutral',
};

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const campaigns = (count: number) => `${count} ${count === 1 ? 'campaign' : 'campaigns'}`;

/** What is "enough history", in the words of CALIBRATION_RULES. */
const ENOUGH_HISTORY = `at least ${days(CALIBRATION_RULES.minDays)} of delivery from ${campaigns(CALIBRATION_RULES.minCampaigns)}`;

/** One sentence on where the rates come from, for each basis. */
export function basisSentence(basis: ForecastBasis): string {
  switch (basis) {
    case 'workspace':
      return "Calibrated on your workspace: every channel's CPM, CTR, conversion rate and order value come from your own delivered results.";
    case 'blended':
      return 'Blended: each channel with enough of your own delivery uses it, mixed with the public benchmark by how much history the channel has (more days and campaigns, more weight on yours); the others use the benchmark.';
    case 'benchmarks':
      return `Public benchmarks: none of these channels has enough of your own delivery yet (${ENOUGH_HISTORY}), so the forecast uses the benchmarks. It learns from your results as campaigns deliver.`;
  }
}

/** The basis as a badge; `label` is said before it to screen readers where nothing beside it names it. */
export function BasisBadge({ basis, label }: { basis: ForecastBasis; label?: string }) {
  return (
    <Badge tone={BASIS_TONES[basis]}>
      <Database aria-hidden="true" className="size-3" />
      {label ? <span className="sr-only">{label}: </span> : null}
      {BASIS_LABELS[basis]}
    </Badge>
  );
}

/** Where one channel's rates come from: its source, its share of the blend, and its sample. */
function sourceText(channel: ChannelCalibration): string {
  const sample =
    channel.days > 0 ? `${days(channel.days)}, ${campaigns(channel.campaigns)}` : 'no delivery yet';
  switch (channel.source) {
    case 'workspace':
      return `Your results · ${sample}`;
    case 'blended':
      return `Blended: ${formatShare(channel.weight)} your results · ${sample}`;
    case 'benchmarks':
      return channel.days > 0 ? `Benchmark · only ${sample}` : `Benchmark · ${sample}`;
  }
}

const RATES = [
  { key: 'cpm', label: 'CPM', format: formatMoney },
  { key: 'ctr', label: 'CTR', format: formatRate },
  { key: 'conversionRate', label: 'Conversion rate', format: formatRate },
  { key: 'orderValue', label: 'Order value', format: formatMoney },
] as const;

/** One channel's rates as the model uses them, with the benchmark beside each. */
function ChannelRates({ channel }: { channel: ChannelCalibration }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="pb-1.5 text-left">
        <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          <span
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full"
            style={{ backgroundColor: CHANNEL_COLORS[channel.channel] }}
          />
          {channel.channel}
          <span className="sr-only">:</span>
        </span>{' '}
        <span className="block pl-4 text-xs text-slate-500 dark:text-slate-400">{sourceText(channel)}</span>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Rate</th>
          <th scope="col">Used</th>
          <th scope="col">Benchmark</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {RATES.map((rate) => (
          <tr key={rate.key}>
            <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-600 dark:text-slate-400">
              {rate.label}
            </th>
            <td className="py-1 text-right font-medium text-slate-900 dark:text-white">
              {rate.format(channel[rate.key])}
            </td>
            <td className="w-24 py-1 text-right text-xs text-slate-500 dark:text-slate-400">
              <span aria-hidden="true">vs </span>
              {rate.format(channel.benchmark[rate.key])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "How is this estimated?", its first part: which basis, and each channel's rates with their source and sample. */
export function CalibrationRates({ calibration }: { calibration: ForecastCalibration }) {
  return (
    <div className="space-y-3">
      <div>
        <h4 className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          Rates used <BasisBadge basis={calibration.basis} />
        </h4>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{basisSentence(calibration.basis)}</p>
      </div>
      <div className="space-y-3">
        {calibration.channels.map((channel) => (
          <ChannelRates key={channel.channel} channel={channel} />
        ))}
      </div>
    </div>
  );
}

/** The server's summary is a sentence without its full stop ("… median of 12"): one is added where it has none. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The workspace's track record beside a forecast, when it has one. */
export function TrackRecordNote({ trackRecord }: { trackRecord: ForecastAccuracy | null | undefined }) {
  if (!trackRecord || trackRecord.campaigns === 0) return null;
  return (
    <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-950 dark:text-slate-300">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <span>
        <span className="sr-only">Track record: </span>
        {asSentence(trackRecord.summary)}
      </span>
    </p>
  );
}
