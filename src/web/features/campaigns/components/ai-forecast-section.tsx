import { Skeleton } from '../../../components/ui/skeleton';
import { FALLBACK_AI_CONFIDENCE, FALLBACK_PREDICTED_ROI } from '../fallbacks';
import type { WizardDraft } from '../wizard-draft';
import { StepSection } from './wizard-parts';

/** The review step's confidence and ROI figures, with sample figures when the audience model is unavailable. */
export function AiForecastSection({
  predictions,
  isAnalyzing,
}: {
  predictions: WizardDraft['predictions'];
  isAnalyzing: boolean;
}) {
  const hasModel = predictions !== null && !predictions.isEstimate;
  const aiConfidence = hasModel ? predictions.value.aiConfidence : FALLBACK_AI_CONFIDENCE;
  const predictedRoi = hasModel ? predictions.value.predictedRoi : FALLBACK_PREDICTED_ROI;

  return (
    <StepSection title="AI Forecast" className="h-fit">
      {isAnalyzing ? (
        <div className="grid grid-cols-2 gap-3" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-indigo-50 p-3 dark:bg-indigo-950">
              <dt className="text-xs text-indigo-800 dark:text-indigo-200">AI Confidence</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums text-indigo-950 dark:text-white">
                {Math.round(aiConfidence * 100)}%
              </dd>
            </div>
            <div className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950">
              <dt className="text-xs text-emerald-800 dark:text-emerald-200">Predicted ROI</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums text-emerald-950 dark:text-white">
                {predictedRoi >= 0 ? '+' : ''}
                {Math.round(predictedRoi)}%
              </dd>
            </div>
          </dl>
          {!hasModel ? (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              Sample figures: the audience model is unavailable.
            </p>
          ) : null}
        </>
      )}
    </StepSection>
  );
}
