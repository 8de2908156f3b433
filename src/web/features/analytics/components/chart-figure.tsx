import { ChartColumn, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ScreenReaderCopy } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

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
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  /** The chart's data as a table; null when the same table is already on the page (say where in `tableNote`). */
  table: ReactNode | null;
  tableNote?: string;
  headingId: string;
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
              {showTable && table ? (
                <ChartColumn aria-hidden="true" className="size-4" />
              ) : (
                <Table2 aria-hidden="true" className="size-4" />
              )}
              {showTable ? 'View as chart' : 'View as table'}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {showTable && table ? (
            table
          ) : (
            <>
              <div aria-hidden="true" className="h-72 w-full">
                {chart}
              </div>
              <div className="sr-only">
                <ScreenReaderCopy.Provider value={true}>{table ?? tableNote}</ScreenReaderCopy.Provider>
              </div>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
