import type { Grade } from '../../../../shared/reports';
import { cn } from '../../../lib/cn';

/** SPEC §9 grade colours, on UI.md's semantic scale: best green, then teal, amber, and neutral slate. */
const GRADE_CLASSES: Record<Grade, string> = {
  'A+': 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950 dark:text-green-300 dark:ring-green-700',
  A: 'bg-teal-50 text-teal-800 ring-teal-600/30 dark:bg-teal-950 dark:text-teal-300 dark:ring-teal-700',
  'B+': 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-700',
  B: 'bg-slate-100 text-slate-700 ring-slate-400/40 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600',
};

export function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <span
      data-grade={grade}
      className={cn(
        'inline-flex min-w-9 justify-center rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        GRADE_CLASSES[grade],
      )}
    >
      <span className="sr-only">Grade </span>
      {grade}
    </span>
  );
}
