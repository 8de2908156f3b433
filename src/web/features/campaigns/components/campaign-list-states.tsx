import { CloudOff, Megaphone, Plus, RotateCw } from 'lucide-react';
import { APPROVAL_MESSAGES } from '../../../../shared/approvals-rules';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { LinkButton } from '../../../components/link-button';
import { Button } from '../../../components/ui/button';
import { IconTile } from '../../../components/ui/icon-tile';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { CampaignStatusFilter } from '../api/campaign-keys';
import { STATUS_LABELS } from './campaign-row';

export function CampaignListSkeleton() {
  return (
    <div className="divide-y divide-slate-100 dark:divide-slate-800" aria-busy="true">
      <span role="status" className="sr-only">
        Loading campaigns
      </span>
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <div key={key} className="flex items-center gap-4 px-5 py-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-64" />
          </div>
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

export function CampaignListLoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <IconTile icon={CloudOff} tone="danger" size="lg" className="mx-auto" />
      <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
        {CAMPAIGN_MESSAGES.loadFailedTitle}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {message || CAMPAIGN_MESSAGES.loadFailed}
      </p>
      <Button className="mt-6" onClick={onRetry} disabled={isRetrying}>
        <RotateCw
          aria-hidden="true"
          className={cn('size-4', isRetrying && 'animate-spin motion-reduce:animate-none')}
        />
        Try again
      </Button>
    </div>
  );
}

export function CampaignListEmpty({
  status,
  onShowAll,
}: {
  status: CampaignStatusFilter;
  onShowAll: () => void;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Megaphone aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">No campaigns found</h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {status === 'all'
          ? 'Create your first campaign: the wizard takes you from brief to launch in four steps.'
          : status === 'pending_approval'
            ? APPROVAL_MESSAGES.emptyQueue
            : `There are no ${STATUS_LABELS[status].toLowerCase()} campaigns right now.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {status === 'all' ? null : (
          <Button variant="secondary" onClick={onShowAll}>
            Show all campaigns
          </Button>
        )}
        <LinkButton to="/campaign/new" icon={Plus} variant="primary">
          Create your first campaign
        </LinkButton>
      </div>
    </div>
  );
}
