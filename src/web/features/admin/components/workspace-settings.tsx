import { TitledCard } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useUpdateWorkspaceSettings, useWorkspaceSettings } from '../api/workspace-settings';

const LAUNCH_APPROVAL_ID = 'workspace-launch-approval';

/** Workspace-wide rules an admin sets; today one: whether managers' launches wait for approval. */
export function WorkspaceSettings() {
  const settings = useWorkspaceSettings();
  const update = useUpdateWorkspaceSettings();
  const notify = useNotify();

  const setLaunchApproval = (launchApproval: boolean) =>
    update.mutate(
      { launchApproval },
      {
        onSuccess: (saved) =>
          notify({
            type: 'success',
            title: 'Workspace settings saved',
            description: saved.launchApproval
              ? 'Launches by marketing managers now wait for approval.'
              : 'Launches by marketing managers no longer need approval.',
          }),
        onError: (error) =>
          notify({
            type: 'error',
            title: 'Could not save workspace settings',
            description: errorMessage(error),
          }),
      },
    );

  return (
    <TitledCard title="Workspace settings" description="Rules that apply to everyone in this workspace.">
      {settings.isError ? (
        <ListError
          title="Workspace settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="flex items-start gap-3">
          {settings.isPending ? (
            <Skeleton className="mt-0.5 size-5 shrink-0" />
          ) : (
            <Checkbox
              id={LAUNCH_APPROVAL_ID}
              className="mt-0.5"
              checked={settings.data.launchApproval}
              disabled={update.isPending}
              aria-busy={update.isPending}
              aria-describedby={`${LAUNCH_APPROVAL_ID}-hint`}
              onCheckedChange={(checked) => setLaunchApproval(checked === true)}
            />
          )}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={LAUNCH_APPROVAL_ID} className="cursor-pointer">
                Require approval for launches by marketing managers
              </Label>
              {update.isPending ? <Spinner label="Saving" className="text-indigo-600" /> : null}
            </div>
            <p id={`${LAUNCH_APPROVAL_ID}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Their launched campaigns wait, without delivering, until a marketing director or an admin
              approves them.
            </p>
          </div>
        </div>
      )}
    </TitledCard>
  );
}
