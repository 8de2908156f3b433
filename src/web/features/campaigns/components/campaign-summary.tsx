import type { LucideIcon } from 'lucide-react';
import { Banknote, Layers, Radio, Wallet } from 'lucide-react';
import type { CampaignSummary as CampaignSummaryFigures } from '../../../../shared/campaigns';
import { CAMPAIGN_STATUSES } from '../../../../shared/campaigns-rules';
import { Figure } from '../../../components/ui/figure';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInteger, formatMoney, formatPercent } from '../../../lib/format';
import { STATUS_LABELS } from './campaign-row';

/** Counts per status, total budget and total spend, over the whole workspace (not the filtered list). */
export function CampaignSummary({ summary }: { summary: CampaignSummaryFigures | undefined }) {
  if (!summary) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-[104px] rounded-xl" />
        ))}
      </div>
    );
  }
  // Campaigns waiting for approval only exist where the workspace asks for it: counted only when there are some.
  const breakdown = CAMPAIGN_STATUSES.filter(
    (status) => status !== 'active' && (status !== 'pending_approval' || summary.byStatus[status] > 0),
  )
    .map((status) => `${formatInteger(summary.byStatus[status])} ${STATUS_LABELS[status].toLowerCase()}`)
    .join(' · ');
  return (
    <section aria-label="Campaign summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard
        icon={Layers}
        label="Total Campaigns"
        value={formatInteger(summary.total)}
        note={breakdown}
      />
      <SummaryCard
        icon={Radio}
        label="Active Campaigns"
        value={formatInteger(summary.deliveringToday)}
        note={
          summary.byStatus.active > summary.deliveringToday
            ? `Delivering today · ${formatInteger(summary.byStatus.active - summary.deliveringToday)} more scheduled`
            : 'Delivering today'
        }
      />
      <SummaryCard
        icon={Wallet}
        label="Total Budget"
        value={formatMoney(summary.budget)}
        note="Across all campaigns"
      />
      <SummaryCard
        icon={Banknote}
        label="Total Spend"
        value={formatMoney(summary.spend)}
        note={
          summary.budget > 0
            ? `${formatPercent((summary.spend / summary.budget) * 100)} of budget`
            : 'No budget yet'
        }
      />
    </section>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <div className="@container rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
      </div>
      <Figure value={value} size="md" className="mt-2 text-slate-900 dark:text-white" />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p>
    </div>
  );
}
