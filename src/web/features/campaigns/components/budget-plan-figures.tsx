import { CHANNEL_COLORS, type Channel } from '../../../../shared/analytics-rules';
import type { BudgetInterval } from '../../../../shared/budget-plan-rules';
import { cn } from '../../../lib/cn';
import { formatMoney, formatRoas, formatShare, formatWholeMoney } from '../../../lib/format';

/** The budget plan's figures in words, built on the shared formatters (money in the workspace currency). */

/** A channel's colour, the same as on every other chart (UI.md). */
export const channelColor = (channel: Channel): string => CHANNEL_COLORS[channel] ?? '#64748b';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** White or near-black text on a channel's colour, whichever reads better (the palette has light and dark hues). */
export function textOnChannel(channel: Channel): string {
  const background = luminance(channelColor(channel));
  // Contrast with white (1.0) against contrast with slate-950 (#020617, luminance about 0.0015).
  return 1.05 / (background + 0.05) >= (background + 0.05) / 0.0515 ? '#ffffff' : '#020617';
}

/** "Next $1 returns" / "Next €1 returns": the marginal return's name, in the workspace currency. */
export const nextUnitLabel = () => `Next ${formatWholeMoney(1)} returns`;

/** "91%", or "over 99%" rather than a certainty no bootstrap can give. */
export const formatLikelihood = (probability: number) =>
  probability >= 0.995 ? 'over 99%' : formatShare(probability);

/** +$61 / −$12 / $0: a change of money. */
export function formatSignedMoney(value: number): string {
  const rounded = Math.abs(value) < 0.005 ? 0 : value;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${formatMoney(Math.abs(rounded))}`;
}

/** "$2,880 – $3,190": an interval of money. */
export const formatMoneyRange = ({ low, high }: { low: number; high: number }) =>
  `${formatMoney(low)} – ${formatMoney(high)}`;

/** "+$24 to +$98": an interval of a change, which may cross zero. */
export const formatSignedRange = ({ low, high }: { low: number; high: number }) =>
  `${formatSignedMoney(low)} to ${formatSignedMoney(high)}`;

/** "1.04–1.40×": a marginal return's interval. */
export const formatRoasRange = ({ low, high }: { low: number; high: number }) =>
  `${low.toFixed(2)}–${formatRoas(high)}`;

/** Green only when the whole 80 % interval is above zero (a sure gain); red when it is all below; else neutral. */
export function gainTone(gain: BudgetInterval): string {
  if (gain.low > 0) return 'text-emerald-700 dark:text-emerald-400';
  if (gain.high < 0) return 'text-red-700 dark:text-red-400';
  return 'text-slate-900 dark:text-white';
}

export function ChannelDot({ channel, className }: { channel: Channel; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: channelColor(channel) }}
    />
  );
}

export function ChannelName({ channel }: { channel: Channel }) {
  return (
    <span className="inline-flex items-center gap-2">
      <ChannelDot channel={channel} />
      {channel}
    </span>
  );
}
