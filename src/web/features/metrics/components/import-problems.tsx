import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { METRICS_IMPORT_PLATFORM_NAMES } from '../../../../shared/metrics-rules';
import { Badge } from '../../../components/ui/badge';
import { formatInteger } from '../../../lib/format';
import type { MetricsImportProblems } from '../api/metrics-import-request';
import { plural } from './plural';

/**
 * A refused file (422): the server's message first, as the thing to fix (a missing column, another currency), the
 * columns the export lacks when the server names them, then every problem it listed, line by line.
 */
export function ProblemList({ problems }: { problems: MetricsImportProblems }) {
  const headingId = useId();
  const { errors, errorCount, missingColumns } = problems;
  const more = errorCount - errors.length;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div className="min-w-0 space-y-2">
          <p role="alert" className="text-sm font-semibold text-red-900 dark:text-red-100">
            {problems.message}
          </p>
          {missingColumns ? <MissingColumns {...missingColumns} /> : null}
          {errors.length > 0 ? (
            <h3 id={headingId} className="text-sm text-red-700 tabular-nums dark:text-red-300">
              {plural(errorCount, 'problem', 'problems')} found
            </h3>
          ) : null}
        </div>
      </div>
      {errors.length > 0 ? (
        <section
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-3 max-h-56 overflow-y-auto rounded-md border border-red-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-red-900 dark:bg-slate-900"
        >
          <ul
            aria-label="Problems in the file"
            className="divide-y divide-red-100 text-sm dark:divide-red-950"
          >
            {errors.map((problem, index) => (
              <li
                // The server may list the same line twice (two columns); the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                key={index}
                className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3"
              >
                <span className="shrink-0 font-medium text-slate-900 tabular-nums sm:w-44 dark:text-white">
                  Line {formatInteger(problem.line)}
                  {problem.column ? (
                    <span className="font-normal text-slate-600 dark:text-slate-400">, {problem.column}</span>
                  ) : null}
                  <span className="sr-only">:</span>
                </span>
                <span className="text-slate-700 dark:text-slate-300">{problem.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more > 0 ? (
        <p className="mt-2 text-sm text-red-700 tabular-nums dark:text-red-300">
          and {formatInteger(more)} more
        </p>
      ) : null}
    </div>
  );
}

/** The columns a file close to a platform's export lacks, named as that platform names them. */
function MissingColumns({ format, columns }: NonNullable<MetricsImportProblems['missingColumns']>) {
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-red-800 dark:text-red-200">
      <span id={labelId}>Missing from this {METRICS_IMPORT_PLATFORM_NAMES[format]}:</span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {columns.map((column) => (
          <li key={column}>
            <Badge tone="danger" className="font-mono">
              {column}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
