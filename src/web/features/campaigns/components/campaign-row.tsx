import {
  CircleX,
  Copy,
  Lock,
  type LucideIcon,
  Pause,
  Pencil,
  Play,
  Rocket,
  Send,
  Trash2,
} from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CampaignListItem } from '../../../../shared/campaigns';
import { CAMPAIGN_STATUS_LABELS, OBJECTIVE_LABELS } from '../../../../shared/campaigns-rules';
import { PacingNote } from '../../../components/pacing';
import { Stat } from '../../../components/stat';
import { CampaignStatusBadge } from '../../../components/status-badges';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  formatCompact,
  formatDate,
  formatMoney,
  formatPercent,
  formatRoas,
  withBase,
} from '../../../lib/format';
import { localToday } from '../local-today';

/** Kept for the screens that name statuses in filters and counts. */
export const STATUS_LABELS = CAMPAIGN_STATUS_LABELS;

export interface CampaignRowActions {
  onToggleStatus: (campaign: CampaignListItem) => void;
  /** Launches a draft (PATCH status 'active'); the server may keep it waiting for approval. */
  onLaunch: (campaign: CampaignListItem) => void;
  /** The signed-in user's launch waits for a director: the draft's action reads "Submit for approval". */
  launchNeedsApproval: boolean;
  onDuplicate: (campaign: CampaignListItem) => void;
  onDelete: (campaign: CampaignListItem) => void;
}

/** Share of the budget spent, capped at 100 % (SPEC §9). */
export function budgetUtilisation(campaign: CampaignListItem): number {
  if (campaign.budget <= 0) return 0;
  return Math.min(100, (campaign.spend / campaign.budget) * 100);
}

const ICON_BUTTON = cn(
  buttonClasses('ghost', 'icon'),
  'size-8 text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
);

/**
 * One campaign. Memoised and kept light (no per-row portals or tooltips), and rendered with content-visibility so
 * that a workspace with a thousand campaigns scrolls smoothly.
 */
interface CampaignRowProps {
  campaign: CampaignListItem;
  /** A change to this campaign is on its way to the server. */
  isBusy: boolean;
  actions: CampaignRowActions;
}

export const CampaignRow = memo(function CampaignRow({ campaign, isBusy, actions }: CampaignRowProps) {
  const headingId = `campaign-${campaign.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 px-4 py-4 [contain-intrinsic-size:auto_200px] [content-visibility:auto] sm:px-5 lg:grid-cols-[minmax(0,2.2fr)_repeat(5,minmax(0,1fr))_196px] lg:items-center lg:gap-5 lg:[contain-intrinsic-size:auto_76px]"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {/* One line in the desktop table (the full name is on the campaign's page); whole when the row stacks. The
              objective and dates below wrap rather than lose the end date. */}
          <h3
            id={headingId}
            className="min-w-0 break-words text-sm font-semibold text-slate-900 lg:truncate dark:text-white"
          >
            {campaign.name}
          </h3>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {OBJECTIVE_LABELS[campaign.objective]} ·{' '}
          <span className="whitespace-nowrap">{formatDate(campaign.startDate)} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate(campaign.endDate)}</span>
        </p>
        <ApprovalNote campaign={campaign} />
      </div>

      <CampaignFigures campaign={campaign} />

      <CampaignRowActionsCell campaign={campaign} isBusy={isBusy} actions={actions} />
    </li>
  );
});

/**
 * The row's figures. The list is `display: contents` on wide screens so that each figure lands in its own column
 * of the row's grid.
 */
function CampaignFigures({ campaign }: { campaign: CampaignListItem }) {
  const utilisation = budgetUtilisation(campaign);
  const metrics = campaign.performanceMetrics;

  return (
    <dl className="grid grid-cols-3 gap-4 text-sm sm:grid-cols-5 lg:contents">
      <Figure label="Budget" value={formatMoney(campaign.budget)} />
      <Stat
        label="Spend"
        className="col-span-2 min-w-0 sm:col-span-1"
        labelClassName="lg:sr-only"
        detail={
          <dd className="mt-1.5">
            <div
              aria-hidden="true"
              className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  utilisation >= 100 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400',
                )}
                style={{ width: `${utilisation}%` }}
              />
            </div>
            <span className="mt-1 block text-xs tabular-nums text-slate-500 dark:text-slate-400">
              {formatPercent(utilisation)} used
            </span>
            {campaign.pacing ? <PacingNote pacing={campaign.pacing} endDate={campaign.endDate} /> : null}
          </dd>
        }
      >
        {formatMoney(campaign.spend)}
      </Stat>
      <Figure label="CTR" value={formatPercent(withBase(metrics.ctr, metrics.impressions))} />
      <Figure label="Conversions" value={formatCompact(metrics.conversions)} />
      <Figure label="ROAS" value={formatRoas(withBase(metrics.roas, campaign.spend))} />
    </dl>
  );
}

/** 'Feb 10, 2026' in the reader's time zone, from an ISO instant (the row's other dates read the same way). */
function formatInstantDate(isoInstant: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : formatDate(localToday(date));
}

/**
 * Where the campaign stands in launch approval: since when it waits, or who rejected it and why. The whole reason
 * stays readable (it wraps; only a very long one is clamped, with the rest on hover and for screen readers).
 */
function ApprovalNote({ campaign }: { campaign: CampaignListItem }) {
  const { approval } = campaign;
  if (campaign.status === 'pending_approval') {
    return (
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Waiting for approval
        {approval ? (
          <>
            {' '}
            since <time dateTime={approval.requestedAt}>{formatInstantDate(approval.requestedAt)}</time>
          </>
        ) : null}
      </p>
    );
  }
  if (campaign.status !== 'draft' || approval?.state !== 'rejected') return null;
  const reason = `Rejected by ${approval.decidedBy?.name ?? 'a marketing director'}${approval.comment ? `: ${approval.comment}` : ''}`;
  return (
    <p
      className="mt-1 flex items-start gap-1.5 text-xs text-red-700 dark:text-red-300"
      title={approval.comment ?? undefined}
    >
      <CircleX aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="line-clamp-4 min-w-0 [overflow-wrap:anywhere]">{reason}</span>
    </p>
  );
}

/**
 * Launch (or submit for approval), pause or resume, edit, duplicate and delete; or a view-only note for someone who
 * may not change the campaign.
 */
function CampaignRowActionsCell({ campaign, isBusy, actions }: CampaignRowProps) {
  const canToggle = campaign.status === 'active' || campaign.status === 'paused';
  const canLaunch = campaign.status === 'draft';
  const isSubmit = actions.launchNeedsApproval;
  const LaunchIcon = isSubmit ? Send : Rocket;
  const ToggleIcon = campaign.status === 'active' ? Pause : Play;
  const toggleLabel = campaign.status === 'active' ? 'Pause' : 'Resume';

  return (
    // "Submit for approval" is wider than the column: on wide screens it takes its own line above the icons.
    <div
      className={cn(
        'flex items-center gap-1 lg:justify-end',
        campaign.canModify && canLaunch && isSubmit && 'flex-wrap',
      )}
    >
      {campaign.canModify ? (
        <>
          {canLaunch ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              onClick={() => actions.onLaunch(campaign)}
              aria-label={isSubmit ? `Submit ${campaign.name} for approval` : `Launch ${campaign.name}`}
              className={cn('mr-1', isSubmit ? 'lg:mr-0 lg:w-full' : 'w-24')}
            >
              <LaunchIcon aria-hidden="true" className="size-4" />
              {isSubmit ? 'Submit for approval' : 'Launch'}
            </Button>
          ) : null}
          {canToggle ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              onClick={() => actions.onToggleStatus(campaign)}
              aria-label={`${toggleLabel} ${campaign.name}`}
              className="mr-1 w-24"
            >
              <ToggleIcon aria-hidden="true" className="size-4" />
              {toggleLabel}
            </Button>
          ) : null}
          <Link
            to={`/campaigns/${campaign.id}/edit`}
            className={ICON_BUTTON}
            aria-label={`Edit ${campaign.name}`}
            title="Edit"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <RowIconButton
            icon={Copy}
            action="Duplicate"
            name={campaign.name}
            disabled={isBusy}
            onClick={() => actions.onDuplicate(campaign)}
          />
          <RowIconButton
            icon={Trash2}
            action="Delete"
            name={campaign.name}
            disabled={isBusy}
            onClick={() => actions.onDelete(campaign)}
            className="hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
          />
        </>
      ) : (
        <span
          className="inline-flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400"
          title="Only the campaign's creator, a marketing director or an admin can change it."
        >
          <Lock aria-hidden="true" className="size-3.5" />
          View only
          <span className="sr-only">
            : only the campaign's creator, a marketing director or an admin can change it.
          </span>
        </span>
      )}
    </div>
  );
}

/** An icon-only row action: 'Duplicate' as its tooltip, 'Duplicate Spring Launch' as its accessible name. */
function RowIconButton({
  icon: Icon,
  action,
  name,
  className,
  ...props
}: {
  icon: LucideIcon;
  action: string;
  name: string;
  className?: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={cn(ICON_BUTTON, className)}
      aria-label={`${action} ${name}`}
      title={action}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A figure of the row; on wide screens the list's column headings name it. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat label={label} className="min-w-0" labelClassName="lg:sr-only">
      {value}
    </Stat>
  );
}
