import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, ChartNoAxesCombined, LayoutDashboard, Megaphone } from 'lucide-react';

/** SPEC §4: the demo tab is one of these. */
export type DemoTab = 'overview' | 'campaign' | 'analytics' | 'ai';

export const DEMO_TABS: { value: DemoTab; label: string; icon: LucideIcon }[] = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'campaign', label: 'Campaign Management', icon: Megaphone },
  { value: 'analytics', label: 'Analytics Dashboard', icon: ChartNoAxesCombined },
  { value: 'ai', label: 'AI Insights', icon: BrainCircuit },
];
