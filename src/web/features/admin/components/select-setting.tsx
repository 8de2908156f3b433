import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type {
  WorkspaceSettings as Settings,
  UpdateWorkspaceSettingsRequest,
} from '../../../../shared/approvals';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PendingButton } from '../../../components/ui/pending-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSaveWorkspaceSettings } from './use-save-workspace-settings';

export interface SelectSettingOption<T extends string> {
  value: T;
  label: string;
}

/** What a setting is: how it is named, read and saved. */
export interface SelectSettingKind<T extends string> {
  /** 'currency': the select is #workspace-currency, its button 'Save currency'. */
  name: string;
  label: string;
  /** The choice as a value of the setting, or null for one it does not take (the select is left as it was). */
  parse: (value: string) => T | null;
  /** The PATCH that saves a choice: `{ currency: 'EUR' }`. */
  changes: (value: T) => UpdateWorkspaceSettingsRequest;
  /** What the saved choice means, in the notification that confirms it. */
  describeSaved: (saved: Settings) => string;
}

/** What the workspace settings card tells each select setting. */
export interface SelectSettingState {
  /** The saved value; undefined while the settings load. */
  saved: string | undefined;
  /** Another setting is saving: this one waits. */
  isSavingOther: boolean;
}

interface SelectSettingProps<T extends string> extends SelectSettingState {
  setting: SelectSettingKind<T>;
  options: readonly SelectSettingOption<T>[];
  /** What the setting means, read with the select. */
  children: ReactNode;
}

/**
 * A workspace setting chosen in a select, then saved with its button (a select that saved on every change would
 * save once per arrow key on some platforms): the currency (issue 29) and the locale (issue 30).
 */
export function SelectSetting<T extends string>({
  setting: { name, label, parse, changes, describeSaved },
  saved,
  isSavingOther,
  options,
  children,
}: SelectSettingProps<T>) {
  const id = `workspace-${name}`;
  const { update, save } = useSaveWorkspaceSettings();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState<T | null>(null);
  const value = choice ?? saved ?? '';
  const isSaving = update.isPending;
  // After a save the focus goes back to the choice (the button it was on is disabled), once the choice is enabled
  // again; the pages then mount anew in the new setting.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || isSaving) return;
    setRefocus(false);
    select.current?.focus();
  }, [refocus, isSaving]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = parse(value);
    if (value === saved || chosen === null) return;
    save(changes(chosen), describeSaved, () => {
      setChoice(null);
      setRefocus(true);
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {saved === undefined ? (
          <Skeleton className="h-10 w-full sm:w-80" />
        ) : (
          <NativeSelect
            ref={select}
            id={id}
            value={value}
            disabled={isSaving || isSavingOther}
            aria-busy={isSaving || undefined}
            aria-describedby={`${id}-hint`}
            className="sm:w-80"
            onChange={(event) => {
              const chosen = parse(event.target.value);
              if (chosen !== null) setChoice(chosen);
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
        <PendingButton
          type="submit"
          variant="secondary"
          isPending={isSaving}
          disabled={saved === undefined || value === saved || isSavingOther}
          className="sm:w-auto"
        >
          Save {name}
        </PendingButton>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {children}
      </p>
    </form>
  );
}
