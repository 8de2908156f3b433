import { useEffect, useRef, useState } from 'react';
import { SHOPPING_TIMES } from '../../../shared/audience-rules';
import { type PredictAudienceRequest, predictAudience } from './api/predict-audience';
import { localPredictions } from './fallbacks';
import { getCampaignTiming, wait } from './timing';
import { type PredictionState, toTargetAudience, type WizardDraft } from './wizard-draft';

/**
 * The prediction request for the current draft, or null while there is nothing to predict (no interest or no
 * location yet). Before any shopping time is chosen the audience is asked about at every time of day.
 */
export function predictionRequest(draft: WizardDraft): PredictAudienceRequest | null {
  const { details, audience } = draft;
  if (audience.interests.length === 0 || audience.locations.length === 0) return null;
  if (details.budget === null || !details.startDate || !details.endDate) return null;
  return {
    objective: details.objective,
    budget: details.budget,
    startDate: details.startDate,
    endDate: details.endDate,
    targetAudience: toTargetAudience({
      ...audience,
      shoppingTimes: audience.shoppingTimes.length > 0 ? audience.shoppingTimes : [...SHOPPING_TIMES],
    }),
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Keeps the draft's predictions in step with its audience (SPEC §2 step 2): after a change it shows the analysis for
 * at least `analysisMs` (the spec's 2 s by default) while POST /api/audience/predict runs; if that call fails, the
 * spec's local random predictions stand in, marked as estimates. A newer change cancels the older analysis.
 */
export function useAudiencePredictions(
  draft: WizardDraft,
  onPredictions: (predictions: PredictionState) => void,
  { showAnalysis = true }: { showAnalysis?: boolean } = {},
) {
  const request = predictionRequest(draft);
  const inputKey = request ? JSON.stringify(request) : null;
  const isCurrent = inputKey !== null && draft.predictions?.inputKey === inputKey;
  const [isAnalyzing, setAnalyzing] = useState(false);
  const latest = useRef({ request, onPredictions });
  latest.current = { request, onPredictions };

  useEffect(() => {
    if (inputKey === null || isCurrent) {
      setAnalyzing(false);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const timing = getCampaignTiming();
    setAnalyzing(true);
    void (async () => {
      try {
        await wait(timing.predictDebounceMs, signal);
        const body = latest.current.request;
        if (!body) return;
        const [result] = await Promise.all([
          predictAudience(body, signal).then(
            (value) => ({ value, isEstimate: false }),
            (error: unknown) => {
              if (isAbort(error)) throw error;
              return { value: localPredictions(), isEstimate: true };
            },
          ),
          wait(showAnalysis ? timing.analysisMs : 0, signal),
        ]);
        latest.current.onPredictions({ ...result, inputKey });
        setAnalyzing(false);
      } catch (error) {
        // A newer change cancelled this analysis; it has already started its own.
        if (!isAbort(error)) setAnalyzing(false);
      }
    })();
    return () => controller.abort();
  }, [inputKey, isCurrent, showAnalysis]);

  return { isAnalyzing: isAnalyzing || (inputKey !== null && !isCurrent), hasInput: inputKey !== null };
}
