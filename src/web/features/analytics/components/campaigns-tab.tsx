import type { AnalyticsResponse } from '../../../../shared/analytics';
import { DataTable, numberColumn } from '../../../components/data-table';
import { sourceColumn } from '../../../components/provenance-note';
import { CampaignStatusBadge } from '../../../components/status-badges';
import { Card } from '../../../components/ui/card';
import { formatDayMonthYear, formatInteger, formatMoney, formatRoas } from '../../../lib/format';

type CampaignRow = AnalyticsResponse['campaigns'][number];

export function CampaignsTab({ data }: { data: AnalyticsResponse }) {
  if (data.campaigns.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h2 className="font-semibold text-slate-900 dark:text-white">No campaign delivered in this period</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Choose a longer period or another channel, or start a campaign to see it here.
        </p>
      </Card>
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
            { header: 'Campaign', rowHeader: true, cell: (row) => row.name, sortValue: (row) => row.name },
            {
              header: 'Status',
              cell: (row) => <CampaignStatusBadge status={row.status} />,
              sortValue: (row) => row.status,
            },
            sourceColumn<CampaignRow>(),
            numberColumn('Spend', (row) => row.spend, formatMoney),
            numberColumn('Revenue', (row) => row.revenue, formatMoney),
            numberColumn('ROAS', (row) => row.roas, formatRoas),
            numberColumn('Impressions', (row) => row.impressions, formatInteger),
            numberColumn('Clicks', (row) => row.clicks, formatInteger),
            numberColumn('Conversions', (row) => row.conversions, formatInteger),
            {
              header: 'Start date',
              numeric: true,
              cell: (row) => formatDayMonthYear(row.startDate),
              // ISO dates order as text.
              sortValue: (row) => row.startDate,
            },
          ]}
        />
      </div>
    </Card>
  );
}
