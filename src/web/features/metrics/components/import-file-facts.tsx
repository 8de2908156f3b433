import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetricsImportResult } from '../../../../shared/metrics';
import { METRICS_IMPORT_FORMATS, type MetricsImportLanguage } from '../../../../shared/metrics-rules';
import { Stat } from '../../../components/stat';
import { Badge } from '../../../components/ui/badge';
import { formatDateRange, formatInteger } from '../../../lib/format';
import { plural } from './plural';

const LANGUAGE_NAMES: Record<MetricsImportLanguage, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
};

const SEPARATOR_NAMES: Record<NonNullable<MetricsImportResult['source']['delimiter']>, string> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

const ZERO_FIELD_NAMES: Record<MetricsImportResult['zeroColumns'][number], string> = {
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};

/** 'CSV · UTF-16LE · tab-separated · German headers' / 'Excel workbook · English headers' */
export function describeSource(source: MetricsImportResult['source']): string {
  const parts =
    source.kind === 'xlsx'
      ? ['Excel workbook']
      : ['CSV', source.encoding, source.delimiter ? SEPARATOR_NAMES[source.delimiter] : null];
  return [...parts, `${LANGUAGE_NAMES[source.language]} headers`].filter(Boolean).join(' · ');
}

const Detail = ({ children }: { children: ReactNode }) => (
  <dd className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{children}</dd>
);

/**
 * How the server read the file, before anything is written (issue 29 §7): the export it recognised and how it was
 * encoded, the currency, the dates, how many file rows became daily rows, and the figures the file cannot give.
 */
export function ImportFileFacts({ result }: { result: MetricsImportResult }) {
  const { source, currency, rows, zeroColumns } = result;
  const isSummed = source.rows !== rows.total;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-4 dark:border-slate-800">
      <Stat label="Format" className="col-span-2 min-w-0" detail={<Detail>{describeSource(source)}</Detail>}>
        {METRICS_IMPORT_FORMATS[result.format].label}
      </Stat>
      <Stat
        label="Currency"
        className="min-w-0"
        detail={
          <Detail>{currency.file ? 'Workspace currency' : `Amounts read as ${currency.workspace}`}</Detail>
        }
      >
        {currency.file ?? 'Not stated'}
      </Stat>
      <Stat label="Dates" className="min-w-0">
        {result.dateRange ? formatDateRange(result.dateRange.first, result.dateRange.last) : '—'}
      </Stat>
      <Stat
        label="Daily rows"
        className="min-w-0"
        detail={
          isSummed || source.skippedRows > 0 ? (
            <Detail>
              {isSummed ? (
                <span className="block">from {plural(source.rows, 'file row', 'file rows')}</span>
              ) : null}
              {source.skippedRows > 0 ? (
                <span className="block">{formatInteger(source.skippedRows)} skipped</span>
              ) : null}
            </Detail>
          ) : undefined
        }
      >
        {formatInteger(rows.total)}
      </Stat>
      {zeroColumns.length > 0 ? (
        <Stat label="Taken as 0" className="min-w-0 sm:col-span-3">
          <span className="flex flex-wrap gap-1.5">
            {zeroColumns.map((field) => (
              <Badge key={field} tone="warning">
                {ZERO_FIELD_NAMES[field]}
              </Badge>
            ))}
          </span>
        </Stat>
      ) : null}
    </dl>
  );
}

/** The server's sentences about the file: fields taken as zero, rows summed or skipped, the currency assumed. */
export function ImportNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul
      aria-label="Notes on this file"
      className="space-y-1.5 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
          <span className="min-w-0">{note}</span>
        </li>
      ))}
    </ul>
  );
}
