import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
} from '../../../../shared/auth';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '../../../../shared/roles';
import { useSignedInUser } from '../../../app/session';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors';
import { useNotify } from '../../../lib/notifications';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';

/** Account settings for every signed-in role: profile and password. */
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
      </div>
    </div>
  );
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'company'] as const;

function ProfileCard() {
  const user = useSignedInUser();
  const update = useUpdateProfile();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      company: user.company ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        company: saved.company ?? '',
      });
      notify({ type: 'success', title: 'Profile saved', description: ACCOUNT_MESSAGES.profileSaved });
    } catch (error) {
      applyServerFieldErrors(error, PROFILE_FIELDS, setError);
      notify({ type: 'error', title: 'Profile not saved', description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your name and email as your workspace sees them.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Company (optional)"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              Save profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY_PASSWORDS: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordCard() {
  const change = useChangePassword();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_PASSWORDS,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      reset(EMPTY_PASSWORDS);
      notify({ type: 'success', title: 'Password changed', description: message });
    } catch (error) {
      applyServerFieldErrors(error, PASSWORD_FIELDS, setError);
      notify({ type: 'error', title: 'Password not changed', description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            Changing it signs out your other devices; this one stays signed in.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </div>
          <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? <Spinner /> : null}
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
