import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type {
  AccountSession,
  ChangePasswordRequest,
  CurrentUser,
  UpdateProfileRequest,
} from '../../../../shared/auth';
import { ACCOUNT_MESSAGES } from '../../../../shared/auth-rules';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { CompanyField, EmailField, NameFields, NewPasswordFields } from '../../../components/account-fields';
import { PageHeader } from '../../../components/layout/page-header';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { TitledCard } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/form-field';
import { ListEmpty, ListLoading, QueryList } from '../../../components/ui/list-states';
import { PendingButton } from '../../../components/ui/pending-button';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useServerForm } from '../../../lib/use-server-form';
import { describeUserAgent, isMobileUserAgent } from '../../../lib/user-agent';
import { useChangePassword } from '../api/change-password';
import { useSessions } from '../api/get-sessions';
import { useSignInMethods } from '../api/get-sign-in-methods';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useUpdateProfile } from '../api/update-profile';
import { GoogleReauthNotice } from './google-reauth-notice';
import { TwoFactorCard } from './two-factor-card';

/** Account settings for every signed-in role: profile, password and where the account is signed in. */
export function AccountSettingsPage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-8">
      <PageHeader
        title="Account settings"
        description={
          <>
            Signed in as <span className="font-medium text-slate-900 dark:text-white">{user.username}</span> ·{' '}
            {ROLE_DISPLAY_NAMES[normalizeRole(user.role)]}
          </>
        }
      />
      <div className="grid max-w-3xl gap-6">
        <ProfileCard />
        <PasswordCard />
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </div>
  );
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'company', 'currentPassword'] as const;

/** The profile as the form holds it: an absent company is an empty field, the password field starts empty. */
function profileValues(
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'company'>,
): UpdateProfileRequest {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    company: user.company ?? '',
    currentPassword: '',
  };
}

/** The e-mail as the server will compare it (the schema trims and lower-cases it). */
const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * How this account proves itself for an e-mail or password change. Until the server has answered (or if it cannot),
 * the form asks for the password, as almost every account has one; the server has the last word either way.
 */
function useAccountProof() {
  const methods = useSignInMethods();
  return {
    hasPassword: methods.data?.hasPassword ?? true,
    googleReauthUntil: methods.data?.googleReauthUntil ?? null,
  };
}

// The schemas (and zod) download with the first focus on a form, not with the page (lib/lazy-resolver.ts).
const loadProfileSchema = () => import('../../../../shared/auth').then((m) => m.updateProfileRequestSchema);
const loadPasswordSchema = () => import('../../../../shared/auth').then((m) => m.changePasswordRequestSchema);

function ProfileCard() {
  const user = useSignedInUser();
  const update = useUpdateProfile();
  const notify = useNotify();
  const proof = useAccountProof();
  // What the e-mail field holds now: a different address asks for the current password (issue 28, item 1).
  const [emailDraft, setEmailDraft] = useState(user.email);
  const isEmailChange = normalizedEmail(emailDraft) !== normalizedEmail(user.email);
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadProfileSchema, {
    mode: 'onTouched',
    defaultValues: profileValues(user),
    // The password goes only with a new e-mail, and never from a Google-only account, which has none.
    submit: ({ currentPassword, ...profile }) =>
      update.mutateAsync(isEmailChange && proof.hasPassword ? { ...profile, currentPassword } : profile),
    fields: PROFILE_FIELDS,
    failureTitle: 'Profile not saved',
    onSubmitted: (saved, reset) => {
      const wasEmailChange = normalizedEmail(saved.email) !== normalizedEmail(user.email);
      reset(profileValues(saved));
      setEmailDraft(saved.email);
      notify({
        type: 'success',
        title: 'Profile saved',
        description: wasEmailChange ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.profileSaved,
      });
    },
  });
  const email = register('email');

  return (
    <TitledCard title="Profile" description="Your name and email as your workspace sees them.">
      <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <EmailField
          error={errors.email?.message}
          {...email}
          onChange={(event) => {
            setEmailDraft(event.target.value);
            return email.onChange(event);
          }}
        />
        {isEmailChange ? (
          proof.hasPassword ? (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              hint="Needed to change your email. We will tell your previous address about the change."
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : (
            <GoogleReauthNotice until={proof.googleReauthUntil} action="change your email" />
          )
        ) : null}
        <CompanyField error={errors.company?.message} {...register('company')} />
        <FormActions>
          <PendingButton type="submit" isPending={update.isPending}>
            Save profile
          </PendingButton>
        </FormActions>
      </form>
    </TitledCard>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY_PASSWORDS: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** A Google-only account has no current password to type: the field is left out, not left empty. */
const EMPTY_NEW_PASSWORDS: ChangePasswordRequest = { newPassword: '', confirmPassword: '' };

/** The password form; a Google-only account sets its first password after a fresh Google sign-in. */
function PasswordCard() {
  const proof = useAccountProof();
  // A new form when the answer shows the account has no password: its fields and defaults differ.
  return <PasswordForm key={String(proof.hasPassword)} {...proof} />;
}

function PasswordForm({
  hasPassword,
  googleReauthUntil,
}: {
  hasPassword: boolean;
  googleReauthUntil: string | null;
}) {
  const change = useChangePassword();
  const notify = useNotify();
  const empty = hasPassword ? EMPTY_PASSWORDS : EMPTY_NEW_PASSWORDS;
  const { register, errors, onSubmit, preloadSchema } = useServerForm(loadPasswordSchema, {
    mode: 'onTouched',
    defaultValues: empty,
    submit: change.mutateAsync,
    fields: PASSWORD_FIELDS,
    failureTitle: 'Password not changed',
    onSubmitted: ({ message }, reset) => {
      reset(empty);
      notify({ type: 'success', title: 'Password changed', description: message });
    },
  });

  return (
    <TitledCard
      title="Password"
      description={
        hasPassword
          ? 'Changing it signs out your other devices; this one stays signed in.'
          : 'You sign in with Google. Set a password to sign in with your username or email too.'
      }
    >
      <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate className="space-y-5">
        {hasPassword ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : (
          <GoogleReauthNotice until={googleReauthUntil} action="set a password" />
        )}
        <NewPasswordFields
          password={register('newPassword')}
          confirmation={register('confirmPassword')}
          errors={{ password: errors.newPassword?.message, confirmation: errors.confirmPassword?.message }}
        />
        <FormActions>
          <PendingButton type="submit" isPending={change.isPending}>
            Change password
          </PendingButton>
        </FormActions>
      </form>
    </TitledCard>
  );
}

/** The account's signed-in browsers, and "Sign out everywhere else" for one that is lost or not recognised. */
function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const notify = useNotify();
  const [isConfirming, setIsConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;

  const confirmRevoke = async () => {
    try {
      const { message } = await revoke.mutateAsync();
      notify({ type: 'success', title: 'Signed out everywhere else', description: message });
    } catch (error) {
      notify({ type: 'error', title: 'Other devices not signed out', description: errorMessage(error) });
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <TitledCard
      title="Where you're signed in"
      description={
        "Browsers signed in to your account. If you don't recognise one, sign out everywhere else and change your password."
      }
    >
      <QueryList
        query={sessions}
        loading={<ListLoading text="Loading your sessions..." rows={2} rowClassName="h-14" />}
        errorTitle="Your sessions could not be loaded"
        empty={
          <ListEmpty icon={MonitorSmartphone} title="No signed-in browsers">
            Browsers appear here when you sign in.
          </ListEmpty>
        }
      >
        {(list) => (
          <div className="space-y-5">
            <ul aria-label="Signed-in browsers" className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((session) => (
                <SessionRow
                  key={`${session.createdAt}-${session.ip}-${session.userAgent}`}
                  session={session}
                />
              ))}
            </ul>
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
              {others > 0 ? (
                <>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {others === 1 ? '1 other browser is' : `${others} other browsers are`} signed in.
                  </p>
                  <PendingButton
                    variant="secondary"
                    onClick={() => setIsConfirming(true)}
                    isPending={revoke.isPending}
                    icon={<LogOut aria-hidden="true" className="size-4" />}
                  >
                    Sign out everywhere else
                  </PendingButton>
                </>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  You're signed in on this browser only.
                </p>
              )}
            </div>
          </div>
        )}
      </QueryList>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!revoke.isPending) setIsConfirming(open);
        }}
        title="Sign out everywhere else?"
        description="Every other browser signed in to your account is signed out at once. This one stays signed in."
        confirmLabel={revoke.isPending ? 'Signing out…' : 'Sign out other browsers'}
        onConfirm={() => void confirmRevoke()}
        isPending={revoke.isPending}
      />
    </TitledCard>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const Icon = isMobileUserAgent(session.userAgent) ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          {describeUserAgent(session.userAgent)}
          {session.isCurrent ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="mt-0.5 text-slate-600 dark:text-slate-400">
          {session.ip ? <>IP address {session.ip} · </> : null}
          Signed in <SessionTime iso={session.createdAt} /> · Last active{' '}
          {session.isCurrent ? 'now' : <SessionTime iso={session.lastActiveAt} />}
        </p>
      </div>
    </li>
  );
}

function SessionTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** The save row under a settings card's form, set apart from the fields by a rule. */
function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">{children}</div>
  );
}
