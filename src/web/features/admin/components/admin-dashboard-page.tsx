import { MessageSquare, Newspaper, ScrollText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { LinkButton } from '../../../components/link-button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminStatsCards } from './admin-stats';
import { ContactMessages } from './contact-messages';
import { NewsletterSubscriptions } from './newsletter-subscriptions';
import { UsersSection } from './user-list';
import { WorkspaceSettings } from './workspace-settings';

const TABS = ['contacts', 'subscriptions', 'users'] as const;
type Tab = (typeof TABS)[number];

/** SPEC §2 Admin dashboard. The open tab lives in the address, so a reload or a shared link keeps it. */
export function AdminDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'contacts';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description="Contact messages, newsletter subscribers and user accounts for this workspace."
        actions={
          <>
            <LinkButton to="/admin/users" icon={Users}>
              User Management
            </LinkButton>
            <LinkButton to="/admin/audit" icon={ScrollText}>
              Audit Log
            </LinkButton>
          </>
        }
      />

      <AdminStatsCards />

      <WorkspaceSettings />

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              if (value === 'contacts') params.delete('tab');
              else params.set('tab', value);
              return params;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="contacts">
            <MessageSquare aria-hidden="true" />
            Contact Messages
          </TabsTrigger>
          <TabsTrigger value="subscriptions">
            <Newspaper aria-hidden="true" />
            Newsletter Subscriptions
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Manage Users
          </TabsTrigger>
        </TabsList>
        <TabsContent value="contacts">
          <TabPanelCard>
            <ContactMessages />
          </TabPanelCard>
        </TabsContent>
        <TabsContent value="subscriptions">
          <TabPanelCard>
            <NewsletterSubscriptions />
          </TabPanelCard>
        </TabsContent>
        <TabsContent value="users">
          <TabPanelCard>
            <UsersSection />
          </TabPanelCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TabPanelCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5">{children}</CardContent>
    </Card>
  );
}
