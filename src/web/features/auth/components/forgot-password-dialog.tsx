import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '../../../../shared/auth';
import { EmailField } from '../../../components/account-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { useNotify } from '../../../lib/notifications';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useInlineFailure } from './use-inline-failure';

/**
 * SPEC §2/§4: "Forgot password?" opens a modal that asks for the e-mail; it closes on Cancel or on success.
 * ForgotPasswordLink loads it when its link is pressed (`initiallyOpen`: it opens as it arrives).
 */
export function ForgotPasswordDialog({
  initiallyOpen = false,
  triggerClassName,
}: {
  initiallyOpen?: boolean;
  triggerClassName: string;
}) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger className={triggerClassName}>Forgot password?</DialogTrigger>
      <DialogContent
        title="Reset your password"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
      >
        <ForgotPasswordForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const request = useRequestPasswordReset();
  const notify = useNotify();
  const { failure, attempt } = useInlineFailure('Error');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const { message } = await request.mutateAsync(values);
      onDone();
      notify({ type: 'success', title: 'Reset instructions sent', description: message });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      {failure ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <PendingButton type="submit" isPending={request.isPending}>
          Send reset link
        </PendingButton>
      </div>
    </form>
  );
}
