import { Progress } from '../../../components/ui/progress';
import { formatPercent } from '../../../lib/format';

/** Budget utilisation, capped at 100 % (SPEC §9); the figure is written out beside the bar. */
export function UtilisationBar({ value, campaignName }: { value: number; campaignName: string }) {
  const capped = Math.max(0, Math.min(100, value));
  return (
    <div className="flex min-w-36 items-center justify-end gap-2">
      <Progress
        value={capped}
        label={`Budget utilisation of ${campaignName}`}
        className="h-2 w-20 rounded-full"
        indicatorClassName={capped >= 100 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400'}
      />
      <span className="w-14 text-right tabular-nums">{formatPercent(capped)}</span>
    </div>
  );
}
