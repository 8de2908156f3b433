import { ChartColumn, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ScreenReaderCopy } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * A report chart with its figures as a table (UI.md): screen readers always get the table, 'View as table' shows it
 * to everyone, and the chart itself is hidden from assistive technology (charts pass accessibilityLayer={false}).
 */
export function ReportChart({
  headingId,
  title,
  description,
  chart,
  table,
  children,
}: {
  headingId: string;
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  /** The chart's figures as a table; null when `children` already shows them in a table. */
  table: ReactNode | null;
  /** More content under the chart (a table that is always shown). */
  children?: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div>
            <CardTitle id={headingId}>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {table ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={showTable}
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? (
                <ChartColumn aria-hidden="true" className="size-4" />
              ) : (
                <Table2 aria-hidden="true" className="size-4" />
              )}
              {showTable ? 'View as chart' : 'View as table'}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-5">
          {showTable && table ? (
            table
          ) : (
            <>
              <div aria-hidden="true" className="h-64 w-full">
                {chart}
              </div>
              {/* Not a scroll box while visually hidden: a scrollable region must be focusable, this one is unseen. */}
              {table ? (
                <div className="sr-only">
                  <ScreenReaderCopy.Provider value={true}>{table}</ScreenReaderCopy.Provider>
                </div>
              ) : null}
            </>
          )}
          {children}
        </CardContent>
      </section>
    </Card>
  );
}

/** Axis and grid styling shared by the report's charts. */
export const AXIS_TICK = { fontSize: 12, fill: '#64748b' };
export const REVENUE_COLOR = '#4f46e5';
export const SPEND_COLOR = '#94a3b8';

export function ChartTooltipBox({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg tabular-nums dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      {lines.map(([label, value]) => (
        <p key={label} className="mt-0.5 text-slate-600 dark:text-slate-300">
          {label} {value}
        </p>
      ))}
    </div>
  );
}
