import { CalendarRange, Hourglass, Scale, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Channel } from '../../../../shared/analytics-rules';
import {
  BUDGET_PLAN_LIMITS,
  BUDGET_PLAN_MESSAGES,
  type BudgetPlan,
} from '../../../../shared/budget-plan-rules';
import { Stat } from '../../../components/stat';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatMoney, formatShare, formatWholeMoney } from '../../../lib/format';
import { useBudgetPlan, useBudgetWhatIf } from '../api/get-budget-plan';
import { ChannelCurveCard } from './budget-plan-channels';
import { CurveLegend } from './budget-plan-curve';
import {
  formatLikelihood,
  formatMoneyRange,
  formatSignedMoney,
  formatSignedRange,
  gainTone,
} from './budget-plan-figures';
import { BudgetSplit } from './budget-plan-split';
import { BudgetTests } from './budget-plan-tests';
import { initialDraft, type WhatIfDraft, WhatIfPanel, whatIfOf } from './budget-plan-what-if';

/** How long the controls rest before the what-if is asked: a slider held down asks once, not at every step. */
export const WHAT_IF_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function Part({
  title,
  description,
  children,
  aside,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = `budget-plan-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 dark:border-slate-800">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
            {title}
          </h3>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The plan's headline: expected daily revenue now and under the plan, and the gain with its 80 % interval. */
function PlanFigures({ plan }: { plan: BudgetPlan }) {
  const { current, plan: planned, gain } = plan.expected;
  const tile = 'rounded-lg p-4 ring-1 ring-slate-200 ring-inset dark:ring-slate-800';
  const range = (text: string) => (
    <dd className="mt-1 text-xs text-slate-500 tabular-nums dark:text-slate-400">{text}</dd>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat
        label="Expected daily revenue now"
        size="lg"
        className={tile}
        detail={range(`80 %: ${formatMoneyRange(current)}`)}
      >
        {formatMoney(current.expected)}
      </Stat>
      <Stat
        label="Under the recommended split"
        size="lg"
        className={tile}
        detail={range(`80 %: ${formatMoneyRange(planned)}`)}
      >
        {formatMoney(planned.expected)}
      </Stat>
      <Stat
        label="Expected gain"
        size="lg"
        className={cn(
          tile,
          gain.low > 0 && 'bg-emerald-50/60 ring-emerald-200 dark:bg-emerald-950/30 dark:ring-emerald-900',
        )}
        detail={range(
          `80 %: ${formatSignedRange(gain)} · ${formatLikelihood(plan.confidence)} likely to earn more`,
        )}
      >
        <span className={gainTone(gain)}>{formatSignedMoney(gain.expected)}</span>
        <span className="text-sm font-normal text-slate-500 dark:text-slate-400">{' a day'}</span>
      </Stat>
    </dl>
  );
}

function Summary({ children }: { children: string }) {
  return (
    <p className="flex gap-2.5 rounded-lg bg-indigo-50/70 px-4 py-3 text-sm text-slate-800 dark:bg-indigo-950/40 dark:text-slate-200">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
      {children}
    </p>
  );
}

/** Each channel's curve, with the markers of the answer shown (the what-if's while one is set). */
function Curves({ plan }: { plan: BudgetPlan }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {plan.channels.map((channel) => (
        <ChannelCurveCard
          key={channel.channel}
          channel={channel}
          markers={{
            current: channel.currentSpend,
            recommended: channel.recommendedSpend,
            whatIf: plan.whatIf
              ? (plan.whatIf.split[channel.channel as Channel] ?? 0) * plan.dailyBudget
              : null,
          }}
        />
      ))}
    </div>
  );
}

function FullPlan({ campaignId, base }: { campaignId: string; base: BudgetPlan }) {
  const [draft, setDraft] = useState<WhatIfDraft>(() => initialDraft(base));
  const asked = useDebounced(draft, WHAT_IF_DEBOUNCE_MS);
  const whatIf = useBudgetWhatIf(campaignId, whatIfOf(asked, base));
  const shown = whatIf.data ?? base;
  const isUpdating = draft !== asked || whatIf.isPlaceholderData || whatIf.isFetching;
  return (
    <>
      <PlanFigures plan={base} />
      <Summary>{base.summary}</Summary>
      <Part
        title="What if…"
        description="Try another daily budget, or give one channel more or less of it; the figures and the curves below follow."
      >
        <WhatIfPanel
          base={base}
          shown={shown}
          draft={draft}
          onChange={setDraft}
          isUpdating={isUpdating && !whatIf.isError}
          error={whatIf.isError ? whatIf.error : null}
          onRetry={() => void whatIf.refetch()}
        />
      </Part>
      <Part
        title="Response curves"
        description="Expected daily revenue as each channel's daily spend grows: where the curve flattens, more budget earns little."
        aside={<CurveLegend showWhatIf={shown.whatIf !== null} />}
      >
        <Curves plan={shown} />
      </Part>
      <Part
        title="Channel split"
        description={`At ${formatMoney(shown.dailyBudget)} a day. No channel moves more than ${formatShare(shown.limits.maxStep)} of the budget at once, and none goes below ${formatShare(shown.limits.floor)}. What the next ${formatWholeMoney(1)} returns is read at today's spend.`}
      >
        <BudgetSplit plan={shown} />
      </Part>
      {base.tests.length > 0 ? (
        <Part title="Budget tests" description="Some channels' curves cannot be told yet. A test would tell:">
          <BudgetTests tests={base.tests} />
        </Part>
      ) : null}
    </>
  );
}

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Spend too steady to tell curves: said plainly, with the tests that would tell and the channels as they are. */
function VariationPlan({ plan }: { plan: BudgetPlan }) {
  const flat = plan.channels.filter((channel) => channel.status === 'insufficient_variation');
  return (
    <>
      <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-900 dark:bg-amber-950/40">
        <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        <div>
          <p className="text-sm font-semibold text-amber-950 dark:text-amber-100">
            The spend did not vary enough to tell a curve from a line
          </p>
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">
            {LIST.format(flat.map((channel) => channel.channel))} spent about the same every day, so Northstar
            cannot tell whether the next {formatWholeMoney(1)} there still earns as much as the last. It keeps
            the split as it is rather than guess. A budget test changes one channel's spend for a while to
            find out.
          </p>
        </div>
      </div>
      {plan.tests.length > 0 ? (
        <Part title="Budget tests" description="What each proposed test would tell:">
          <BudgetTests tests={plan.tests} />
        </Part>
      ) : null}
      <Part title="Response curves" aside={<CurveLegend showWhatIf={false} />}>
        <Curves plan={plan} />
      </Part>
    </>
  );
}

function NotEnoughDays({ plan }: { plan: BudgetPlan | null }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
      <IconTile icon={Hourglass} tone="neutral" />
      <p className="mt-4 font-medium text-slate-900 dark:text-white">Not enough days yet</p>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
        A budget plan needs {BUDGET_PLAN_LIMITS.minDays} days with spend in at least two channels to fit their
        curves.
        {plan && plan.channels.length > 0
          ? ` So far: ${plan.channels.map((channel) => `${channel.channel} ${channel.days} days`).join(', ')}.`
          : ' This campaign has no delivery data yet.'}
      </p>
    </div>
  );
}

function PlanSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Loading the budget plan
      </span>
      <div className="grid gap-3 sm:grid-cols-3">
        {['now', 'plan', 'gain'].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-11" />
      <Skeleton className="h-56" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-80" />
        ))}
      </div>
    </div>
  );
}

/** Issue 32, item 4: the campaign's budget plan and its what-if, on the campaign's page. */
export function BudgetPlanSection({ campaignId }: { campaignId: string }) {
  const query = useBudgetPlan(campaignId);
  const plan = query.data;
  const hasNoData = isApiError(query.error) && query.error.message === BUDGET_PLAN_MESSAGES.noData;
  return (
    <Card>
      <section aria-labelledby="budget-plan-heading">
        <CardHeader className="flex-wrap">
          <div>
            <CardTitle id="budget-plan-heading">Budget plan</CardTitle>
            <CardDescription>
              What the next {formatWholeMoney(1)} earns in each channel, from this campaign's own daily spend
              and revenue.
            </CardDescription>
          </div>
          {plan && plan.status !== 'insufficient_data' ? (
            <Badge className="tabular-nums">
              <CalendarRange aria-hidden="true" className="size-3" />
              Fitted on {Math.max(...plan.channels.map((channel) => channel.days))} days to{' '}
              {formatDate(plan.period.end)}
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-6">
          {query.isPending ? (
            <PlanSkeleton />
          ) : hasNoData ? (
            <NotEnoughDays plan={null} />
          ) : query.isError ? (
            <RetryAlert
              title="The budget plan could not be loaded"
              titleAs="p"
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            >
              {errorMessage(query.error)}
            </RetryAlert>
          ) : plan?.status === 'insufficient_data' ? (
            <NotEnoughDays plan={plan} />
          ) : plan?.status === 'insufficient_variation' ? (
            <VariationPlan plan={plan} />
          ) : plan ? (
            // Keyed by the plan's budget: a refreshed plan (new days, an applied change) starts the what-if afresh.
            <FullPlan key={plan.dailyBudget} campaignId={campaignId} base={plan} />
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
