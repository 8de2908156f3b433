import type { ReactNode } from 'react';
import type {
  WorkspaceSettings as Settings,
  UpdateWorkspaceSettingsRequest,
} from '../../../../shared/approvals';
import { TitledCard } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useWorkspaceSettings } from '../api/workspace-settings';
import { CurrencySetting } from './currency-setting';
import { LocaleSetting } from './locale-setting';
import { useSaveWorkspaceSettings } from './use-save-workspace-settings';

/** What a saved change means, in the notification that confirms it. */
function savedDescription(changes: UpdateWorkspaceSettingsRequest, saved: Settings): string {
  if (changes.requireTwoFactor !== undefined) {
    return saved.requireTwoFactor
      ? 'Administrators and marketing directors must now use two-step sign-in. Those without it set it up at their next request.'
      : 'Two-step sign-in is no longer required; everyone who has it keeps it.';
  }
  return saved.launchApproval
    ? 'Launches by marketing managers now wait for approval.'
    : 'Launches by marketing managers no longer need approval.';
}

/** Workspace-wide rules an admin sets: launch approval, required two-step sign-in, the currency and the locale. */
export function WorkspaceSettings() {
  const settings = useWorkspaceSettings();
  const { update, save: saveChanges } = useSaveWorkspaceSettings();

  const save = (changes: UpdateWorkspaceSettingsRequest) =>
    saveChanges(changes, (saved) => savedDescription(changes, saved));

  return (
    <TitledCard title="Workspace settings" description="Rules that apply to everyone in this workspace.">
      {settings.isError ? (
        <ListError
          title="Workspace settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="space-y-5">
          <SettingToggle
            id="workspace-launch-approval"
            label="Require approval for launches by marketing managers"
            checked={settings.data ? settings.data.launchApproval : undefined}
            isSaving={update.isPending}
            isSavingThis={update.isPending && update.variables?.launchApproval !== undefined}
            onChange={(launchApproval) => save({ launchApproval })}
          >
            Their launched campaigns wait, without delivering, until a marketing director or an admin approves
            them.
          </SettingToggle>
          <SettingToggle
            id="workspace-require-two-factor"
            label="Require two-step sign-in for administrators and marketing directors"
            checked={settings.data ? settings.data.requireTwoFactor === true : undefined}
            isSaving={update.isPending}
            isSavingThis={update.isPending && update.variables?.requireTwoFactor !== undefined}
            onChange={(requireTwoFactor) => save({ requireTwoFactor })}
          >
            They sign in with a code from an authenticator app as well as their password. Those who have not
            set it up can do nothing else until they do.
          </SettingToggle>
          <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
            <CurrencySetting saved={settings.data?.currency} isSavingOther={update.isPending} />
          </div>
          <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
            <LocaleSetting saved={settings.data?.locale} isSavingOther={update.isPending} />
          </div>
        </div>
      )}
    </TitledCard>
  );
}

interface SettingToggleProps {
  id: string;
  label: string;
  /** Undefined while the settings load. */
  checked: boolean | undefined;
  /** Any setting is saving: every toggle waits. */
  isSaving: boolean;
  /** This setting is the one saving: it shows the spinner. */
  isSavingThis: boolean;
  onChange: (checked: boolean) => void;
  /** What the setting means, read with the checkbox. */
  children: ReactNode;
}

function SettingToggle({
  id,
  label,
  checked,
  isSaving,
  isSavingThis,
  onChange,
  children,
}: SettingToggleProps) {
  return (
    <div className="flex items-start gap-3">
      {checked === undefined ? (
        <Skeleton className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={checked}
          disabled={isSaving}
          aria-busy={isSaving}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(value) => onChange(value === true)}
        />
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id} className="cursor-pointer">
            {label}
          </Label>
          {isSavingThis ? <Spinner label="Saving" className="text-indigo-600" /> : null}
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {children}
        </p>
      </div>
    </div>
  );
}
