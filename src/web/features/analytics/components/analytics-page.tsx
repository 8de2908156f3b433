import { PageHeader } from '../../../components/layout/page-header';

export function AnalyticsPage() {
  return (
    <PageHeader
      title="Analytics & Performance"
      description="Revenue, return on ad spend, conversions and click-through across your campaigns and channels."
    />
  );
}
