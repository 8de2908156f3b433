import { useCallback, useMemo, useState } from 'react';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals-rules';
import type { CampaignListItem } from '../../../../shared/campaigns';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { useLaunchNeedsApproval } from '../use-launch-approval';
import type { CampaignRowActions } from './campaign-row';

/**
 * A row's launch, pause/resume, duplicate and delete, each reported in a notification. Delete only asks: `toDelete` is the
 * campaign awaiting confirmation, and `busyId` the one a request is running for.
 */
export function useCampaignRowActions() {
  const notify = useNotify();
  const updateStatus = useUpdateCampaign();
  const duplicate = useDuplicateCampaign();
  const remove = useDeleteCampaign();
  const [toDelete, setToDelete] = useState<CampaignListItem | null>(null);
  const launchNeedsApproval = useLaunchNeedsApproval();

  const actions = useMemo<CampaignRowActions>(() => {
    const changeStatus = (campaign: CampaignListItem, status: 'active' | 'paused') =>
      updateStatus.mutate(
        { id: campaign.id, changes: { status } },
        {
          // The answer says what happened: a draft's launch may wait for approval, whatever the button read.
          onSuccess: (updated) =>
            notify(
              updated.status === 'pending_approval'
                ? { type: 'success', title: APPROVAL_MESSAGES.submitted }
                : {
                    type: 'success',
                    title: CAMPAIGN_MESSAGES.updatedTitle,
                    description: CAMPAIGN_MESSAGES.updated,
                  },
            ),
          onError: (error) =>
            notify({
              type: 'error',
              title: CAMPAIGN_MESSAGES.updateFailedTitle,
              description: errorMessage(error) || CAMPAIGN_MESSAGES.updateFailed,
            }),
        },
      );
    return {
      onToggleStatus: (campaign) =>
        changeStatus(campaign, campaign.status === 'active' ? 'paused' : 'active'),
      onLaunch: (campaign) => changeStatus(campaign, 'active'),
      launchNeedsApproval,
      onDuplicate: (campaign) =>
        duplicate.mutate(campaign.id, {
          onSuccess: (copy) =>
            notify({
              type: 'success',
              title: 'Campaign Duplicated',
              description: `${copy.name} was created as a draft.`,
            }),
          onError: (error) =>
            notify({ type: 'error', title: 'Duplicate Failed', description: errorMessage(error) }),
        }),
      onDelete: setToDelete,
    };
    // The mutation objects change on every state change; their mutate functions are stable.
  }, [updateStatus.mutate, duplicate.mutate, notify, launchNeedsApproval]);

  const confirmDelete = useCallback(() => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () =>
        notify({
          type: 'success',
          title: CAMPAIGN_MESSAGES.deletedTitle,
          description: CAMPAIGN_MESSAGES.deleted,
        }),
      onError: () =>
        notify({
          type: 'error',
          title: CAMPAIGN_MESSAGES.deleteFailedTitle,
          description: CAMPAIGN_MESSAGES.deleteFailed,
        }),
      onSettled: () => setToDelete(null),
    });
  }, [toDelete, remove.mutate, notify]);

  // A running delete cannot be called off: the dialog stays open until it settles.
  const cancelDelete = () => {
    if (!remove.isPending) setToDelete(null);
  };

  const busyId =
    (updateStatus.isPending && updateStatus.variables?.id) ||
    (duplicate.isPending && duplicate.variables) ||
    (remove.isPending && remove.variables) ||
    null;

  return { actions, busyId, toDelete, isDeleting: remove.isPending, confirmDelete, cancelDelete };
}
