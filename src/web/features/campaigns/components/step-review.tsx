import { Rocket, Save, Send } from 'lucide-react';
import type { Campaign } from '../../../../shared/campaigns';
import type { CampaignStatus } from '../../../../shared/campaigns-rules';
import { Button } from '../../../components/ui/button';
import { campaignChanges, launchKindOf, launchWordingFor } from '../launch';
import { useAudiencePredictions } from '../use-audience-predictions';
import { useLaunchNeedsApproval } from '../use-launch-approval';
import {
  type ChecklistItem,
  isChecklistComplete,
  type PredictionState,
  type WizardDraft,
} from '../wizard-draft';
import { AiForecastSection } from './ai-forecast-section';
import { APPROVAL_EDIT_NOTE_ID, ApprovalEditNotice, approvalEditNotice } from './approval-edit-notice';
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
  | {
      kind: 'edit';
      original: WizardDraft;
      savedBrandVoice: Record<string, unknown>;
      id: string;
      /** Where the saved campaign stands: an edit of a requested or approved one may need a new approval. */
      status: CampaignStatus;
      approval: Campaign['approval'];
    };

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
  const { completedStages, createdKind, launch } = useLaunchCampaign(draft, onFinished);
  const needsApproval = useLaunchNeedsApproval();
  const { save, isSaving } = useSaveCampaignChanges(mode, draft, onFinished);
  const { isAnalyzing } = useAudiencePredictions(draft, onPredictions, { showAnalysis: false });

  const isEdit = mode.kind === 'edit';
  const isBusy = completedStages !== null || isSaving;
  const editNotice =
    mode.kind === 'edit'
      ? approvalEditNotice({
          status: mode.status,
          approval: mode.approval,
          budget: mode.original.details.budget ?? 0,
          changes: campaignChanges(mode.original, draft, mode.savedBrandVoice),
          editorNeedsApproval: needsApproval,
        })
      : null;

  if (completedStages !== null) {
    // Expected from the settings and the start date until the server answers; then what it answered.
    const kind = createdKind ?? launchKindOf(needsApproval, draft.details.startDate);
    return (
      <LaunchProgress
        completed={completedStages}
        kind={kind}
        wording={launchWordingFor(kind, draft.details.startDate)}
      />
    );
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
            <LaunchChecklist
              checklist={draft.checklist}
              onChecklistChange={onChecklistChange}
              isSubmission={needsApproval}
            />
          )}
        </div>
      </div>

      <WizardFooter>
        <PreviousButton onClick={onPrevious} disabled={isBusy} />
        {isEdit ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <ApprovalEditNotice notice={editNotice} />
            <Button
              onClick={() => void save()}
              disabled={isBusy}
              aria-describedby={editNotice ? APPROVAL_EDIT_NOTE_ID : undefined}
              className="w-full sm:w-auto"
            >
              <Save aria-hidden="true" className="size-4" />
              {isSaving ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        ) : (
          <LaunchAction
            needsApproval={needsApproval}
            disabled={!isChecklistComplete(draft.checklist) || isBusy}
            onLaunch={() => void launch()}
          />
        )}
      </WizardFooter>
    </div>
  );
}

/** Launch Campaign, or Submit for Approval with the note that says what that means. */
function LaunchAction({
  needsApproval,
  disabled,
  onLaunch,
}: {
  needsApproval: boolean;
  disabled: boolean;
  onLaunch: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      {needsApproval ? (
        <p id="launch-approval-note" className="text-sm text-slate-600 dark:text-slate-400">
          A marketing director must approve this launch before the campaign can start.
        </p>
      ) : null}
      <Button
        onClick={onLaunch}
        disabled={disabled}
        aria-describedby={needsApproval ? 'launch-approval-note' : undefined}
        className="w-full sm:w-auto"
      >
        {needsApproval ? (
          <Send aria-hidden="true" className="size-4" />
        ) : (
          <Rocket aria-hidden="true" className="size-4" />
        )}
        {needsApproval ? 'Submit for Approval' : 'Launch Campaign'}
      </Button>
    </div>
  );
}
