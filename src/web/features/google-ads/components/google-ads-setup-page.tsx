import { PageHeader } from '../../../components/layout/page-header';

export function GoogleAdsSetupPage() {
  return (
    <PageHeader
      title="Google Ads Setup"
      description="Connect your Google Ads account so campaign metrics come from live delivery data."
    />
  );
}
