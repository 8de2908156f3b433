import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { Channel } from '../../../../shared/analytics-rules';
import type { BudgetPlan } from '../../../../shared/budget-plan-rules';
import { Stat } from '../../../components/stat';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Slider } from '../../../components/ui/slider';
import { Spinner } from '../../../components/ui/spinner';
import { SelectField } from '../../../components/ui/stacked-field';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { formatMoney, formatShare } from '../../../lib/format';
import type { BudgetWhatIf } from '../api/get-budget-plan';
import {
  ChannelName,
  formatMoneyRange,
  formatSignedMoney,
  formatSignedRange,
  gainTone,
} from './budget-plan-figures';

type Split = Partial<Record<Channel, number>>;

/** What the what-if's controls show: a daily budget, and a split when the user changed one. */
export interface WhatIfDraft {
  dailyBudget: number;
  split: Split | null;
  /** The channel the share slider moves. */
  channel: Channel;
}

export function initialDraft(plan: BudgetPlan, channel?: Channel): WhatIfDraft {
  return {
    dailyBudget: plan.dailyBudget,
    split: null,
    channel: channel ?? (plan.channels[0]?.channel as Channel),
  };
}

/** The question a draft asks the API: only what differs from the plan as it stands. */
export function whatIfOf(draft: WhatIfDraft, plan: BudgetPlan): BudgetWhatIf {
  return {
    ...(draft.dailyBudget !== plan.dailyBudget ? { dailyBudget: draft.dailyBudget } : {}),
    ...(draft.split ? { split: draft.split } : {}),
  };
}

export const currentSplitOf = (plan: BudgetPlan): Split =>
  Object.fromEntries(plan.channels.map((channel) => [channel.channel, channel.currentShare]));

/**
 * `channel` at `share`, the others scaled in proportion to what they had, so the split still sums to 1. When the
 * others had nothing, they share the rest equally.
 */
export function withShare(split: Split, channel: Channel, share: number): Split {
  const others = (Object.keys(split) as Channel[]).filter((name) => name !== channel);
  const rest = others.reduce((sum, name) => sum + (split[name] ?? 0), 0);
  const next: Split = { [channel]: share };
  for (const name of others) {
    next[name] = rest > 0 ? ((split[name] ?? 0) / rest) * (1 - share) : (1 - share) / others.length;
  }
  return next;
}

/** 1, 2 or 5 times a power of ten: the smallest at least `value` (the budget slider's step). */
function roundStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return ([1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= value) ?? 10 * power) || 1;
}

/** The budget slider: 25 % to 200 % of the current daily budget, in about 50 round steps. */
export function budgetRange(dailyBudget: number) {
  const step = roundStep(dailyBudget / 50);
  return {
    step,
    min: Math.max(step, Math.ceil((dailyBudget * 0.25) / step) * step),
    max: Math.max(step * 2, Math.floor((dailyBudget * 2) / step) * step),
  };
}

function ControlLabel({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span id={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </span>
      <span className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">{value}</span>
    </div>
  );
}

/** The what-if's controls: the daily budget, and one channel's share with the others scaled to fit. */
function WhatIfControls({
  plan,
  draft,
  onChange,
}: {
  plan: BudgetPlan;
  draft: WhatIfDraft;
  onChange: (update: (draft: WhatIfDraft) => WhatIfDraft) => void;
}) {
  const id = useId();
  const range = budgetRange(plan.dailyBudget);
  const split = draft.split ?? currentSplitOf(plan);
  const share = split[draft.channel] ?? 0;
  return (
    <div className="space-y-6">
      <div>
        <ControlLabel
          id={`${id}-budget`}
          label="Daily budget"
          value={`${formatMoney(draft.dailyBudget)} a day`}
        />
        <Slider
          aria-labelledby={`${id}-budget`}
          className="mt-3"
          min={range.min}
          max={range.max}
          step={range.step}
          value={[draft.dailyBudget]}
          onValueChange={([value]) =>
            onChange((current) => ({ ...current, dailyBudget: value ?? current.dailyBudget }))
          }
          thumbLabels={['Daily budget']}
        />
        <div className="relative mt-2 flex justify-between text-xs text-slate-500 tabular-nums dark:text-slate-400">
          <span>{formatMoney(range.min)}</span>
          {/* Under the thumb's place for today's budget (about 43 % along: the range is 25 % to 200 % of it). */}
          <span
            className="absolute -translate-x-1/2 font-medium text-slate-700 dark:text-slate-300"
            style={{ left: `${((plan.dailyBudget - range.min) / (range.max - range.min)) * 100}%` }}
          >
            Now {formatMoney(plan.dailyBudget)}
          </span>
          <span>{formatMoney(range.max)}</span>
        </div>
      </div>
      <div>
        <SelectField
          label="Channel"
          className="max-w-xs"
          value={draft.channel}
          onChange={(value) => onChange((current) => ({ ...current, channel: value as Channel }))}
          options={plan.channels.map((channel) => [channel.channel, channel.channel] as const)}
        />
        <div className="mt-4">
          <ControlLabel id={`${id}-share`} label={`${draft.channel}'s share`} value={formatShare(share)} />
          <Slider
            aria-labelledby={`${id}-share`}
            className="mt-3"
            min={0}
            max={100}
            step={1}
            value={[Math.round(share * 100)]}
            onValueChange={([value]) =>
              onChange((current) => ({
                ...current,
                split: withShare(current.split ?? currentSplitOf(plan), current.channel, (value ?? 0) / 100),
              }))
            }
            thumbLabels={[`Share of the budget for ${draft.channel}`]}
          />
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            The other channels scale in proportion. Now {formatShare(currentSplitOf(plan)[draft.channel])},
            recommended{' '}
            {formatShare(
              plan.channels.find((channel) => channel.channel === draft.channel)?.recommendedShare,
            )}
            .
          </p>
        </div>
      </div>
    </div>
  );
}

/** The what-if's answer: announced politely whenever a new one arrives (aria-busy holds it while one loads). */
const changeTone = (change: number) =>
  change > 0.5
    ? 'text-emerald-700 dark:text-emerald-400'
    : change < -0.5
      ? 'text-red-700 dark:text-red-400'
      : 'text-slate-900 dark:text-white';

function WhatIfResult({
  base,
  shown,
  isUpdating,
}: {
  base: BudgetPlan;
  shown: BudgetPlan;
  isUpdating: boolean;
}) {
  const revenue = shown.whatIf?.revenue ?? shown.expected.current;
  const change = revenue.expected - base.expected.current.expected;
  const splitName = shown.whatIf ? 'your split' : "today's split";
  return (
    <div
      role="status"
      aria-label="What-if result"
      aria-live="polite"
      aria-atomic="true"
      aria-busy={isUpdating}
      className="relative rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/50 dark:ring-slate-700"
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">
        At {formatMoney(shown.dailyBudget)} a day with {splitName}
      </p>
      {isUpdating ? (
        <span className="absolute top-4 right-4 inline-flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <Spinner className="size-3.5" />
          Updating
        </span>
      ) : null}
      <dl className="mt-2">
        <Stat
          label="Expected daily revenue"
          size="lg"
          className={cn('transition-opacity', isUpdating && 'opacity-60')}
          labelClassName="sr-only"
          detail={
            <dd className="mt-0.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
              80 % range {formatMoneyRange(revenue)}
            </dd>
          }
        >
          <span className="text-3xl tracking-tight">{formatMoney(revenue.expected)}</span>
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">{' a day'}</span>
        </Stat>
        <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
          <dt className="text-slate-600 dark:text-slate-400">Change from now</dt>
          <dd className={cn('font-medium tabular-nums', changeTone(change))}>
            {Math.abs(change) < 0.5 ? 'No change' : `${formatSignedMoney(change)} a day`}
          </dd>
        </div>
        <div className="mt-3 grid grid-cols-[1fr_auto] items-baseline gap-x-4 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">With the recommended split</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {formatMoney(shown.expected.plan.expected)}
          </dd>
          <dd className={cn('col-span-2 mt-0.5 text-xs tabular-nums', gainTone(shown.expected.gain))}>
            {formatSignedMoney(shown.expected.gain.expected)} over today's split (80 %:{' '}
            {formatSignedRange(shown.expected.gain)})
          </dd>
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Spend a day</dt>
          <dd className="mt-2 space-y-1.5">
            {shown.channels.map((channel) => {
              const name = channel.channel as Channel;
              const spend = shown.whatIf
                ? (shown.whatIf.split[name] ?? 0) * shown.dailyBudget
                : channel.currentSpend;
              return (
                <span key={name} className="flex items-center justify-between gap-3 text-sm">
                  <ChannelName channel={name} />
                  <span className="tabular-nums text-slate-900 dark:text-white">
                    {formatMoney(spend)}
                    <span className="ml-2 inline-block w-10 text-right text-xs text-slate-500 dark:text-slate-400">
                      {formatShare(spend / shown.dailyBudget)}
                    </span>
                  </span>
                </span>
              );
            })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function WhatIfPanel({
  base,
  shown,
  draft,
  onChange,
  isUpdating,
  error,
  onRetry,
}: {
  base: BudgetPlan;
  /** The latest answer (the previous one while the next loads). */
  shown: BudgetPlan;
  draft: WhatIfDraft;
  onChange: (update: (draft: WhatIfDraft) => WhatIfDraft) => void;
  isUpdating: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="space-y-4">
        <WhatIfControls plan={base} draft={draft} onChange={onChange} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange((current) => initialDraft(base, current.channel))}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
      {error ? (
        <RetryAlert title="The what-if could not be worked out" titleAs="p" onRetry={onRetry}>
          {errorMessage(error)}
        </RetryAlert>
      ) : (
        <WhatIfResult base={base} shown={shown} isUpdating={isUpdating} />
      )}
    </div>
  );
}
