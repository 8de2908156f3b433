export interface LegendItem {
  name: string;
  color: string;
}

/**
 * The series key, small, above the plot on the right: a square swatch for bars, a short stroke for lines. It is a
 * picture key (the chart's figures reach assistive technology as a table), so it is hidden from it.
 */
export function ChartLegend({ items, icon }: { items: readonly LegendItem[]; icon: 'square' | 'line' }) {
  return (
    <ul
      aria-hidden="true"
      className="flex h-7 shrink-0 flex-wrap items-start justify-end gap-x-4 text-xs text-slate-600 dark:text-slate-300"
    >
      {items.map((item) => (
        <li key={item.name} className="inline-flex items-center gap-1.5">
          <span
            className={icon === 'square' ? 'size-2.5 rounded-xs' : 'h-0.5 w-3.5 rounded-full'}
            style={{ backgroundColor: item.color }}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
