import { PageHeader } from '../../../components/layout/page-header';

export function PerformanceReportPage() {
  return (
    <PageHeader
      title="Performance Report"
      description="An executive summary and campaign-by-campaign breakdown for the period you choose."
    />
  );
}
