import { Check, Minus } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { cn } from '../../../lib/cn';
import { COMPARE_ROWS, COMPETITORS, type CompareCell } from './landing-data';
import { SectionHeading } from './section-heading';

function CompareValue({ value, isOurs }: { value: CompareCell; isOurs: boolean }) {
  if (value === 'yes') {
    return (
      <span className="inline-flex items-center justify-center">
        <Check
          aria-hidden="true"
          className={cn(
            'size-5',
            isOurs ? 'text-indigo-600 dark:text-indigo-400' : 'text-slate-700 dark:text-slate-300',
          )}
        />
        <span className="sr-only">Included</span>
      </span>
    );
  }
  if (value === 'no') {
    return (
      <span className="inline-flex items-center justify-center">
        <Minus aria-hidden="true" className="size-5 text-slate-400 dark:text-slate-500" />
        <span className="sr-only">Not included</span>
      </span>
    );
  }
  return <span className={isOurs ? 'font-medium text-slate-900 dark:text-white' : undefined}>{value}</span>;
}

export function Compare() {
  const columns = ['northstar', 'hubspot', 'hootsuite', 'traditional'] as const;
  return (
    <section id="compare" aria-labelledby="compare-heading" className="scroll-mt-16 py-16 sm:py-24">
      <Container>
        <SectionHeading id="compare-heading" eyebrow="Compare" title="How Northstar compares">
          Suites and schedulers help you publish. Northstar plans, forecasts and optimises the campaign
          itself.
        </SectionHeading>
        {/* Phones get one card per capability; the table needs more width than a phone has. */}
        <ul className="mt-10 space-y-4 sm:hidden">
          {COMPARE_ROWS.map((row) => (
            <li
              key={row.capability}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-sm font-semibold">{row.capability}</h3>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                {columns.map((column) => (
                  <div
                    key={column}
                    className={cn(column === 'northstar' && 'text-indigo-700 dark:text-indigo-300')}
                  >
                    <dt className="text-xs text-slate-500 dark:text-slate-400">{COMPETITORS[column]}</dt>
                    <dd className="mt-0.5 flex min-h-5 items-center text-slate-700 dark:text-slate-300">
                      <CompareValue value={row[column]} isOurs={column === 'northstar'} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 hidden max-w-5xl overflow-hidden rounded-xl border border-slate-200 sm:block dark:border-slate-800">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              Northstar compared with HubSpot Marketing Hub, Hootsuite and traditional tools
            </caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className="w-[32%] px-4 py-3 font-medium text-slate-600 dark:text-slate-400">
                  Capability
                </th>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-4 py-3 text-center font-semibold',
                      column === 'northstar'
                        ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                        : 'text-slate-900 dark:text-slate-100',
                    )}
                  >
                    {COMPETITORS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {COMPARE_ROWS.map((row) => (
                <tr key={row.capability} className="bg-white dark:bg-slate-950">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900 dark:text-slate-100">
                    {row.capability}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={cn(
                        'px-4 py-3 text-center text-slate-600 dark:text-slate-400',
                        column === 'northstar' && 'bg-indigo-50/50 dark:bg-indigo-950/30',
                      )}
                    >
                      <CompareValue value={row[column]} isOurs={column === 'northstar'} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mx-auto mt-4 max-w-5xl text-xs text-slate-500 dark:text-slate-400">
          Competitor capabilities and pricing are summarised from the vendors' public product and pricing
          pages and can change; 'Partial' and 'Limited' mean the capability exists for some channels, plans or
          add-ons. Check each vendor for current details. HubSpot and Hootsuite are trademarks of their
          respective owners.
        </p>
      </Container>
    </section>
  );
}
