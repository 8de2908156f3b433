import { Progress } from '../../../components/ui/progress';
import { plural } from './plural';

export function ImportProgress({ rowCount }: { rowCount: number }) {
  const text = `Importing ${plural(rowCount, 'row', 'rows')}…`;
  return (
    <div className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
      <p role="status" className="text-sm font-medium text-indigo-950 tabular-nums dark:text-indigo-100">
        {text}
      </p>
      <Progress value={null} label={text} className="rounded-full" />
      <p className="text-xs text-indigo-900 dark:text-indigo-300">
        Rollups and insights are brought up to date before the result shows. You can close this window: the
        import carries on.
      </p>
    </div>
  );
}
