import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Campaign } from '../../../../shared/campaigns';
import { PageHeader } from '../../../components/layout/page-header';
import {
  type ChecklistItem,
  type ContentState,
  clearDraft,
  type DraftAudience,
  type DraftDetails,
  type DraftVoice,
  draftFromCampaign,
  draftStorageKey,
  emptyDraft,
  isAudienceComplete,
  isDetailsReady,
  loadDraft,
  localToday,
  missingVoiceItems,
  type PredictionState,
  saveDraft,
  type WizardDraft,
} from '../wizard-draft';
import { StepAudience } from './step-audience';
import { StepContent } from './step-content';
import { StepDetails } from './step-details';
import { type ReviewMode, StepReview } from './step-review';
import { WIZARD_STEPS, WizardProgress, type WizardStep } from './wizard-parts';

/** The furthest step the draft allows: a typed or stale ?step= never skips a step's rules. */
function furthestStep(draft: WizardDraft, earliestStart: string): WizardStep {
  if (!isDetailsReady(draft.details, earliestStart)) return 1;
  if (!isAudienceComplete(draft.audience)) return 2;
  if (missingVoiceItems(draft.voice).length > 0 || draft.content === null) return 3;
  return 4;
}

function parseStep(value: string | null): WizardStep {
  const step = Number(value);
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/**
 * The four-step campaign wizard (SPEC §2), for a new campaign or an edit. The step lives in the address (?step=N),
 * so the browser's back and forward buttons move between steps; the input lives in session storage, so a reload
 * or a stray back loses nothing. `summary` shows under the page's title (an edited campaign's pacing).
 */
export function CampaignWizard({ campaign, summary }: { campaign?: Campaign; summary?: ReactNode }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const storageKey = draftStorageKey(campaign?.id);
  const original = useMemo(() => (campaign ? draftFromCampaign(campaign) : null), [campaign]);
  const [draft, setDraft] = useState<WizardDraft>(() => loadDraft(storageKey) ?? original ?? emptyDraft());
  const isFinished = useRef(false);

  // A running campaign keeps its past start date; a new or moved one may not start before today.
  const today = localToday();
  const savedStart = original?.details.startDate;
  const earliestStart = savedStart && savedStart < today ? savedStart : today;

  useEffect(() => {
    if (!isFinished.current) saveDraft(storageKey, draft);
  }, [storageKey, draft]);

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

  // Step 1's form owns the details while it is open (use-details-form.ts): it saves each change to session storage
  // itself and hands the details over when the step is left.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  const saveDetails = useCallback(
    (details: DraftDetails) => {
      if (!isFinished.current) saveDraft(storageKey, { ...latestDraft.current, details });
    },
    [storageKey],
  );
  const commitDetails = useCallback(
    (details: DraftDetails) =>
      setDraft((d) => (JSON.stringify(d.details) === JSON.stringify(details) ? d : { ...d, details })),
    [],
  );
  const setAudience = useCallback(
    (update: (audience: DraftAudience) => DraftAudience) =>
      setDraft((d) => ({ ...d, audience: update(d.audience) })),
    [],
  );
  const setVoice = useCallback(
    (voice: Partial<DraftVoice>) => setDraft((d) => ({ ...d, voice: { ...d.voice, ...voice } })),
    [],
  );
  const setPredictions = useCallback(
    (predictions: PredictionState) => setDraft((d) => ({ ...d, predictions })),
    [],
  );
  const setContent = useCallback((content: ContentState) => setDraft((d) => ({ ...d, content })), []);
  const setChecklistItem = useCallback(
    (item: ChecklistItem, checked: boolean) =>
      setDraft((d) => ({ ...d, checklist: { ...d.checklist, [item]: checked } })),
    [],
  );
  const finish = useCallback(() => {
    isFinished.current = true;
    clearDraft(storageKey);
  }, [storageKey]);

  const reviewMode: ReviewMode =
    campaign && original
      ? { kind: 'edit', id: campaign.id, original, savedBrandVoice: campaign.brandVoice }
      : { kind: 'new' };

  return (
    <div className="space-y-6">
      <PageHeader
        title={campaign ? 'Edit Campaign' : 'Create Campaign'}
        description={
          campaign
            ? `Update ${campaign.name}: its brief, audience and content.`
            : 'Describe your campaign, choose its audience and generate on-brand content, then review and launch.'
        }
        back={
          campaign
            ? { to: '/campaigns', label: 'Back to Campaigns' }
            : { to: '/', label: 'Back to Dashboard' }
        }
      />
      {summary}
      <WizardProgress step={step} />
      <h2 ref={stepHeading} tabIndex={-1} className="sr-only">
        {WIZARD_STEPS[step - 1]}
      </h2>
      {step === 1 ? (
        <StepDetails
          details={draft.details}
          earliestStart={earliestStart}
          onSave={saveDetails}
          onCommit={commitDetails}
          onNext={() => goTo(2)}
        />
      ) : step === 2 ? (
        <StepAudience
          draft={draft}
          onAudienceChange={setAudience}
          onPredictions={setPredictions}
          onNext={() => goTo(3)}
          onPrevious={goBack}
        />
      ) : step === 3 ? (
        <StepContent
          draft={draft}
          onVoiceChange={setVoice}
          onContent={setContent}
          onNext={() => goTo(4)}
          onPrevious={goBack}
        />
      ) : (
        <StepReview
          draft={draft}
          mode={reviewMode}
          onChecklistChange={setChecklistItem}
          onPredictions={setPredictions}
          onPrevious={goBack}
          onFinished={finish}
        />
      )}
    </div>
  );
}
