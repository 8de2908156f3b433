import { ArrowLeft, CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { AnchorButton } from '../../../components/anchor-button';
import { Container } from '../../../components/layout/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { CampaignsTab } from './campaigns-tab';
import { DemoHeader } from './demo-header';
import { DEMO_TABS, type DemoTab } from './demo-tabs';
import { InsightsTab } from './insights-tab';
import { OverviewTab } from './overview-tab';

export type { DemoTab } from './demo-tabs';

/**
 * The static demo (SPEC §2 Demo): sample data only and no API calls; it sits outside the session gate so not even
 * the current user is fetched. A first visit renders it without the app's router (demo-entry.tsx), so every link is
 * a plain anchor: home gets the prerendered landing page, /auth starts the app.
 */
export function DemoPage() {
  const [tab, setTab] = useState<DemoTab>('overview');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <DemoHeader />

      <main className="flex-1 py-8 sm:py-10">
        <Container>
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </a>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Northstar Demo</h1>
              <p className="mt-2 max-w-2xl text-sm text-slate-600 sm:text-base dark:text-slate-400">
                Sample campaigns, analytics and AI insights from a retail brand's workspace.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <AnchorButton href="/#contact" icon={CalendarClock}>
                Schedule Consultation
              </AnchorButton>
              <AnchorButton href="/auth" icon={Plus} variant="primary">
                Create Campaign
              </AnchorButton>
            </div>
          </div>

          <Tabs value={tab} onValueChange={(value) => setTab(value as DemoTab)} className="mt-8">
            {/* Two by two on a phone, each label whole: a strip that scrolls sideways hides the tabs at its end. */}
            <TabsList aria-label="Demo sections" className="grid grid-cols-2 sm:flex">
              {DEMO_TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  // `!`: the trigger's own h-9 and whitespace-nowrap would win otherwise (cn appends, it does not merge).
                  className="max-sm:h-auto! max-sm:min-h-9 max-sm:whitespace-normal! max-sm:py-1.5 max-sm:text-left max-sm:leading-tight"
                >
                  <Icon aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab onOpen={setTab} />
            </TabsContent>
            <TabsContent value="campaign">
              <CampaignsTab />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab />
            </TabsContent>
            <TabsContent value="ai">
              <InsightsTab />
            </TabsContent>
          </Tabs>
        </Container>
      </main>
    </div>
  );
}
