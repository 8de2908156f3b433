import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type MakeAdminCodeForm, makeAdminCodeFormSchema } from '../../../../shared/admin';
import { MAKE_ADMIN_MESSAGES } from '../../../../shared/admin-rules';
import { TextField } from '../../../components/ui/form-field';
import { PendingButton } from '../../../components/ui/pending-button';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useMakeAdminWithNotice } from './use-make-admin-with-notice';

/** Production: the one-time code the server printed at start-up; a wrong one is shown at the field. */
export function MakeAdminCodeField() {
  const { makeAdmin, onSuccess, onRefused } = useMakeAdminWithNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MakeAdminCodeForm>({
    resolver: zodResolver(makeAdminCodeFormSchema),
    defaultValues: { bootstrapCode: '' },
  });

  const onSubmit = handleSubmit((values) =>
    makeAdmin.mutate(values, {
      onSuccess,
      onError: (error) => {
        if (isApiError(error) && error.fieldError('bootstrapCode')) {
          applyServerFieldErrors(error, ['bootstrapCode'], setError);
        } else {
          onRefused(error);
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Make Me Admin code"
        className="sm:flex-1"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        hint={MAKE_ADMIN_MESSAGES.codeHelp}
        error={errors.bootstrapCode?.message}
        {...register('bootstrapCode')}
      />
      <PendingButton
        type="submit"
        isPending={makeAdmin.isPending}
        icon={<ShieldCheck aria-hidden="true" className="size-4" />}
        className="sm:mt-7"
      >
        Make Me Admin
      </PendingButton>
    </form>
  );
}
