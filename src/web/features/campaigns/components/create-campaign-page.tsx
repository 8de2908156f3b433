import { PageHeader } from '../../../components/layout/page-header';

export function CreateCampaignPage() {
  return (
    <PageHeader
      title="Create Campaign"
      description="Describe your campaign, choose its audience and generate on-brand content, then review and launch."
    />
  );
}
