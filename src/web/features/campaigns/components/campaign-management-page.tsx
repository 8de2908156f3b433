import { PageHeader } from '../../../components/layout/page-header';

export function CampaignManagementPage() {
  return (
    <PageHeader
      title="Campaign Management"
      description="Review, pause, resume and organise every campaign in your workspace."
    />
  );
}
