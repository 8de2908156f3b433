import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals-rules';
import type { Campaign } from '../../../../shared/campaigns';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import {
  campaignChanges,
  createCampaignBody,
  LAUNCH_STAGES,
  type LaunchKind,
  launchKindOf,
  launchWordingFor,
  newIdempotencyKey,
} from '../launch';
import { getCampaignTiming, wait } from '../timing';
import type { WizardDraft } from '../wizard-draft';
import type { ReviewMode } from './step-review';

/**
 * Creates the campaign while stepping through the launch stages; `completedStages` is null when not launching, and
 * `createdKind` what the server made of it: live now, scheduled for its start date, or waiting for approval.
 */
export function useLaunchCampaign(draft: WizardDraft, onFinished: () => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  const createCampaign = useCreateCampaign();
  const [completedStages, setCompletedStages] = useState<number | null>(null);
  const [createdKind, setCreatedKind] = useState<LaunchKind | null>(null);
  const idempotency = useRef<{ payload: string; key: string } | null>(null);
  const cancel = useRef(new AbortController());

  useEffect(() => {
    const controller = cancel.current;
    return () => controller.abort();
  }, []);

  const launch = async () => {
    const { signal } = cancel.current;
    const timing = getCampaignTiming();
    const body = createCampaignBody(draft);
    const payload = JSON.stringify(body);
    // One key per launch attempt: a retry of the same campaign reuses it, so the server creates it only once.
    if (idempotency.current?.payload !== payload) idempotency.current = { payload, key: newIdempotencyKey() };
    const idempotencyKey = idempotency.current.key;
    let created: Campaign;
    try {
      for (let stage = 0; stage < LAUNCH_STAGES.length - 1; stage += 1) {
        setCompletedStages(stage);
        await wait(timing.launchStageMs, signal);
      }
      setCompletedStages(LAUNCH_STAGES.length - 1);
      [created] = await Promise.all([
        createCampaign.mutateAsync({ body, idempotencyKey }),
        wait(timing.launchStageMs, signal),
      ]);
    } catch (error) {
      if (signal.aborted) return;
      setCompletedStages(null);
      notify({ type: 'error', title: CAMPAIGN_MESSAGES.launchFailed, description: errorMessage(error) });
      return;
    }
    // The server decides whether the launch waits for approval; its answer, not the settings, picks the message.
    const kind = launchKindOf(created.status === 'pending_approval', created.startDate);
    setCreatedKind(kind);
    setCompletedStages(LAUNCH_STAGES.length);
    notify({ type: 'success', ...launchWordingFor(kind, created.startDate).notice });
    onFinished();
    await wait(timing.redirectMs, signal).then(
      () => navigate('/'),
      () => undefined,
    );
  };

  return { completedStages, createdKind, launch };
}

/** Saves an edited campaign's changes, if any, then returns to the campaign list. */
export function useSaveCampaignChanges(mode: ReviewMode, draft: WizardDraft, onFinished: () => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  const updateCampaign = useUpdateCampaign();

  const save = async () => {
    if (mode.kind !== 'edit') return;
    const changes = campaignChanges(mode.original, draft, mode.savedBrandVoice);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: 'No changes to save' });
      onFinished();
      navigate('/campaigns');
      return;
    }
    let saved: Campaign;
    try {
      saved = await updateCampaign.mutateAsync({ id: mode.id, changes });
    } catch (error) {
      notify({ type: 'error', title: CAMPAIGN_MESSAGES.updateFailedTitle, description: errorMessage(error) });
      return;
    }
    // The server's answer, not the notice shown before, says whether the change went back for approval.
    const isResubmitted = saved.status === 'pending_approval' && mode.status !== 'pending_approval';
    notify({
      type: 'success',
      title: isResubmitted ? APPROVAL_MESSAGES.resubmittedTitle : CAMPAIGN_MESSAGES.updatedTitle,
      description: isResubmitted ? APPROVAL_MESSAGES.resubmitted : 'Your changes have been saved.',
    });
    onFinished();
    navigate('/campaigns');
  };

  return { save, isSaving: updateCampaign.isPending };
}
