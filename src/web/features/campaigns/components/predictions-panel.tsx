import { Info, Sparkles } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatMoney, formatPercent } from '../../../lib/format';
import { getCampaignTiming } from '../timing';
import type { PredictionState } from '../wizard-draft';
import { TimedBar } from './timed-bar';

/** SPEC §2 step 2: reach, CTR, CPC, conversion rate, confidence and the model's recommendations. */
export function PredictionsPanel({
  predictions,
  isAnalyzing,
  hasInput,
}: {
  predictions: PredictionState | null;
  isAnalyzing: boolean;
  hasInput: boolean;
}) {
  return (
    <section
      aria-labelledby="predictions-heading"
      aria-busy={isAnalyzing}
      className="h-fit rounded-xl border border-slate-200 bg-white p-5 sm:p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="predictions-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Sparkles aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        AI Audience Predictions
      </h2>

      {isAnalyzing ? (
        <div className="mt-4 space-y-4">
          <div role="status" className="space-y-2">
            <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">Analyzing audience…</p>
            <TimedBar durationMs={getCampaignTiming().analysisMs} label="Audience analysis progress" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            {['reach', 'ctr', 'cpc', 'conversion'].map((key) => (
              <div
                key={key}
                className="space-y-2 rounded-lg border border-slate-100 p-3 dark:border-slate-800"
              >
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-6 w-20" />
              </div>
            ))}
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : predictions ? (
        <div className="mt-4 space-y-5">
          {predictions.isEstimate ? (
            <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              The audience model is unavailable right now, so these figures are rough estimates.
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-3">
            <Metric label="Estimated Reach" value={formatCompact(predictions.value.estimatedReach)} />
            <Metric label="Expected CTR" value={formatPercent(predictions.value.expectedCTR)} />
            <Metric label="Cost per Click" value={formatMoney(predictions.value.costPerClick)} />
            <Metric label="Conversion Rate" value={formatPercent(predictions.value.conversionRate)} />
          </dl>
          <div>
            <div className="flex items-center justify-between text-sm">
              <span className="text-slate-600 dark:text-slate-400">Confidence</span>
              <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
                {Math.round(predictions.value.confidence)}%
              </span>
            </div>
            <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <div
                className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                style={{ width: `${Math.min(100, Math.max(0, predictions.value.confidence))}%` }}
              />
            </div>
          </div>
          {predictions.value.recommendations.length > 0 ? (
            <div>
              <h3 className="text-sm font-medium text-slate-900 dark:text-white">Recommendations</h3>
              <ul className="mt-2 space-y-2">
                {predictions.value.recommendations.map((recommendation) => (
                  <li key={recommendation} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500" />
                    {recommendation}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {hasInput
            ? 'Predictions will appear here.'
            : 'Choose at least one interest and one location to see reach, click-through and conversion predictions.'}
        </p>
      )}
    </section>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-100 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
