import { Card } from '../../../components/ui/card';

/** A view with nothing delivered in the chosen period and channel: what is missing, and what to choose instead. */
export function TabEmpty({ title, children }: { title: string; children: string }) {
  return (
    <Card className="p-8 text-center">
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </Card>
  );
}
