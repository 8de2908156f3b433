import { CircleCheck, Undo2, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { InsightSummary } from '../../../../shared/analytics';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { errorMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy';
import { useNotify } from '../../../lib/notifications';
import { useUndoInsight } from '../api/insight-actions';
import { START_TEST_LABEL } from './apply-wording';

// The preview dialog downloads when someone is about to open it: most visits to the dashboard apply nothing.
const ApplyRecommendationDialog = lazyComponent(() =>
  import('./apply-recommendation-dialog').then((m) => m.ApplyRecommendationDialog),
);

export const MANAGERS_ONLY_REASON = 'Only campaign managers can apply recommendations';
export const INFORMATION_ONLY_REASON = 'Information only: there is no change to apply.';
export const NOT_YOURS_REASON =
  'You can only apply recommendations to campaigns you may edit (your own, or any as a director or admin).';
export const MANUAL_ACTION_REASON =
  'Review this campaign yourself: there is no change Northstar can apply automatically.';

/** Only a budget reallocation between channels, or a budget test, has a change the server can apply (and undo). */
export function isApplicable(insight: InsightSummary): boolean {
  return (
    insight.campaignId !== null &&
    (insight.data.kind === 'channel_reallocation' || insight.data.kind === 'budget_test')
  );
}

/**
 * The action row of an insight, shared by the dashboard ('Take Action') and analytics ('Apply Recommendation'; a
 * budget test's is 'Start test' on both): opens the preview dialog, shows 'Applied' with Undo afterwards, and says
 * why when nothing can be applied.
 */
export function InsightAction({
  insight,
  canManage,
  label,
}: {
  insight: InsightSummary;
  canManage: boolean;
  label: 'Apply Recommendation' | 'Take Action';
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  // The server says per insight whether this user may change its campaign (owner, director or admin).
  const allowed = canManage && insight.canApply;
  const reason = canManage ? NOT_YOURS_REASON : MANAGERS_ONLY_REASON;
  const notify = useNotify();
  const undo = useUndoInsight();
  const isTest = insight.data.kind === 'budget_test';
  const buttonLabel = isTest ? START_TEST_LABEL : label;

  if (insight.appliedAt) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="success">
          <CircleCheck aria-hidden="true" className="size-3" />
          {isTest ? 'Test started' : 'Applied'} {formatDateTime(insight.appliedAt)}
        </Badge>
        {allowed ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(insight.id, {
                onSuccess: () =>
                  notify({
                    type: 'success',
                    title: isTest ? 'Budget Test Undone' : 'Recommendation Undone',
                    description: 'The campaign is back to its previous channel weights.',
                  }),
                onError: (error) =>
                  notify({ type: 'error', title: 'Undo Failed', description: errorMessage(error) }),
              })
            }
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Undo
          </Button>
        ) : null}
      </div>
    );
  }

  if (!isApplicable(insight)) {
    return (
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {insight.actionRequired ? MANUAL_ACTION_REASON : INFORMATION_ONLY_REASON}
      </p>
    );
  }

  if (!allowed) {
    // aria-disabled rather than disabled: the button stays focusable, so the reason reaches keyboard users too.
    return (
      <>
        <Tooltip content={reason}>
          <Button
            size="sm"
            aria-disabled="true"
            aria-describedby={reasonId}
            className="cursor-not-allowed opacity-60 hover:bg-indigo-600"
            onClick={(event) => event.preventDefault()}
          >
            <Wand2 aria-hidden="true" className="size-4" />
            {buttonLabel}
          </Button>
        </Tooltip>
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      </>
    );
  }

  return (
    <>
      <Button
        size="sm"
        onPointerEnter={ApplyRecommendationDialog.preload}
        onFocus={ApplyRecommendationDialog.preload}
        onClick={() => setOpen(true)}
      >
        <Wand2 aria-hidden="true" className="size-4" />
        {buttonLabel}
      </Button>
      <MountWhenOpened open={open}>
        <ApplyRecommendationDialog insight={insight} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
