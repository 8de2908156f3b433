import { REPORT_MESSAGES } from '../../../../shared/reports-rules';
import { formatMoney, formatRoas } from '../../../lib/format';

/** Under a campaign table that lists only the largest campaigns: how many, and what the others add up to. */
export function OtherCampaignsNote({
  listed,
  all,
  others,
}: {
  listed: number;
  all: number;
  others: { campaigns: number; spend: number; revenue: number; roas: number } | null;
}) {
  if (!others) return null;
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
      <span className="font-medium text-slate-900 dark:text-slate-100">
        {REPORT_MESSAGES.otherCampaigns(others.campaigns)}:
      </span>{' '}
      <span className="tabular-nums">
        {REPORT_MESSAGES.otherCampaignsFigures(
          formatMoney(others.spend),
          formatMoney(others.revenue),
          formatRoas(others.roas),
        )}
      </span>{' '}
      {REPORT_MESSAGES.campaignsListed(listed, all)}
    </p>
  );
}
