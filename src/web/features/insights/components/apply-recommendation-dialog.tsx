import { ArrowRight, CircleAlert } from 'lucide-react';
import type { InsightSummary } from '../../../../shared/analytics';
import { CHANNEL_COLORS, CHANNELS, type Channel } from '../../../../shared/analytics-rules';
import { addDays } from '../../../../shared/dates';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatShare } from '../../../lib/format';
import { useNotify } from '../../../lib/notifications';
import { useApplyInsight, useInsightPreview } from '../api/insight-actions';
import type { InsightPreview } from '../api/types';
import { applyWording } from './apply-wording';

/** The server answers 404 when this user may not change the campaign (DESIGN §5: no existence leak). */
const NOT_YOURS =
  'You can only apply recommendations to campaigns you may edit (your own, or any as a director or admin).';

function previewError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return NOT_YOURS;
  return errorMessage(error);
}

const share = (weight: number | undefined) => formatShare(weight ?? 0);

interface WeightRow {
  channel: Channel;
  from: number;
  to: number;
}

/** A share that grows in green, one that shrinks in red (the figures say it too). */
function afterClassName({ from, to }: WeightRow): string {
  if (Math.abs(to - from) <= 0.0001) return 'text-slate-600 dark:text-slate-400';
  return to > from
    ? 'font-semibold text-emerald-700 dark:text-emerald-400'
    : 'font-semibold text-red-700 dark:text-red-400';
}

const WEIGHT_COLUMNS: DataColumn<WeightRow>[] = [
  {
    header: 'Channel',
    rowHeader: true,
    cell: ({ channel }) => (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-2.5 rounded-full"
          style={{ backgroundColor: CHANNEL_COLORS[channel] }}
        />
        {channel}
      </span>
    ),
  },
  {
    header: 'Before',
    numeric: true,
    cell: (row) => <span className="text-slate-600 dark:text-slate-400">{share(row.from)}</span>,
  },
  {
    header: 'After',
    numeric: true,
    cell: (row) => (
      <span className="inline-flex items-center gap-2">
        <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400" />
        <span className={afterClassName(row)}>{share(row.to)}</span>
      </span>
    ),
  },
];

function WeightsTable({ preview }: { preview: InsightPreview }) {
  const { before, after } = preview;
  const rows: WeightRow[] = CHANNELS.filter(
    (c) => before.channelWeights[c] !== undefined || after.channelWeights[c] !== undefined,
  ).map((channel) => ({
    channel,
    from: before.channelWeights[channel] ?? 0,
    to: after.channelWeights[channel] ?? 0,
  }));
  return (
    <DataTable<WeightRow>
      caption="Budget share per channel, before and after"
      columns={WEIGHT_COLUMNS}
      rows={rows}
      rowKey={(row) => row.channel}
      // Three short columns fit a phone's dialog once a long channel name may wrap: no sideways scrolling.
      minWidthClassName="min-w-0"
    />
  );
}

/** A budget test's last day: it runs `days` calendar days from the day its mix takes effect, that day included. */
function testLastDay(effectiveFrom: string, days: number): string {
  return addDays(effectiveFrom, days - 1);
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** When the change takes effect, and for a budget test when it ends (the mix then goes back by itself). */
function WhenItRuns({ preview, testDays }: { preview: InsightPreview; testDays: number | null }) {
  const date = (iso: string) => (
    <span className="font-medium text-slate-900 tabular-nums dark:text-white">{formatDate(iso)}</span>
  );
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {testDays === null ? (
        <>Takes effect from {date(preview.effectiveFrom)}</>
      ) : (
        <>
          Starts on {date(preview.effectiveFrom)} and ends on{' '}
          {date(testLastDay(preview.effectiveFrom, testDays))} ({dayCount(testDays)}); then the channel mix
          goes back to what it was
        </>
      )}
      . Delivery already recorded is not changed, and you can undo this afterwards.
    </p>
  );
}

function PreviewBody({ preview, testDays }: { preview: InsightPreview; testDays: number | null }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium text-slate-900 dark:text-white">{preview.campaignName}</span>:{' '}
        {preview.summary}.
      </p>
      <WeightsTable preview={preview} />
      <WhenItRuns preview={preview} testDays={testDays} />
    </div>
  );
}

/** The toast's words once applied: from when, and for a budget test until when. */
function appliedDescription(applied: InsightPreview, testDays: number | null): string {
  const when =
    testDays === null
      ? `from ${formatDate(applied.effectiveFrom)}`
      : `from ${formatDate(applied.effectiveFrom)} to ${formatDate(testLastDay(applied.effectiveFrom, testDays))}`;
  return `${applied.campaignName}: ${applied.summary}, ${when}. You can undo it from the insight.`;
}

/**
 * Preview (before → after channel weights, effective date), then apply. A budget test is started rather than
 * applied, and says the day it ends.
 */
export function ApplyRecommendationDialog({
  insight,
  open,
  onOpenChange,
}: {
  insight: InsightSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useInsightPreview(insight.id, open);
  const apply = useApplyInsight();
  const notify = useNotify();
  const wording = applyWording(insight);

  const onApply = () =>
    apply.mutate(insight.id, {
      onSuccess: ({ preview: applied }) => {
        onOpenChange(false);
        notify({
          type: 'success',
          title: wording.done,
          description: appliedDescription(applied, wording.testDays),
          duration: 5000,
        });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) apply.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={wording.title} description={insight.title} className="max-w-lg">
        {preview.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading the preview
            </span>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : preview.isError ? (
          <p role="alert" className="flex gap-2 text-sm text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {previewError(preview.error)}
          </p>
        ) : (
          <PreviewBody preview={preview.data} testDays={wording.testDays} />
        )}
        {apply.isError ? (
          <p role="alert" className="mt-4 flex gap-2 text-sm text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {previewError(apply.error)}
          </p>
        ) : null}
        <DialogActions className="mt-6">
          <Button onClick={onApply} disabled={!preview.isSuccess || apply.isPending}>
            {apply.isPending ? wording.pending : wording.action}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
