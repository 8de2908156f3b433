import type { AudienceSection } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TableScrollRegion } from '../../../components/ui/responsive-table';
import { formatInteger, formatMoney, formatPercent } from '../../../lib/format';

type Profiles = AudienceSection['customerProfiles'];
type Band = 'high' | 'medium' | 'low';

const LTV_ROWS: Band[] = ['high', 'medium', 'low'];
const CHURN_COLUMNS: Band[] = ['low', 'medium', 'high'];
const BAND_LABEL: Record<Band, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/**
 * Customers by lifetime-value band × churn-risk band, as a heat-map table: the shade follows the share of customers
 * in the cell, and every figure is written out, so the colour is never the only carrier of meaning. Where the
 * profiles come from (or that there are none) is said first.
 */
export function CustomerProfiles({ profiles }: { profiles: Profiles }) {
  const max = Math.max(1, ...profiles.segments.map((s) => s.customers));
  const cell = (ltv: Band, churn: Band) =>
    profiles.segments.find((s) => s.ltvBand === ltv && s.churnBand === churn);
  return (
    <Card>
      <section aria-labelledby="profiles-heading">
        <CardHeader>
          <div>
            <CardTitle id="profiles-heading">{REPORT_HEADINGS.customerProfiles}</CardTitle>
            <CardDescription>{profiles.note}</CardDescription>
          </div>
          {profiles.source === 'simulated' ? <Badge tone="warning">Sample data</Badge> : null}
        </CardHeader>
        {profiles.profiles > 0 ? (
          <CardContent className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatInteger(profiles.profiles)} profiles · average predicted lifetime value{' '}
              {formatMoney(profiles.averageLtv)}
            </p>
            <TableScrollRegion label="Customer profiles by lifetime value and churn risk">
              <table className="w-full min-w-[36rem] border-separate border-spacing-1 text-sm">
                <caption className="sr-only">
                  Customers, average lifetime value and average churn risk by lifetime-value band (rows) and
                  churn-risk band (columns)
                </caption>
                <thead>
                  <tr>
                    <td className="w-32" />
                    {CHURN_COLUMNS.map((churn) => (
                      <th
                        key={churn}
                        scope="col"
                        className="px-2 pb-1 text-left text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
                      >
                        {BAND_LABEL[churn]} churn risk
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {LTV_ROWS.map((ltv) => (
                    <tr key={ltv}>
                      <th
                        scope="row"
                        className="px-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
                      >
                        {BAND_LABEL[ltv]} LTV
                      </th>
                      {CHURN_COLUMNS.map((churn) => {
                        const segment = cell(ltv, churn);
                        const strength = segment ? segment.customers / max : 0;
                        return (
                          <td
                            key={churn}
                            className="rounded-lg p-3 align-top tabular-nums text-slate-900 dark:text-slate-100"
                            style={{ backgroundColor: `rgba(79, 70, 229, ${0.04 + strength * 0.26})` }}
                          >
                            {segment ? (
                              <>
                                <span className="block text-lg font-semibold">
                                  {formatInteger(segment.customers)}
                                  <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-300">
                                    customers
                                  </span>
                                </span>
                                <span className="block text-xs text-slate-700 dark:text-slate-300">
                                  Avg LTV {formatMoney(segment.averageLtv)}
                                </span>
                                <span className="block text-xs text-slate-700 dark:text-slate-300">
                                  Avg churn {formatPercent(segment.averageChurnRisk * 100)}
                                </span>
                              </>
                            ) : (
                              <span className="text-xs text-slate-500">No customers</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScrollRegion>
          </CardContent>
        ) : null}
      </section>
    </Card>
  );
}
