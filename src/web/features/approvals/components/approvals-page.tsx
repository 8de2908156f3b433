import { CheckCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  APPROVAL_MESSAGES,
  APPROVAL_QUEUE_MAX,
  type ApprovalDecision,
} from '../../../../shared/approvals-rules';
import type { ApprovalQueueItem } from '../../../../shared/campaigns';
import { PageHeader } from '../../../components/layout/page-header';
import { ListEmpty, QueryRetryAlert } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy';
import { useApprovalQueue } from '../api/get-approval-queue';
import { ApprovalCard, approvalCardId } from './approval-card';

// Downloaded when a decision is first asked for, or as the pointer or focus reaches a card (bench/README.md).
const DecisionDialog = lazyComponent(() => import('./decision-dialog').then((m) => m.DecisionDialog));

interface OpenDecision {
  item: ApprovalQueueItem;
  decision: ApprovalDecision;
  /** The button that opened the dialog: the focus goes back to it when the dialog is cancelled. */
  opener: HTMLElement;
  /** The card that takes the focus once this one has left the queue (null: the queue's heading). */
  nextId: string | null;
}

/** Launch approval (shared/approvals.ts): directors and admins approve or reject the launches that wait. */
export function ApprovalsPage() {
  const queue = useApprovalQueue();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const decidedRef = useRef(false);

  const startDecision = (item: ApprovalQueueItem, decision: ApprovalDecision, opener: HTMLElement) => {
    const items = queue.data ?? [];
    const index = items.findIndex((other) => other.campaign.id === item.campaign.id);
    const next = items[index + 1] ?? items[index - 1];
    decidedRef.current = false;
    setOpen({ item, decision, opener, nextId: next ? next.campaign.id : null });
    setDialogOpen(true);
  };

  // The dialog has no Radix trigger (one dialog serves every card), so the page puts the focus back itself: on the
  // button that opened it, or, when its card has left the queue, on the next card or the queue's heading.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (!open) return;
    if (!decidedRef.current && open.opener.isConnected) {
      open.opener.focus();
      return;
    }
    const next = open.nextId ? document.getElementById(approvalCardId(open.nextId)) : null;
    (next ?? headingRef.current)?.focus();
  };

  const count = queue.data?.length ?? 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Approvals"
        description="Campaigns marketing managers launched while the workspace requires approval. Nothing delivers until it is approved; a rejected campaign goes back to draft with your comment."
      />

      <section aria-labelledby="approval-queue-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2
            id="approval-queue-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            Waiting for approval
          </h2>
          {queue.isSuccess ? (
            <p className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
              {count === 1 ? '1 campaign' : `${count} campaigns`}, oldest request first
              {count >= APPROVAL_QUEUE_MAX ? ` (the ${APPROVAL_QUEUE_MAX} oldest are shown)` : ''}
            </p>
          ) : null}
        </div>

        {queue.isPending ? (
          <QueueSkeleton />
        ) : queue.isError ? (
          <QueryRetryAlert title="Approvals could not be loaded" query={queue} />
        ) : count === 0 ? (
          <ListEmpty icon={CheckCheck} title={APPROVAL_MESSAGES.emptyQueue}>
            When a marketing manager launches a campaign while approval is required, it waits here for you.
          </ListEmpty>
        ) : (
          <ul className="space-y-4" onPointerOver={DecisionDialog.preload} onFocus={DecisionDialog.preload}>
            {queue.data.map((item) => (
              <li key={item.campaign.id}>
                <ApprovalCard
                  item={item}
                  onDecide={(decision, opener) => startDecision(item, decision, opener)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MountWhenOpened open={isDialogOpen}>
        <DecisionDialog
          open={isDialogOpen}
          onOpenChange={setDialogOpen}
          request={open}
          onDecided={() => {
            decidedRef.current = true;
            setDialogOpen(false);
          }}
          onCloseAutoFocus={restoreFocus}
        />
      </MountWhenOpened>
    </div>
  );
}

function QueueSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span role="status" className="sr-only">
        Loading approvals
      </span>
      {['a', 'b'].map((key) => (
        <div
          key={key}
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <Skeleton className="h-6 w-2/3 sm:w-1/3" />
          <Skeleton className="h-4 w-1/2 sm:w-1/4" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="col-span-2 h-10 sm:col-span-1" />
          </div>
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}
