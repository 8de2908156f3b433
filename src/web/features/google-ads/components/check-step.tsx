import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelativeTime } from '../../../lib/format';
import type { GoogleAdsHealth } from '../api/google-ads-keys';
import { refreshGoogleAds } from '../api/update-connection';
import { HealthChecklist } from './health-checklist';
import { Actions, Note } from './setup-step-parts';

export function CheckStep({ health }: { health: GoogleAdsHealth | undefined }) {
  const queryClient = useQueryClient();
  return (
    <>
      <Actions>
        <li>
          Read the checks below. Northstar runs them every 5 seconds; press <strong>Check again</strong> to
          run them now.
        </li>
        <li>
          If a check fails, fix the one marked <strong>Fix this first</strong>: go back to the step it names
          in the list of steps, do what it says, and return here.
        </li>
        <li>
          Wait for every check to pass. This page then switches to{' '}
          <strong>Google Ads Integration Active</strong> by itself, and the platform leaves demo mode: the
          hourly sync pulls real campaign metrics from Google Ads in place of the simulated delivery.
        </li>
      </Actions>
      {health ? (
        <>
          <HealthChecklist health={health} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Checked {formatRelativeTime(health.checkedAt)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void refreshGoogleAds(queryClient)}>
              <RotateCw aria-hidden="true" className="size-4" />
              Check again
            </Button>
          </div>
        </>
      ) : (
        <Spinner label="Checking the connection" />
      )}
      <Note>
        No restart needed: everything entered in this guide is stored in this workspace and used at once.
      </Note>
    </>
  );
}
