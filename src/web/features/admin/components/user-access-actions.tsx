import { Ban, KeyRound, LogOut, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/admin';
import { USER_ACCESS_MESSAGES } from '../../../../shared/admin-rules';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { type UserAccessAction, useChangeUserAccess } from '../api/user-access';
import { fullName } from './user-name';

/** What each action's button and confirmation say, for the user named `name`. */
const ACTIONS: Record<
  UserAccessAction,
  {
    label: string;
    pendingLabel: string;
    title: (name: string) => string;
    description: (name: string, isSelf: boolean) => string;
    failureTitle: string;
  }
> = {
  disable: {
    label: 'Disable',
    pendingLabel: 'Disabling…',
    title: (name) => `Disable ${name}?`,
    description: (name) =>
      `${name} is signed out everywhere at once and cannot sign in, with a password or with Google, until an administrator enables the account again. Their campaigns and data stay as they are.`,
    failureTitle: 'Account not disabled',
  },
  enable: {
    label: 'Enable',
    pendingLabel: 'Enabling…',
    title: (name) => `Enable ${name} again?`,
    description: (name) => `${name} can sign in again with their password or with Google.`,
    failureTitle: 'Account not enabled',
  },
  revokeSessions: {
    label: 'End sessions',
    pendingLabel: 'Ending sessions…',
    title: (name) => `End every session of ${name}?`,
    description: (name, isSelf) =>
      isSelf
        ? 'Every browser signed in to your account is signed out, this one too: you will have to sign in again.'
        : `Every browser signed in as ${name} is signed out at once. They can sign in again.`,
    failureTitle: 'Sessions not ended',
  },
  resetTwoFactor: {
    label: 'Reset two-step sign-in',
    pendingLabel: 'Resetting…',
    title: (name) => `Reset two-step sign-in for ${name}?`,
    description: (name) =>
      `For someone who lost their authenticator and their recovery codes. Two-step sign-in is turned off for ${name}, their recovery codes stop working and they are signed out everywhere. They sign in with their password alone and can set it up again. Check first that the request really comes from ${name}.`,
    failureTitle: 'Two-step sign-in not reset',
  },
};

/**
 * Disable / Enable / End sessions / Reset two-step sign-in for one row of the user list (issue 28, item 7). Each asks for confirmation in an
 * alert dialog (focus starts on Cancel, Escape cancels); the confirm button shows the request pending, and a refusal
 * (the last admin) stays in the dialog as an alert and in a notification. An admin is not offered disabling
 * themself: the server refuses it.
 */
export function UserAccessActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const notify = useNotify();
  const change = useChangeUserAccess();
  // The last action asked about stays set while its dialog animates closed.
  const [asked, setAsked] = useState<UserAccessAction>('disable');
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(user);
  const access: UserAccessAction[] = user.disabledAt
    ? ['enable']
    : isSelf
      ? ['revokeSessions']
      : ['disable', 'revokeSessions'];
  // One's own two-step sign-in is turned off in Account settings, with a code.
  const actions = user.twoFactorEnabled && !isSelf ? [...access, 'resetTwoFactor' as const] : access;

  const confirm = async (action: UserAccessAction) => {
    setFailure(null);
    try {
      const result = await change.mutateAsync({ id: user.id, action });
      const description =
        action === 'disable'
          ? USER_ACCESS_MESSAGES.disabled(name)
          : action === 'enable'
            ? USER_ACCESS_MESSAGES.enabled(name)
            : action === 'resetTwoFactor'
              ? USER_ACCESS_MESSAGES.twoFactorReset(name)
              : USER_ACCESS_MESSAGES.sessionsEnded(name, result.sessionsEnded);
      notify({ type: 'success', title: ACTIONS[action].title(name).replace(/\?$/, ''), description });
      setIsOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
      notify({ type: 'error', title: ACTIONS[action].failureTitle, description: errorMessage(error) });
    }
  };

  const current = ACTIONS[asked];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <PendingButton
          key={action}
          variant="secondary"
          size="sm"
          aria-label={`${ACTIONS[action].label} ${name}`}
          isPending={change.isPending && change.variables?.action === action}
          disabled={change.isPending}
          onClick={() => {
            setFailure(null);
            setAsked(action);
            setIsOpen(true);
          }}
          icon={<ActionIcon action={action} />}
        >
          {ACTIONS[action].label}
        </PendingButton>
      ))}
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(next) => {
          if (!change.isPending) setIsOpen(next);
        }}
        title={current.title(name)}
        description={current.description(name, isSelf)}
        confirmLabel={change.isPending ? current.pendingLabel : current.label}
        onConfirm={() => void confirm(asked)}
        isPending={change.isPending}
      >
        {failure ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

function ActionIcon({ action }: { action: UserAccessAction }) {
  const Icon = { disable: Ban, enable: RotateCcw, revokeSessions: LogOut, resetTwoFactor: KeyRound }[action];
  return <Icon aria-hidden="true" className="size-4" />;
}
