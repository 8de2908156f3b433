import type { Campaign } from '../../../../shared/campaigns';
import { PageSkeleton } from '../../../components/ui/loading-frames';
import { LazyArea, lazyComponent } from '../../../lib/lazy';
import type { WizardDraft } from '../wizard-draft';
import { StepDetails } from './step-details';
import type { ReviewMode } from './step-review';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardStep } from './use-wizard-step';
import { WIZARD_STEPS, WizardProgress } from './wizard-parts';

// The wizard opens on its first step; the later ones download once someone works in it (the first focus in the
// details form), or at once when the address names a later step.
const StepAudience = lazyComponent(() => import('./step-audience').then((m) => m.StepAudience));
const StepContent = lazyComponent(() => import('./step-content').then((m) => m.StepContent));
const StepReview = lazyComponent(() => import('./step-review').then((m) => m.StepReview));
const preloadLaterSteps = () => {
  StepAudience.preload();
  StepContent.preload();
  StepReview.preload();
};

export interface WizardBodyProps {
  campaign?: Campaign;
  /** A draft restored from session storage; without one the wizard starts from the campaign, or empty. */
  restored?: WizardDraft | null;
}

/** The wizard's progress bar and its current step, which lives in the address (?step=N). */
export function WizardBody({ campaign, restored = null }: WizardBodyProps) {
  const wizard = useWizardDraft(campaign, restored);
  const { draft, original, earliestStart } = wizard;
  const { step, stepHeading, goTo, goBack } = useWizardStep(draft, earliestStart);

  const reviewMode: ReviewMode =
    campaign && original
      ? {
          kind: 'edit',
          id: campaign.id,
          original,
          savedBrandVoice: campaign.brandVoice,
          status: campaign.status,
          approval: campaign.approval,
        }
      : { kind: 'new' };

  return (
    <>
      <WizardProgress step={step} />
      <h2 ref={stepHeading} tabIndex={-1} className="sr-only">
        {WIZARD_STEPS[step - 1]}
      </h2>
      <LazyArea fallback={<PageSkeleton label="Loading step" />}>
        {step === 1 ? (
          <StepDetails
            details={draft.details}
            earliestStart={earliestStart}
            onSave={wizard.saveDetails}
            onCommit={wizard.commitDetails}
            onNext={() => goTo(2)}
            onFocus={preloadLaterSteps}
          />
        ) : step === 2 ? (
          <StepAudience
            draft={draft}
            onAudienceChange={wizard.setAudience}
            onPredictions={wizard.setPredictions}
            onNext={() => goTo(3)}
            onPrevious={goBack}
          />
        ) : step === 3 ? (
          <StepContent
            draft={draft}
            onVoiceChange={wizard.setVoice}
            onContent={wizard.setContent}
            onNext={() => goTo(4)}
            onPrevious={goBack}
          />
        ) : (
          <StepReview
            draft={draft}
            mode={reviewMode}
            onChecklistChange={wizard.setChecklistItem}
            onPredictions={wizard.setPredictions}
            onPrevious={goBack}
            onFinished={wizard.finish}
          />
        )}
      </LazyArea>
    </>
  );
}
