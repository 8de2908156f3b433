import { Info } from 'lucide-react';
import type { AudienceSection, AudienceSegment, PerformanceReport } from '../../../../shared/reports';
import { REPORT_HEADINGS } from '../../../../shared/reports-rules';
import { DataTable, nameColumn, numberColumn } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import { formatInteger, formatMoney, formatPercent, formatRoas } from '../../../lib/format';
import { CustomerProfiles } from './customer-profiles';

/** The share of impressions as a bar, with the figure written beside it (colour is never the only carrier). */
function ShareBar({ share }: { share: number }) {
  const width = Math.max(0, Math.min(100, share));
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span
        aria-hidden="true"
        className="h-2 w-20 overflow-hidden rounded-full bg-indigo-50 dark:bg-indigo-950"
      >
        <span
          className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${width}%` }}
        />
      </span>
      <span className="w-14 text-right">{formatPercent(share)}</span>
    </span>
  );
}

/**
 * Audience report: what the campaigns targeted, each segment weighted by the delivery of the campaigns that
 * targeted it, with the notes that say what this can and cannot tell; then the customer profiles on file.
 */
export function AudienceSegments({
  report,
  section,
}: {
  report: PerformanceReport;
  section: AudienceSection;
}) {
  return (
    <div className="space-y-6">
      <SectionCard
        id="audience-heading"
        title={REPORT_HEADINGS.audienceSegments}
        description={
          <>
            {formatInteger(section.campaignsWithAudience)} of {formatInteger(section.campaignsWithDelivery)}{' '}
            campaigns with delivery in the {report.period.label.toLowerCase()} had a target audience.
          </>
        }
        contentClassName="space-y-6"
      >
        <ul className="space-y-1.5 rounded-lg bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">
          {section.notes.map((note) => (
            <li key={note} className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              {note}
            </li>
          ))}
        </ul>
        <div className="space-y-6">
          {section.dimensions
            .filter((d) => d.segments.length > 0)
            .map((dimension) => (
              <div key={dimension.key}>
                <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
                  By {dimension.label.toLowerCase()}
                </h3>
                <DataTable<AudienceSegment>
                  caption={`Delivery by targeted ${dimension.label.toLowerCase()}, ${report.period.label}`}
                  rows={dimension.segments}
                  rowKey={(s) => s.value}
                  columns={[
                    nameColumn(dimension.label, (s) => s.value),
                    numberColumn('Campaigns', (s) => s.campaigns, formatInteger),
                    numberColumn('Impressions', (s) => s.impressions, formatInteger),
                    {
                      header: 'Share',
                      numeric: true,
                      cell: (s) => <ShareBar share={s.impressionShare} />,
                      sortValue: (s) => s.impressionShare,
                    },
                    numberColumn('Revenue', (s) => s.revenue, formatMoney),
                    numberColumn('ROAS', (s) => s.roas, formatRoas),
                  ]}
                />
              </div>
            ))}
        </div>
      </SectionCard>
      <CustomerProfiles profiles={section.customerProfiles} />
    </div>
  );
}
