import { TrendingUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The bars' heights as classes, not `style`: this page is prerendered, and a style attribute in HTML is inline style,
 * which the Content-Security-Policy refuses (plugins/security.ts). Written out whole so Tailwind finds them.
 */
const PREVIEW_BARS = [
  'h-[38%]',
  'h-[52%]',
  'h-[45%]',
  'h-[61%]',
  'h-[58%]',
  'h-[72%]',
  'h-[69%]',
  'h-[84%]',
  'h-[78%]',
  'h-[92%]',
];

/** A static picture of the product; decorative, so hidden from assistive technology. */
export function ProductPreview() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-950/5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
            Spring Launch · Search + Social
          </p>
          <p className="mt-1 text-sm font-semibold text-slate-900 dark:text-white">Campaign performance</p>
        </div>
        <span className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800">
          Active
        </span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        {[
          ['ROAS', '4.2×'],
          ['CTR', '3.8%'],
          ['Reach', '2.4M'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
            <p className="mt-1 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">{value}</p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex h-28 items-end gap-1.5">
        {PREVIEW_BARS.map((heightClass, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series
            key={index}
            className={cn(
              'flex-1 rounded-t-sm',
              heightClass,
              index === PREVIEW_BARS.length - 1
                ? 'bg-indigo-600 dark:bg-indigo-400'
                : 'bg-indigo-200 dark:bg-indigo-900',
            )}
          />
        ))}
      </div>
      <div className="mt-5 flex items-start gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40">
        <TrendingUp className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">Shift 15% budget to Search.</span>{' '}
          Search ROAS is 1.8× Social this week. Confidence 92%.
        </p>
      </div>
    </div>
  );
}
