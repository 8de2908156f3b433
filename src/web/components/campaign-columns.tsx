import type { CampaignDataSource } from '../../shared/provenance';
import { formatMoney, formatRoas, withBase } from '../lib/format';
import { type DataColumn, nameColumn, numberColumn } from './data-table';
import { sourceColumn } from './provenance-note';
import { CampaignStatusBadge } from './status-badges';

interface CampaignFigures {
  name: string;
  status: string;
  dataSource: CampaignDataSource;
  spend: number;
  revenue: number;
  roas: number;
}

/**
 * The columns a table of campaigns' figures starts with (analytics, the performance report): which campaign, its
 * status, where its figures come from, then spend, revenue and ROAS.
 */
export function campaignLeadColumns<Row extends CampaignFigures>(): DataColumn<Row>[] {
  return [
    nameColumn('Campaign', (row) => row.name),
    {
      header: 'Status',
      cell: (row) => <CampaignStatusBadge status={row.status} />,
      sortValue: (row) => row.status,
    },
    sourceColumn<Row>(),
    numberColumn('Spend', (row) => row.spend, formatMoney),
    numberColumn('Revenue', (row) => row.revenue, formatMoney),
    {
      header: 'ROAS',
      numeric: true,
      // Without spend there is no return to measure: '—' (issue 30), sorted as the lowest.
      cell: (row) => formatRoas(withBase(row.roas, row.spend)),
      sortValue: (row) => row.roas,
    },
  ];
}
