import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { GOOGLE_AUTH_ERROR } from '../../../../shared/auth-rules';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../lib/toasts';
import { startGoogleSignIn } from '../api/google-sign-in';

const SUPPORT_EMAIL = 'hello@northstar.example';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** SPEC §2 Auth: a full-page navigation to the server, which talks to Google. */
export function GoogleSignInButton() {
  return (
    <Button variant="secondary" size="lg" className="w-full" onClick={startGoogleSignIn}>
      <GoogleMark />
      Continue with Google
    </Button>
  );
}

export function OrDivider() {
  return (
    <div className="relative my-6 flex items-center" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      <span className="px-3 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">or</span>
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/**
 * SPEC §8: with ?error=google_auth_failed a 'Google Sign In Error' toast shows once and a banner stays,
 * pointing to username and password or to support.
 */
export function GoogleSignInError() {
  const [searchParams] = useSearchParams();
  const hasFailed = searchParams.get('error') === GOOGLE_AUTH_ERROR;
  const toast = useToast();
  const hasToasted = useRef(false);

  useEffect(() => {
    if (!hasFailed || hasToasted.current) return;
    hasToasted.current = true;
    toast({
      variant: 'destructive',
      title: 'Google Sign In Error',
      description: "We couldn't sign you in with Google. Please try again or use your username and password.",
    });
  }, [hasFailed, toast]);

  if (!hasFailed) return null;
  return (
    <div className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
      <div>
        <p className="font-semibold">Google sign-in didn't work</p>
        <p className="mt-1">
          Please sign in with your username and password instead, or contact support at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline">
            {SUPPORT_EMAIL}
          </a>{' '}
          if the problem continues.
        </p>
      </div>
    </div>
  );
}
