import type { ReactNode } from 'react';
import { DEFAULT_PERIOD, PERIODS, type Period } from '../../shared/analytics-rules';
import { useEnumParam } from '../lib/use-enum-param';
import { Card } from './ui/card';
import { SelectField } from './ui/stacked-field';

const PERIOD_KEYS = Object.keys(PERIODS) as Period[];

/** The period a page of figures shows, kept in the URL (`?period=`) so a view can be shared. */
export function usePeriodParam() {
  return useEnumParam('period', PERIOD_KEYS, DEFAULT_PERIOD);
}

/**
 * The filter bar over a page of figures (analytics, reports): its selects side by side on the left, the facts
 * about the figures shown (dates, source) on the right.
 */
export function FigureFilters({ children, facts }: { children: ReactNode; facts: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[28rem]">{children}</div>
      {facts}
    </Card>
  );
}

/** The period filter, with every period the shared contract knows. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <SelectField
      label="Period"
      value={value}
      onChange={(next) => onChange(next as Period)}
      options={PERIOD_KEYS.map((key) => [key, PERIODS[key].label])}
    />
  );
}
