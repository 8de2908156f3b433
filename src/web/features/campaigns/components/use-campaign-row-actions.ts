import { useCallback, useMemo, useState } from 'react';
import { CAMPAIGN_MESSAGES, type CampaignListItem } from '../../../../shared/campaigns';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import type { CampaignRowActions } from './campaign-row';

/**
 * A row's pause/resume, duplicate and delete, each reported in a notification. Delete only asks: `toDelete` is the
 * campaign awaiting confirmation, and `busyId` the one a request is running for.
 */
export function useCampaignRowActions() {
  const notify = useNotify();
  const updateStatus = useUpdateCampaign();
  const duplicate = useDuplicateCampaign();
  const remove = useDeleteCampaign();
  const [toDelete, setToDelete] = useState<CampaignListItem | null>(null);

  const actions = useMemo<CampaignRowActions>(
    () => ({
      onToggleStatus: (campaign) =>
        updateStatus.mutate(
          { id: campaign.id, changes: { status: campaign.status === 'active' ? 'paused' : 'active' } },
          {
            onSuccess: () =>
              notify({
                type: 'success',
                title: CAMPAIGN_MESSAGES.updatedTitle,
                description: CAMPAIGN_MESSAGES.updated,
              }),
            onError: (error) =>
              notify({
                type: 'error',
                title: CAMPAIGN_MESSAGES.updateFailedTitle,
                description: errorMessage(error) || CAMPAIGN_MESSAGES.updateFailed,
              }),
          },
        ),
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
    }),
    // The mutation objects change on every state change; their mutate functions are stable.
    [updateStatus.mutate, duplicate.mutate, notify],
  );

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
