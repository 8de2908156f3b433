import { LogoLink } from '../../../components/layout/logo';
import { TitledCard } from '../../../components/ui/card';
import { SignOutButton } from '../../auth';
import { TwoFactorSection } from './two-factor-card';

/**
 * What a signed-in admin or marketing director sees while the workspace requires two-step sign-in and they have
 * not set it up: the server answers nothing else until they do (plugins/session.ts), so the app's frame waits too.
 */
export function TwoFactorSetupRequiredPage() {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-8 dark:bg-slate-950">
      <header className="mx-auto flex max-w-2xl items-center justify-between gap-4">
        <LogoLink />
        <SignOutButton />
      </header>
      <main className="mx-auto mt-10 max-w-2xl space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            Set up two-step sign-in to continue
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Your workspace requires two-step sign-in for administrators and marketing directors. It takes a
            minute with an authenticator app on your phone; then Northstar opens as usual.
          </p>
        </div>
        <TitledCard
          title="Two-step sign-in"
          description="After your password, sign-in will ask for a code from your authenticator app."
        >
          <TwoFactorSection />
        </TitledCard>
      </main>
    </div>
  );
}
