import { Link } from 'react-router';
import type { PacingStatus } from '../../../../shared/pacing';
import { PacingBadge } from '../../../components/pacing';
import { formatInteger } from '../../../lib/format';
import type { DashboardSummary } from '../api/get-dashboard-summary';

/** The active campaigns by budget pacing (issue 16), each count with the badge the campaign list shows. */
export function PacingLine({ pacing }: { pacing: DashboardSummary['pacing'] }) {
  const counts: [PacingStatus, number][] = [
    ['on_track', pacing.onTrack],
    ['under', pacing.under],
    ['over', pacing.over],
  ];
  const total = pacing.onTrack + pacing.under + pacing.over;
  return (
    <section
      aria-labelledby="pacing-line-heading"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="pacing-line-heading" className="font-semibold text-slate-900 dark:text-white">
        Budget pacing
      </h3>
      {total === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">
          No active campaign has a full day of delivery yet.
        </p>
      ) : (
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {counts.map(([status, n]) => (
            <li key={status} className="inline-flex items-center gap-2">
              <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
                {formatInteger(n)}
              </span>
              <PacingBadge status={status} />
              <span className="sr-only">{n === 1 ? 'campaign' : 'campaigns'}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/campaigns?status=active"
        className="ml-auto text-sm font-medium text-indigo-600 hover:text-indigo-700 dark:text-indigo-400"
      >
        View campaigns
        <span className="sr-only"> with their pacing</span>
      </Link>
    </section>
  );
}
