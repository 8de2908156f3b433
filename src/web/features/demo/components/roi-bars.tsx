import { DEMO_CAMPAIGNS } from '../data/demo-data';

/** Campaigns by ROI, best first; the bars are decorative, the numbers carry the data. */
export function RoiBars() {
  const max = Math.max(...DEMO_CAMPAIGNS.map((c) => c.roi));
  const sorted = [...DEMO_CAMPAIGNS].sort((a, b) => b.roi - a.roi);
  return (
    <ul className="space-y-4">
      {sorted.map((campaign) => (
        <li key={campaign.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate">{campaign.name}</span>
            <span className="font-medium tabular-nums">+{campaign.roi}%</span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
            <div
              className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
              style={{ width: `${(campaign.roi / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
