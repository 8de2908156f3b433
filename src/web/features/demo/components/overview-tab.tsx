import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, ChartNoAxesCombined, DollarSign, Megaphone } from 'lucide-react';
import { TitledCard } from '../../../components/ui/card';
import { DEMO_CAMPAIGNS, DEMO_INSIGHTS, DEMO_TOTALS } from '../data/demo-data';
import { formatCompact, formatMoney } from '../data/format';
import { DEMO_TABS, type DemoTab } from './demo-tabs';
import { InsightBody } from './insight-body';
import { RoiBars } from './roi-bars';

export function OverviewTab({ onOpen }: { onOpen: (tab: DemoTab) => void }) {
  const activeCount = DEMO_CAMPAIGNS.filter((c) => c.status === 'Active').length;
  const cards: { tab: DemoTab; icon: LucideIcon; label: string; value: string; detail: string }[] = [
    {
      tab: 'campaign',
      icon: Megaphone,
      label: 'Campaigns',
      value: String(DEMO_CAMPAIGNS.length),
      detail: `${activeCount} active, ${DEMO_CAMPAIGNS.length - activeCount} optimizing`,
    },
    {
      tab: 'analytics',
      icon: DollarSign,
      label: 'Spend to date',
      value: formatMoney(DEMO_TOTALS.spent),
      detail: `of ${formatMoney(DEMO_TOTALS.budget)} budget`,
    },
    {
      tab: 'analytics',
      icon: ChartNoAxesCombined,
      label: 'Average ROI',
      value: `+${Math.round(DEMO_TOTALS.roi)}%`,
      detail: `${formatCompact(DEMO_TOTALS.conversions)} conversions`,
    },
    {
      tab: 'ai',
      icon: BrainCircuit,
      label: 'AI insights',
      value: String(DEMO_INSIGHTS.length),
      detail: `${DEMO_INSIGHTS.filter((i) => i.impact === 'High').length} high impact`,
    },
  ];

  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ tab, icon: Icon, label, value, detail }) => {
          const target = DEMO_TABS.find((t) => t.value === tab)?.label ?? '';
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onOpen(tab)}
                className="group flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-5 text-left transition-colors duration-150 hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700"
              >
                <span className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
                  {label}
                  <Icon aria-hidden="true" className="size-4 text-slate-400 group-hover:text-indigo-600" />
                </span>
                <span className="mt-2 text-2xl font-semibold tabular-nums">{value}</span>
                <span className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</span>
                <span className="mt-4 text-sm font-medium text-indigo-600 dark:text-indigo-400">
                  Open {target} <span aria-hidden="true">→</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TitledCard title="Top campaigns by ROI" description="Return on investment to date.">
          <RoiBars />
        </TitledCard>
        <TitledCard title="Latest insight" description="What the AI noticed today.">
          {DEMO_INSIGHTS[0] ? <InsightBody insight={DEMO_INSIGHTS[0]} /> : null}{' '}
        </TitledCard>
      </div>
    </div>
  );
}
