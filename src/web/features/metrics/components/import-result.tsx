import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { FigureList } from '../../../components/figure-list';
import { formatDateRange, formatInteger } from '../../../lib/format';
import { CreatedCampaigns } from './import-check';
import { plural } from './plural';

/** Step 3's answer: what was written, which campaigns were created or matched, and what the engine changed. */
export function ImportResult({ result, fileName }: { result: MetricsImportResult; fileName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The buttons that led here are gone: focus the outcome so it is read out and Tab continues from it.
  useEffect(() => headingRef.current?.focus(), []);
  const { rows, campaigns, insights } = result;
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400">
          <CircleCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            Metrics imported
          </h3>
          <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">
            {plural(rows.total, 'row', 'rows')} from {fileName}
            {result.dateRange ? `, ${formatDateRange(result.dateRange.first, result.dateRange.last)}` : ''}.
            Analytics and insights are up to date.
          </p>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <Tally
          title="Rows"
          items={[
            ['Inserted', rows.inserted],
            ['Updated', rows.updated],
            ['Unchanged', rows.unchanged],
          ]}
        />
        <Tally
          title="Campaigns"
          items={[
            ['Created', campaigns.created],
            ['Matched', campaigns.matched],
          ]}
        />
        <Tally
          title="Insights"
          items={[
            ['Opened', insights.opened],
            ['Updated', insights.updated],
            ['Resolved', insights.resolved],
          ]}
        />
      </div>

      {campaigns.created > 0 ? (
        <CreatedCampaigns names={campaigns.createdNames} count={campaigns.created} tense="past" />
      ) : null}
    </div>
  );
}

function Tally({ title, items }: { title: string; items: [string, number][] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h4
        id={headingId}
        className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
      >
        {title}
      </h4>
      <FigureList
        className="mt-2"
        items={items.map(([label, value]) => [label, formatInteger(value)] as const)}
      />
    </section>
  );
}
