import { Progress } from '../../../components/ui/progress';
import { formatMoney, formatPercent } from '../../../lib/format';

/** Budget utilisation, capped at 100 % (SPEC §9); the figure is written out beside the bar, the budget in its title. */
export function UtilisationBar({
  value,
  campaignName,
  budget,
}: {
  value: number;
  campaignName: string;
  budget?: number;
}) {
  const capped = Math.max(0, Math.min(100, value));
  return (
    <div
      className="flex min-w-36 items-center justify-end gap-2"
      title={budget === undefined ? undefined : `Budget ${formatMoney(budget)}`}
    >
      <Progress
        value={capped}
        label={`Budget utilisation of ${campaignName}`}
        className="h-2 w-20 rounded-full"
        indicatorClassName={capped >= 100 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400'}
      />
      <span className="w-14 text-right tabular-nums">
        {formatPercent(capped)}
        {budget === undefined ? null : <span className="sr-only"> of the {formatMoney(budget)} budget</span>}
      </span>
    </div>
  );
}
