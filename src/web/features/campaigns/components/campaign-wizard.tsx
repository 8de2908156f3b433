import type { ReactNode } from 'react';
import type { Campaign } from '../../../../shared/campaigns';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSkeleton } from '../../../components/ui/loading-frames';
import { LazyArea, lazyComponent } from '../../../lib/lazy';
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

/**
 * The four-step campaign wizard (SPEC §2), for a new campaign or an edit. The step lives in the address (?step=N),
 * so the browser's back and forward buttons move between steps; the input lives in session storage, so a reload
 * or a stray back loses nothing. `summary` shows under the page's title (an edited campaign's pacing).
 */
export function CampaignWizard({ campaign, summary }: { campaign?: Campaign; summary?: ReactNode }) {
  const wizard = useWizardDraft(campaign);
  const { draft, original, earliestStart } = wizard;
  const { step, stepHeading, goTo, goBack } = useWizardStep(draft, earliestStart);

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
    </div>
  );
}
