import { Rocket, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAudiencePredictions } from '../use-audience-predictions';
import {
  type ChecklistItem,
  isChecklistComplete,
  type PredictionState,
  type WizardDraft,
} from '../wizard-draft';
import { AiForecastSection } from './ai-forecast-section';
import { LaunchChecklist } from './launch-checklist';
import { LaunchProgress } from './launch-progress';
import {
  AudienceSummarySection,
  CampaignSummarySection,
  VoiceAndContentSummarySection,
} from './review-summary';
import { useLaunchCampaign, useSaveCampaignChanges } from './use-review-actions';
import { PreviousButton, WizardFooter } from './wizard-parts';

export type ReviewMode =
  | { kind: 'new' }
  | { kind: 'edit'; original: WizardDraft; savedBrandVoice: Record<string, unknown>; id: string };

export function StepReview({
  draft,
  mode,
  onChecklistChange,
  onPredictions,
  onPrevious,
  onFinished,
}: {
  draft: WizardDraft;
  mode: ReviewMode;
  onChecklistChange: (item: ChecklistItem, checked: boolean) => void;
  onPredictions: (predictions: PredictionState) => void;
  onPrevious: () => void;
  /** Called once the campaign is saved: the wizard forgets its draft. */
  onFinished: () => void;
}) {
  const { completedStages, launch } = useLaunchCampaign(draft, onFinished);
  const { save, isSaving } = useSaveCampaignChanges(mode, draft, onFinished);
  const { isAnalyzing } = useAudiencePredictions(draft, onPredictions, { showAnalysis: false });

  const isEdit = mode.kind === 'edit';
  const isBusy = completedStages !== null || isSaving;

  if (completedStages !== null) {
    return <LaunchProgress completed={completedStages} />;
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <CampaignSummarySection details={draft.details} />
          <AudienceSummarySection audience={draft.audience} />
          <VoiceAndContentSummarySection voice={draft.voice} content={draft.content} />
        </div>

        <div className="space-y-6">
          <AiForecastSection predictions={draft.predictions} isAnalyzing={isAnalyzing} />
          {isEdit ? null : (
            <LaunchChecklist checklist={draft.checklist} onChecklistChange={onChecklistChange} />
          )}
        </div>
      </div>

      <WizardFooter>
        <PreviousButton onClick={onPrevious} disabled={isBusy} />
        {isEdit ? (
          <Button onClick={() => void save()} disabled={isBusy} className="w-full sm:w-auto">
            <Save aria-hidden="true" className="size-4" />
            {isSaving ? 'Saving…' : 'Save Changes'}
          </Button>
        ) : (
          <Button
            onClick={() => void launch()}
            disabled={!isChecklistComplete(draft.checklist) || isBusy}
            className="w-full sm:w-auto"
          >
            <Rocket aria-hidden="true" className="size-4" />
            Launch Campaign
          </Button>
        )}
      </WizardFooter>
    </div>
  );
}
