import { ChartLine, ChevronRight, FileText, type LucideIcon, Mail, Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { can, DASHBOARD_ACTIONS, type Role } from '../../../../shared/roles';
import { SectionCard } from '../../../components/section-card';

interface QuickAction {
  action: keyof typeof DASHBOARD_ACTIONS;
  label: string;
  to: string;
  icon: LucideIcon;
}

/** SPEC §2 Quick Actions, in the spec's order. Which ones show is decided by DASHBOARD_ACTIONS. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { action: 'createNewCampaign', label: 'Create New Campaign', to: '/campaign/new', icon: Plus },
  { action: 'viewAnalytics', label: 'View Analytics', to: '/analytics', icon: ChartLine },
  { action: 'manageCampaigns', label: 'Manage Campaigns', to: '/campaigns', icon: Megaphone },
  { action: 'performanceReport', label: 'Performance Report', to: '/performance', icon: FileText },
  { action: 'viewMessages', label: 'View Messages', to: '/admin', icon: Mail },
];

export function QuickActions({ role }: { role: Role }) {
  const allowed = QUICK_ACTIONS.filter(({ action }) => can(role, DASHBOARD_ACTIONS[action]));
  return (
    <SectionCard id="quick-actions-heading" title="Quick Actions">
      {allowed.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No quick actions are available for your role.
        </p>
      ) : (
        <ul className="space-y-2">
          {allowed.map(({ action, label, to, icon: Icon }) => (
            <li key={action}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors duration-150 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:text-slate-200 dark:hover:border-indigo-800 dark:hover:bg-indigo-950"
              >
                <Icon
                  aria-hidden="true"
                  className="size-4 text-slate-500 group-hover:text-indigo-600 dark:text-slate-400 dark:group-hover:text-indigo-400"
                />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
