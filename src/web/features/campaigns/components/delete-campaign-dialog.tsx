import type { CampaignListItem } from '../../../../shared/campaigns';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { onDismiss } from '../../../lib/on-dismiss';

/** Asks before deleting `campaign`; open while there is one. */
export function DeleteCampaignDialog({
  campaign,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  campaign: CampaignListItem | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={onDismiss(onCancel)}
      title="Delete Campaign"
      description={CAMPAIGN_MESSAGES.deleteConfirm}
      confirmLabel={isDeleting ? 'Deleting…' : 'Delete'}
      onConfirm={onConfirm}
      isPending={isDeleting}
    >
      {campaign ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 dark:bg-slate-950 dark:text-white">
          {campaign.name}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
