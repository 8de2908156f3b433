import type { AnalyticsResponse } from '../../../../shared/analytics';
import { campaignLeadColumns } from '../../../components/campaign-columns';
import { DataTable, numberColumn } from '../../../components/data-table';
import { Card } from '../../../components/ui/card';
import { formatDate, formatInteger } from '../../../lib/format';
import { TabEmpty } from './tab-empty';

type CampaignRow = AnalyticsResponse['campaigns'][number];

export function CampaignsTab({ data }: { data: AnalyticsResponse }) {
  if (data.campaigns.length === 0) {
    return (
      <TabEmpty title="No campaign delivered in this period">
        Choose a longer period or another channel, or start a campaign to see it here.
      </TabEmpty>
    );
  }
  return (
    <Card>
      <div className="p-2">
        <DataTable<CampaignRow>
          caption={`Campaign performance, ${data.period.label}`}
          rows={data.campaigns}
          rowKey={(row) => row.id}
          columns={[
            ...campaignLeadColumns<CampaignRow>(),
            numberColumn('Impressions', (row) => row.impressions, formatInteger),
            numberColumn('Clicks', (row) => row.clicks, formatInteger),
            numberColumn('Conversions', (row) => row.conversions, formatInteger),
            {
              header: 'Start date',
              numeric: true,
              cell: (row) => formatDate(row.startDate),
              // ISO dates order as text.
              sortValue: (row) => row.startDate,
            },
          ]}
        />
      </div>
    </Card>
  );
}
