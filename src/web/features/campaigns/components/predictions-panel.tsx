import { ChevronDown, Info, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type {
  AudienceEstimate,
  AudiencePrediction,
  PredictionAssumptions,
} from '../../../../shared/audience';
import { Stat } from '../../../components/stat';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  formatCompact,
  formatDecimal,
  formatExactMoney,
  formatExpectedCount,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRate,
  formatSignedPercent,
} from '../../../lib/format';
import { getCampaignTiming } from '../timing';
import type { PredictionState } from '../wizard-draft';
import { BasisBadge, CalibrationRates, TrackRecordNote } from './forecast-calibration';
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
        <AnalyzingPredictions />
      ) : predictions ? (
        <ReadyPredictions predictions={predictions} />
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

/** The skeleton while the audience is analysed. */
function AnalyzingPredictions() {
  return (
    <div className="mt-4 space-y-4">
      <div role="status" className="space-y-2">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">Analyzing audience…</p>
        <TimedBar durationMs={getCampaignTiming().analysisMs} label="Audience analysis progress" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {['reach', 'ctr', 'cpc', 'conversion'].map((key) => (
          <div key={key} className="space-y-2 rounded-lg border border-slate-100 p-3 dark:border-slate-800">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** The figures, the basis and track record, the arithmetic and the recommendations of a prediction. */
function ReadyPredictions({ predictions }: { predictions: PredictionState }) {
  return (
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
      {predictions.value.basis ? (
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            Based on <BasisBadge basis={predictions.value.basis} />
          </p>
          <TrackRecordNote trackRecord={predictions.value.trackRecord} />
        </div>
      ) : null}
      {hasArithmetic(predictions.value) ? <EstimateArithmetic estimate={predictions.value} /> : null}
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
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Stat
      label={label}
      size="lg"
      className="rounded-lg border border-slate-100 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950"
    >
      {value}
    </Stat>
  );
}

/** Server estimates carry their arithmetic; older stored predictions and the browser's fallback do not. */
function hasArithmetic(prediction: AudiencePrediction): prediction is AudienceEstimate {
  return (
    prediction.impressions !== undefined &&
    prediction.clicks !== undefined &&
    prediction.conversions !== undefined &&
    prediction.assumptions !== undefined
  );
}

/** Share (0–1) as a percentage. */
function formatShare(share: number): string {
  return formatPercent(share * 100);
}

/** The budget as entered: its cents too, so the ROI sum works on the figure the model used. */
function formatBudget(value: number): string {
  return Number.isInteger(value) ? formatMoney(value) : formatExactMoney(value);
}

/** Why the CTR is below the audience's usual rate: saturation (repeat impressions) and weekly ad fatigue. */
function ctrReductions(a: PredictionAssumptions): string {
  const reasons = [
    // Under half a percent would print as 0.0%: not worth a note.
    a.ctrSaturation !== undefined && a.ctrSaturation <= 0.995
      ? `${formatShare(1 - a.ctrSaturation)} because impressions repeated to people already reached respond less`
      : null,
    a.ctrFatigue < 1 ? `${formatShare(1 - a.ctrFatigue)} for ad fatigue at this weekly frequency` : null,
  ].filter((reason) => reason !== null);
  return reasons.length > 0 ? ` (CTR lowered ${reasons.join(', and ')})` : '';
}

/**
 * The conversions and ROI steps. Estimates since issue 30 (with `ctrSaturation`) report conversions with the two
 * decimals the ROI is computed from, so the sum is written out; older stored ones had a whole count, which the ROI
 * was not computed from, so only the formula is.
 */
function conversionSteps(estimate: AudienceEstimate): { label: string; text: string }[] {
  const a = estimate.assumptions;
  const budget = formatBudget(a.mediaBudget);
  const roi = formatSignedPercent(estimate.predictedRoi);
  if (a.ctrSaturation === undefined) {
    return [
      {
        label: 'Conversions',
        text: `${formatInteger(estimate.clicks)} × ${formatRate(estimate.conversionRate)} = ${formatInteger(estimate.conversions)}`,
      },
      {
        label: 'Predicted ROI',
        text: `(expected conversions × ${formatMoney(a.orderValue)} average order − ${budget}) ÷ ${budget} = ${roi}`,
      },
    ];
  }
  const conversions = formatExpectedCount(estimate.conversions);
  return [
    {
      label: 'Conversions',
      text: `${formatInteger(estimate.impressions)} impressions × ${formatRate(estimate.expectedCTR)} CTR × ${formatRate(estimate.conversionRate)} conversion rate = ${conversions}`,
    },
    {
      label: 'Predicted ROI',
      text: `(${conversions} conversions × ${formatMoney(a.orderValue)} average order − ${budget}) ÷ ${budget} = ${roi}`,
    },
  ];
}

/** "How is this estimated?": the model's arithmetic on the figures above (docs/ai.md "Audience predictions"). */
function EstimateArithmetic({ estimate }: { estimate: AudienceEstimate }) {
  const [isOpen, setOpen] = useState(false);
  const regionId = useId();
  const buttonId = useId();
  const { assumptions: a } = estimate;
  const budget = formatBudget(a.mediaBudget);
  const steps: { label: string; text: string }[] = [
    {
      label: 'Addressable audience',
      text: `${formatCompact(a.population)} online users × ${formatShare(a.ageShare)} in the age range × ${formatShare(a.interestShare)} with the interests = ${formatInteger(estimate.addressableAudience)} people`,
    },
    {
      label: 'Impressions',
      text: `${budget} ÷ ${formatMoney(a.cpm)} CPM × 1,000 = ${formatInteger(estimate.impressions)}. The CPM blends ${a.channelMix
        .map((c) => `${c.channel} ${formatShare(c.share)} at ${formatMoney(c.cpm)}`)
        .join(', ')} of the impressions.`,
    },
    {
      label: 'Estimated reach',
      text: `${formatInteger(estimate.impressions)} impressions ÷ ${formatDecimal(a.frequency)} per person = ${formatInteger(estimate.estimatedReach)} people, never more than the audience.`,
    },
    {
      label: 'Clicks',
      text: `${formatInteger(estimate.impressions)} × ${formatRate(estimate.expectedCTR)} CTR = ${formatInteger(estimate.clicks)}${ctrReductions(a)}`,
    },
    {
      label: 'Cost per click',
      text: `${budget} ÷ ${formatInteger(estimate.clicks)} clicks = ${formatMoney(estimate.costPerClick)}`,
    },
    ...conversionSteps(estimate),
  ];
  return (
    <div className="rounded-lg border border-slate-100 dark:border-slate-800">
      <h3 className="text-sm">
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={regionId}
          onClick={() => setOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          How is this estimated?
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <section
        id={regionId}
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="space-y-3 border-t border-slate-100 px-3 py-3 text-sm dark:border-slate-800"
      >
        {estimate.calibration ? <CalibrationRates calibration={estimate.calibration} /> : null}
        <dl className="space-y-2">
          {steps.map((step) => (
            <div key={step.label}>
              <dt className="font-medium text-slate-900 dark:text-white">{step.label}</dt>
              <dd className="tabular-nums text-slate-700 dark:text-slate-300">{step.text}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          The whole budget is spent on audience-targeted media over {a.campaignDays}{' '}
          {a.campaignDays === 1 ? 'day' : 'days'}.{' '}
          {estimate.calibration
            ? 'Benchmarks are US prices and rates, scaled by country'
            : 'US benchmark prices and rates, scaled by country'}
          ; search ads are keyword-driven and not part of this estimate.
          {a.ctrSaturation === undefined
            ? null
            : ' Conversions are an expected number kept to two decimals (0.68 rather than 1), and the ROI is computed from that number, so the sums above add up. Once most of the audience has been reached, more budget mostly repeats the ads to the same people, so the ROI falls as the budget grows.'}
        </p>
      </section>
    </div>
  );
}
