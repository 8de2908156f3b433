import { ChartColumn, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { ScreenReaderCopy } from './data-table';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A chart with its data as a table (UI.md). Screen readers always get the table (visually hidden while the chart
 * shows); 'View as table' shows it to everyone. The chart itself is hidden from assistive technology, so charts
 * pass `accessibilityLayer={false}` (nothing focusable inside an aria-hidden region).
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  tableNote,
  headingId,
  chartClassName = 'h-72',
  children,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  /** The chart's data as a table; null when the same table is already on the page (say where in `tableNote`). */
  table: ReactNode | null;
  tableNote?: string;
  headingId: string;
  /** The chart's height. */
  chartClassName?: string;
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
              onClick={() => setShowTable((value) => !value)}
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
              <div aria-hidden="true" className={cn('w-full', chartClassName)}>
                {chart}
              </div>
              {table || tableNote ? (
                <div className="sr-only">
                  <ScreenReaderCopy.Provider value={true}>{table ?? tableNote}</ScreenReaderCopy.Provider>
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
