import { Database, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useReducer } from 'react';
import type { CampaignDataSource, Provenance } from '../../shared/provenance';
import { CAMPAIGN_DATA_SOURCE_LABELS, provenanceParts } from '../../shared/provenance-rules';
import { cn } from '../lib/cn';
import { formatInTimeZone } from '../lib/format';
import type { DataColumn } from './data-table';
import { Badge } from './ui/badge';
import { Tooltip } from './ui/tooltip';

/**
 * Where a section's figures come from (issue 16): one muted caption line that reads as `provenanceLabel` does, say
 * "Google Ads, synced 12 min ago · Imported Nov 20, 2026 · Dates in UTC". A stale Google Ads part is amber with a
 * warning icon, and says "Stale" in words. The import and sync phrases give their exact time on hover or focus.
 * `timeZone={false}` where the dates shown beside it name the time zone already.
 */
export function ProvenanceNote({
  provenance,
  timeZone = true,
  now,
  className,
}: {
  provenance: Provenance;
  timeZone?: boolean;
  /** The moment "synced N min ago" counts from; by default the current time, kept fresh every minute. */
  now?: Date;
  className?: string;
}) {
  const current = useNow(now, provenance.syncedAt !== null);
  const parts = provenanceParts(provenance, current);
  const items: [string, ReactNode][] = provenance.sources.map((source, i) => {
    const text = parts[i] ?? '';
    if (source === 'google-ads' && (provenance.stale || !provenance.syncedAt)) {
      return [
        source,
        <span key={source} className="font-medium text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
          <ExactTime at={provenance.syncedAt} timeZone={provenance.timeZone} what="Last synced">
            {text}
          </ExactTime>
        </span>,
      ];
    }
    const at =
      source === 'imported' ? provenance.importedAt : source === 'google-ads' ? provenance.syncedAt : null;
    const what = source === 'imported' ? 'Last import' : 'Last synced';
    return [
      source,
      <ExactTime key={source} at={at} timeZone={provenance.timeZone} what={what}>
        {text}
      </ExactTime>,
    ];
  });
  if (items.length === 0) items.push(['none', 'No delivery data yet']);
  if (timeZone) items.push(['time-zone', `Dates in ${provenance.timeZone}`]);

  return (
    <p
      data-testid="provenance"
      className={cn('flex items-start gap-1.5 text-xs text-slate-600 dark:text-slate-400', className)}
    >
      <Database aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0">
        {items.map(([key, item], i) => (
          <span key={key}>
            {i > 0 ? ' · ' : null}
            {item}
          </span>
        ))}
      </span>
    </p>
  );
}

/** A phrase that shows its exact time (in the workspace's time zone) on hover or keyboard focus. */
function ExactTime({
  at,
  timeZone,
  what,
  children,
}: {
  at: string | null;
  timeZone: string;
  what: string;
  children: string;
}) {
  if (!at) return children;
  const exact = `${what} ${formatInTimeZone(at, timeZone)}`;
  return (
    <Tooltip content={exact}>
      <button
        type="button"
        className="cursor-help rounded-sm text-left underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <time dateTime={at}>{children}</time>
      </button>
    </Tooltip>
  );
}

/** `fixed`, or the current time, re-rendering every minute while a relative time ("synced N min ago") shows. */
function useNow(fixed: Date | undefined, ticking: boolean): Date {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (fixed || !ticking) return;
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [fixed, ticking]);
  return fixed ?? new Date();
}

/** A campaign row's source in a few words: neutral, or amber with a warning icon when stale. */
export function SourceBadge({ source }: { source: CampaignDataSource }) {
  const stale = source === 'stale';
  return (
    <Badge tone={stale ? 'warning' : 'neutral'}>
      {stale ? <TriangleAlert aria-hidden="true" className="size-3" /> : null}
      {CAMPAIGN_DATA_SOURCE_LABELS[source] ?? source}
    </Badge>
  );
}

/** The "Source" column of a table of campaigns, sortable by the label. */
export function sourceColumn<Row extends { dataSource: CampaignDataSource }>(): DataColumn<Row> {
  return {
    header: 'Source',
    cell: (row) => <SourceBadge source={row.dataSource} />,
    sortValue: (row) => CAMPAIGN_DATA_SOURCE_LABELS[row.dataSource] ?? row.dataSource,
  };
}
