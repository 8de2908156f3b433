import { ChartColumn, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { ScreenReaderCopy } from './data-table';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A chart with its data as a table (UI.md). Screen readers always get the table (visually hidden while the chart
 * shows); 'View as table' shows it to everyone. The chart (components/charts) is one named, focusable group whose
 * picture is hidden from assistive technology and whose tooltip is read out as the arrow keys move.
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
  const ViewIcon = showTable ? ChartColumn : Table2;
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
              <ViewIcon aria-hidden="true" className="size-4" />
              {showTable ? 'View as chart' : 'View as table'}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-5">
          {showTable && table ? (
            table
          ) : (
            // The screen-reader copy sits inside the chart's box: as a sibling it would add the space between
            // blocks under the chart, an empty band at the bottom of the card.
            <div className={cn('relative w-full', chartClassName)}>
              {chart}
              {table || tableNote ? (
                <div className="sr-only">
                  <ScreenReaderCopy.Provider value={true}>{table ?? tableNote}</ScreenReaderCopy.Provider>
                </div>
              ) : null}
            </div>
          )}
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
