import { PageHeader } from '../../../components/layout/page-header';

export function AdminDashboardPage() {
  return (
    <PageHeader
      title="Admin Dashboard"
      description="Contact messages, newsletter subscribers and user accounts for this workspace."
    />
  );
}
