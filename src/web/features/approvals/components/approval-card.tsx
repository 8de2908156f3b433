import { Check, Clock, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { ApprovalDecision } from '../../../../shared/approvals';
import {
  APPROVAL_MESSAGES,
  APPROVAL_STATE_LABELS,
  APPROVAL_TERM_LABELS,
  type ApprovalTerms,
  changedTerms,
} from '../../../../shared/approvals-rules';
import type { AudiencePrediction } from '../../../../shared/audience';
import type { ApprovalQueueItem } from '../../../../shared/campaigns';
import { OBJECTIVE_LABELS } from '../../../../shared/campaigns-rules';
import type { GeneratedContent } from '../../../../shared/content';
import { Stat } from '../../../components/stat';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  formatCompact,
  formatDateRange,
  formatDateTime,
  formatExpectedCount,
  formatMoney,
  formatPercent,
  formatRelativeTime,
  formatShare,
  formatSignedPercent,
} from '../../../lib/format';

/** The element id of a campaign's card, so the page can move the focus to it. */
export const approvalCardId = (campaignId: string) => `approval-${campaignId}`;

/** One campaign waiting for approval: what was launched, by whom, what the model predicted and the ad copy. */
export function ApprovalCard({
  item,
  onDecide,
}: {
  item: ApprovalQueueItem;
  onDecide: (decision: ApprovalDecision, opener: HTMLElement) => void;
}) {
  const { campaign, predictions } = item;
  const cardId = approvalCardId(campaign.id);
  const titleId = `${cardId}-title`;
  const open = (decision: ApprovalDecision) => (event: MouseEvent<HTMLButtonElement>) =>
    onDecide(decision, event.currentTarget);

  return (
    <article
      id={cardId}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-lg font-semibold text-slate-900 dark:text-white">
            {campaign.name}
          </h3>
          <RequestedBy item={item} />
        </div>
        <Badge tone="warning" className="self-start">
          <Clock aria-hidden="true" className="size-3" />
          {APPROVAL_STATE_LABELS.pending}
        </Badge>
      </header>

      {campaign.description ? (
        <p className="mt-3 break-words text-sm leading-6 text-slate-700 dark:text-slate-300">
          {campaign.description}
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Objective">{OBJECTIVE_LABELS[campaign.objective]}</Stat>
        <Stat label="Budget">{formatMoney(campaign.budget)}</Stat>
        <Stat label="Dates" className="col-span-2 sm:col-span-1">
          {formatDateRange(campaign.startDate, campaign.endDate)}
        </Stat>
      </dl>

      <ChangesSinceApproval item={item} />
      <Predictions predictions={predictions} />
      <AdCopy variant={campaign.contentVariants[0]} />

      <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        {item.canDecide ? (
          <>
            <Button variant="secondary" onClick={open('reject')}>
              <X aria-hidden="true" className="size-4" />
              Reject <span className="sr-only">{campaign.name}</span>
            </Button>
            <Button onClick={open('approve')}>
              <Check aria-hidden="true" className="size-4" />
              Approve <span className="sr-only">{campaign.name}</span>
            </Button>
          </>
        ) : (
          // The server refuses it too (403): nobody decides their own request, whatever their role now.
          <p className="text-sm text-slate-600 dark:text-slate-400">{APPROVAL_MESSAGES.ownRequestNote}</p>
        )}
      </div>
    </article>
  );
}

const mixText = (mix: Record<string, number>) =>
  Object.entries(mix)
    .map(([channel, share]) => `${channel} ${formatShare(share)}`)
    .join(', ');

/** How a changed term reads: its figures before and after, or that it changed (audience and content are digests). */
function termChange(term: ReturnType<typeof changedTerms>[number], was: ApprovalTerms, now: ApprovalTerms) {
  switch (term) {
    case 'budget':
      return `${formatMoney(was.budget)} → ${formatMoney(now.budget)}`;
    case 'dates':
      return `${formatDateRange(was.startDate, was.endDate)} → ${formatDateRange(now.startDate, now.endDate)}`;
    case 'objective':
      return `${was.objective} → ${now.objective}`;
    case 'channelMix':
      return `${mixText(was.channelMix)} → ${mixText(now.channelMix)}`;
    default:
      return 'Changed: see below';
  }
}

/** A campaign that was approved and came back after a change: what differs from its last approval. */
function ChangesSinceApproval({ item }: { item: ApprovalQueueItem }) {
  const approval = item.campaign.approval;
  const was = approval?.previouslyApproved;
  const now = approval?.terms;
  if (!was || !now) return null;
  const changes = changedTerms(was, now);
  if (!changes.length) return null;
  return (
    <section
      className="mt-4 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200 dark:bg-amber-950 dark:ring-amber-900"
      aria-label="Changed since the last approval"
    >
      <SectionTitle>Changed since the last approval</SectionTitle>
      <dl className="mt-2 space-y-1 text-sm">
        {changes.map((term) => (
          <div key={term} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-900 dark:text-white">{APPROVAL_TERM_LABELS[term]}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{termChange(term, was, now)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RequestedBy({ item }: { item: ApprovalQueueItem }) {
  const { approval, createdAt } = item.campaign;
  const at = approval?.requestedAt ?? createdAt;
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
      Requested by{' '}
      <span className="font-medium text-slate-900 dark:text-white">
        {approval?.requestedBy.name ?? 'its owner'}
      </span>{' '}
      <time dateTime={at} title={formatDateTime(at)}>
        {formatRelativeTime(at)}
      </time>
    </p>
  );
}

function SectionTitle({ children }: { children: string }) {
  return <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{children}</h4>;
}

/** The audience model's figures the campaign launched with; older and fallback predictions lack some. */
function predictionFigures(p: AudiencePrediction): { label: string; value: string }[] {
  const figures = [
    { label: 'Estimated reach', value: formatCompact(p.estimatedReach) },
    p.impressions === undefined ? null : { label: 'Impressions', value: formatCompact(p.impressions) },
    { label: 'Expected CTR', value: formatPercent(p.expectedCTR) },
    p.clicks === undefined ? null : { label: 'Clicks', value: formatCompact(p.clicks) },
    { label: 'Cost per click', value: formatMoney(p.costPerClick) },
    { label: 'Conversion rate', value: formatPercent(p.conversionRate) },
    // The model's expected count (0.53), as the ROI beside it is computed from it: rounding would not add up.
    p.conversions === undefined ? null : { label: 'Conversions', value: formatExpectedCount(p.conversions) },
    { label: 'Predicted ROI', value: formatSignedPercent(p.predictedRoi) },
    { label: 'Confidence', value: formatShare(p.confidence / 100) },
  ];
  return figures.filter((figure) => figure !== null);
}

function Predictions({ predictions }: { predictions: AudiencePrediction | null }) {
  return (
    <section className="mt-5 space-y-2" aria-label="Audience predictions">
      <SectionTitle>Audience predictions</SectionTitle>
      {predictions ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {predictionFigures(predictions).map(({ label, value }) => (
            <Stat
              key={label}
              label={label}
              size="md"
              className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-950"
            >
              {value}
            </Stat>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No predictions were saved with this launch.
        </p>
      )}
    </section>
  );
}

/** The first content variant (the API answers only variants that match the contract), always as plain text. */
function AdCopy({ variant: content }: { variant: GeneratedContent | undefined }) {
  const isEmpty = !content || (content.text.headlines.length === 0 && content.text.descriptions.length === 0);
  return (
    <section className="mt-5 space-y-3" aria-label="Ad copy">
      <SectionTitle>Ad copy</SectionTitle>
      {isEmpty ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No ad copy was saved with this campaign.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <CopyLines title="Headlines" lines={content.text.headlines} />
          <CopyLines title="Descriptions" lines={content.text.descriptions} />
          {content.text.ctaButtons.length > 0 ? (
            <div className="md:col-span-2">
              <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Call-to-action buttons</p>
              <ul className="mt-1.5 flex flex-wrap gap-2" aria-label="Call-to-action buttons">
                {content.text.ctaButtons.map((cta, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: generated lines may repeat; their order is their identity
                  <li key={index}>
                    <Badge tone="accent">{cta}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function CopyLines({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{title}</p>
      <ul
        aria-label={title}
        className="mt-1.5 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: generated lines may repeat; their order is their identity
          <li key={index} className="break-words px-3 py-1.5 text-sm text-slate-800 dark:text-slate-200">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
