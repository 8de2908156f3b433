import { useEffect, useRef, useState } from 'react';
import type { CampaignListItem } from '../../../../shared/campaigns';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatInteger } from '../../../lib/format';
import { CampaignRow, type CampaignRowActions } from './campaign-row';

/** Rows rendered up front, and added each time the end of the list comes near. */
const BATCH = 60;

/**
 * The campaign rows. A large workspace renders in batches as the reader scrolls (an observer on the list's end),
 * so the first paint stays fast with a thousand campaigns; 'Show more' does the same for keyboard users.
 */
export function CampaignList({
  campaigns,
  busyId,
  actions,
  isStale,
}: {
  campaigns: readonly CampaignListItem[];
  busyId: string | null;
  actions: CampaignRowActions;
  isStale: boolean;
}) {
  const [limit, setLimit] = useState(BATCH);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = Math.min(limit, campaigns.length);
  const hasMore = shown < campaigns.length;

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + BATCH);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <>
      <ul
        aria-label="Campaigns"
        aria-busy={isStale}
        className={cn(
          'divide-y divide-slate-100 transition-opacity duration-150 dark:divide-slate-800',
          isStale && 'opacity-60',
        )}
      >
        {campaigns.slice(0, shown).map((campaign) => (
          <CampaignRow
            key={campaign.id}
            campaign={campaign}
            isBusy={busyId === campaign.id}
            actions={actions}
          />
        ))}
      </ul>
      {hasMore ? (
        <div
          ref={sentinel}
          className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400"
        >
          <span className="tabular-nums">
            Showing {formatInteger(shown)} of {formatInteger(campaigns.length)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setLimit((current) => current + BATCH)}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}
