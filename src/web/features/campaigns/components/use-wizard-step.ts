import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { areCampaignDetailsReady } from '../../../../shared/campaign-details-rules';
import { isAudienceComplete, missingVoiceItems, type WizardDraft } from '../wizard-draft';
import type { WizardStep } from './wizard-parts';

/** The furthest step the draft allows: a typed or stale ?step= never skips a step's rules. */
function furthestStep(draft: WizardDraft, earliestStart: string): WizardStep {
  // The same rule as step 1's form and its Next button.
  if (!areCampaignDetailsReady(draft.details, earliestStart)) return 1;
  if (!isAudienceComplete(draft.audience)) return 2;
  if (missingVoiceItems(draft.voice).length > 0 || draft.content === null) return 3;
  return 4;
}

function parseStep(value: string | null): WizardStep {
  const step = Number(value);
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/**
 * The wizard's current step, which lives in the address (?step=N) so that the browser's back and forward buttons
 * move between steps. `stepHeading` goes on the step's heading, which takes focus when the step changes.
 */
export function useWizardStep(draft: WizardDraft, earliestStart: string) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  const requestedStep = parseStep(searchParams.get('step'));
  const maxStep = furthestStep(draft, earliestStart);
  const step = Math.min(requestedStep, maxStep) as WizardStep;

  useEffect(() => {
    if (requestedStep > maxStep) {
      setSearchParams(
        (params) => {
          params.set('step', String(maxStep));
          return params;
        },
        { replace: true },
      );
    }
  }, [requestedStep, maxStep, setSearchParams]);

  // A new step starts at the top of the page, with focus on its (visually hidden) heading for screen readers.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    stepHeading.current?.focus({ preventScroll: true });
  }, [step]);

  const goTo = useCallback(
    (next: WizardStep) =>
      setSearchParams((params) => {
        params.set('step', String(next));
        return params;
      }),
    [setSearchParams],
  );

  /** SPEC §2: Previous is the browser's back; on a first page (opened at ?step=3) it steps down in place. */
  const goBack = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else
      setSearchParams(
        (params) => {
          params.set('step', String(Math.max(1, step - 1)));
          return params;
        },
        { replace: true },
      );
  }, [navigate, setSearchParams, step]);

  return { step, stepHeading, goTo, goBack };
}
