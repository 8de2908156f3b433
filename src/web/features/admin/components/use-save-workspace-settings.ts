import type {
  WorkspaceSettings as Settings,
  UpdateWorkspaceSettingsRequest,
} from '../../../../shared/approvals';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useUpdateWorkspaceSettings } from '../api/workspace-settings';

/**
 * Saves workspace settings and says how it went: 'Workspace settings saved' with what the change means, or the
 * server's reason for a refusal. Each setting that calls it has a save of its own (its own pending state).
 */
export function useSaveWorkspaceSettings() {
  const update = useUpdateWorkspaceSettings();
  const notify = useNotify();

  /** `meaning` says what the saved change means; `onSaved` runs first, before the confirmation shows. */
  const save = (
    changes: UpdateWorkspaceSettingsRequest,
    meaning: (saved: Settings) => string,
    onSaved?: (saved: Settings) => void,
  ) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        notify({ type: 'success', title: 'Workspace settings saved', description: meaning(saved) });
      },
      onError: (error) =>
        notify({
          type: 'error',
          title: 'Could not save workspace settings',
          description: errorMessage(error),
        }),
    });

  return { update, save };
}
