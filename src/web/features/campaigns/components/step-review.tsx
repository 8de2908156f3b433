import { ArrowLeft, CircleAlert, Rocket, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_MESSAGES, campaignDurationDays, OBJECTIVE_LABELS } from '../../../../shared/campaigns';
import { splitKeyMessages } from '../../../../shared/content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { FALLBACK_AI_CONFIDENCE, FALLBACK_PREDICTED_ROI } from '../fallbacks';
import { campaignChanges, createCampaignBody, LAUNCH_STAGES, newIdempotencyKey } from '../launch';
import { getCampaignTiming, wait } from '../timing';
import { useAudiencePredictions } from '../use-audience-predictions';
import {
  type ChecklistItem,
  isChecklistComplete,
  type PredictionState,
  type WizardDraft,
} from '../wizard-draft';
import { SOURCE_LABELS } from './generated-content-view';
import { LaunchProgress } from './launch-progress';
import { StepSection, WizardFooter } from './wizard-parts';

/** SPEC §4 launch checklist and the SPEC §5 message each unchecked item shows. */
const CHECKLIST: { item: ChecklistItem; label: string; message: string }[] = [
  { item: 'approved', label: 'Campaign approved', message: 'Campaign must be approved before launch' },
  { item: 'budget', label: 'Budget confirmed', message: 'Budget must be confirmed before launch' },
  { item: 'targeting', label: 'Targeting reviewed', message: 'Targeting must be reviewed before launch' },
  { item: 'content', label: 'Content approved', message: 'Content must be approved before launch' },
];

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

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
  const notify = useNotify();
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const [completedStages, setCompletedStages] = useState<number | null>(null);
  const idempotency = useRef<{ payload: string; key: string } | null>(null);
  const cancel = useRef(new AbortController());
  const { isAnalyzing } = useAudiencePredictions(draft, onPredictions, { showAnalysis: false });

  useEffect(() => {
    const controller = cancel.current;
    return () => controller.abort();
  }, []);

  const isEdit = mode.kind === 'edit';
  const isChecklistDone = isChecklistComplete(draft.checklist);
  const isBusy = completedStages !== null || updateCampaign.isPending;

  const launch = async () => {
    const { signal } = cancel.current;
    const timing = getCampaignTiming();
    const body = createCampaignBody(draft);
    const payload = JSON.stringify(body);
    // One key per launch attempt: a retry of the same campaign reuses it, so the server creates it only once.
    if (idempotency.current?.payload !== payload) idempotency.current = { payload, key: newIdempotencyKey() };
    const idempotencyKey = idempotency.current.key;
    try {
      for (let stage = 0; stage < LAUNCH_STAGES.length - 1; stage += 1) {
        setCompletedStages(stage);
        await wait(timing.launchStageMs, signal);
      }
      setCompletedStages(LAUNCH_STAGES.length - 1);
      await Promise.all([
        createCampaign.mutateAsync({ body, idempotencyKey }),
        wait(timing.launchStageMs, signal),
      ]);
    } catch (error) {
      if (signal.aborted) return;
      setCompletedStages(null);
      notify({ type: 'error', title: CAMPAIGN_MESSAGES.launchFailed, description: errorMessage(error) });
      return;
    }
    setCompletedStages(LAUNCH_STAGES.length);
    notify({ type: 'success', title: CAMPAIGN_MESSAGES.launched });
    onFinished();
    await wait(timing.redirectMs, signal).then(
      () => navigate('/'),
      () => undefined,
    );
  };

  const save = async () => {
    if (mode.kind !== 'edit') return;
    const changes = campaignChanges(mode.original, draft, mode.savedBrandVoice);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: 'No changes to save' });
      onFinished();
      navigate('/campaigns');
      return;
    }
    try {
      await updateCampaign.mutateAsync({ id: mode.id, changes });
    } catch (error) {
      notify({ type: 'error', title: CAMPAIGN_MESSAGES.updateFailedTitle, description: errorMessage(error) });
      return;
    }
    notify({
      type: 'success',
      title: CAMPAIGN_MESSAGES.updatedTitle,
      description: 'Your changes have been saved.',
    });
    onFinished();
    navigate('/campaigns');
  };

  const { details, audience, voice, content, predictions } = draft;
  const duration = campaignDurationDays(details.startDate, details.endDate);
  const hasModel = predictions !== null && !predictions.isEstimate;
  const aiConfidence = hasModel ? predictions.value.aiConfidence : FALLBACK_AI_CONFIDENCE;
  const predictedRoi = hasModel ? predictions.value.predictedRoi : FALLBACK_PREDICTED_ROI;

  if (completedStages !== null) {
    return <LaunchProgress completed={completedStages} />;
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <StepSection title="Campaign Summary">
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <SummaryItem label="Campaign Name" value={details.name} />
              <SummaryItem label="Objective" value={OBJECTIVE_LABELS[details.objective]} />
              <SummaryItem
                label="Total Budget"
                value={details.budget === null ? '—' : formatMoney(details.budget)}
              />
              <SummaryItem
                label="Schedule"
                value={`${formatDate(details.startDate)} – ${formatDate(details.endDate)}${duration ? ` (${duration} ${duration === 1 ? 'day' : 'days'})` : ''}`}
              />
              {details.description.trim() ? (
                <SummaryItem
                  label="Description"
                  value={details.description.trim()}
                  className="sm:col-span-2"
                />
              ) : null}
            </dl>
          </StepSection>

          <StepSection title="Audience">
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <SummaryItem label="Age Range" value={`${audience.ageRange[0]} – ${audience.ageRange[1]}`} />
              <SummaryItem
                label="Engagement & Device"
                value={`${capitalise(audience.engagementLevel)} engagement, ${audience.devicePreference}`}
              />
              <SummaryItem label="Locations" value={audience.locations.join(', ')} />
              <SummaryItem label="Interests" value={audience.interests.join(', ')} />
              <SummaryItem
                label="Shopping Times"
                value={audience.shoppingTimes.join(', ')}
                className="sm:col-span-2"
              />
            </dl>
          </StepSection>

          <StepSection
            title="Brand Voice & Content"
            aside={
              content?.value.source ? (
                <Badge tone="accent">{SOURCE_LABELS[content.value.source]}</Badge>
              ) : null
            }
          >
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <SummaryItem label="Tone & Style" value={`${capitalise(voice.tone)}, ${voice.style}`} />
              <SummaryItem label="Product/Service" value={voice.productName} />
              <SummaryItem
                label="Key Messages"
                value={splitKeyMessages(voice.keyMessages).join(' · ')}
                className="sm:col-span-2"
              />
              {content ? (
                <>
                  <SummaryItem label="Headline" value={content.value.text.headlines[0] ?? '—'} />
                  <SummaryItem label="Call to Action" value={content.value.text.ctaButtons[0] ?? '—'} />
                  <SummaryItem
                    label="Description"
                    value={content.value.text.descriptions[0] ?? '—'}
                    className="sm:col-span-2"
                  />
                </>
              ) : null}
            </dl>
          </StepSection>
        </div>

        <div className="space-y-6">
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

          {isEdit ? null : (
            <StepSection
              title="Launch Checklist"
              description="Confirm each item before launching."
              className="h-fit"
            >
              <ul className="space-y-4">
                {CHECKLIST.map(({ item, label, message }) => {
                  const id = `checklist-${item}`;
                  const isChecked = draft.checklist[item];
                  return (
                    <li key={item}>
                      <div className="flex items-center gap-3">
                        <Checkbox
                          id={id}
                          checked={isChecked}
                          onCheckedChange={(checked) => onChecklistChange(item, checked === true)}
                          aria-describedby={isChecked ? undefined : `${id}-message`}
                        />
                        <Label htmlFor={id} className="cursor-pointer">
                          {label}
                        </Label>
                      </div>
                      {isChecked ? null : (
                        <p
                          id={`${id}-message`}
                          className="mt-1 ml-8 flex items-start gap-1.5 text-xs text-amber-800 dark:text-amber-300"
                        >
                          <CircleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                          {message}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </StepSection>
          )}
        </div>
      </div>

      <WizardFooter>
        <Button variant="secondary" onClick={onPrevious} disabled={isBusy} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        {isEdit ? (
          <Button onClick={() => void save()} disabled={isBusy} className="w-full sm:w-auto">
            <Save aria-hidden="true" className="size-4" />
            {updateCampaign.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        ) : (
          <Button
            onClick={() => void launch()}
            disabled={!isChecklistDone || isBusy}
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

function SummaryItem({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 break-words text-sm text-slate-900 dark:text-slate-100">{value || '—'}</dd>
    </div>
  );
}
