import { CHANNELS } from '../../../shared/analytics';
import {
  METRICS_IMPORT_EARLIEST_DATE,
  METRICS_IMPORT_MAX_ERRORS,
  METRICS_IMPORT_MESSAGES,
  type MetricsImportProblem,
} from '../../../shared/metrics';
import { AppError } from '../../lib/errors';

/** What a metrics import says about a file it refuses: the reason for each problem, and the 422 that lists them. */

/** PostgreSQL integer columns. */
export const MAX_COUNT = 2_147_483_647;

export const ROW_REASONS = {
  columnCount: (got: number, expected: number) => `Has ${got} columns; the header has ${expected}`,
  quotes: 'A quoted value is not closed properly: check the double quotes on this line',
  notCsv: 'This line is not valid CSV',
  empty: 'Is empty',
  notDate: (value: string) => `"${value}" is not a date in YYYY-MM-DD form`,
  notDateForm: (value: string) =>
    `"${value}" is not a date in a form the import knows, such as 2026-11-20 or Nov 20, 2026`,
  notRealDate: (value: string) => `${value} is not a real date`,
  beforeEarliest: (value: string) => `${value} is before ${METRICS_IMPORT_EARLIEST_DATE}`,
  future: (value: string, today: string) => `${value} is in the future (today is ${today})`,
  negative: (value: string) => `${value} is negative`,
  notWhole: (value: string) => `"${value}" is not a whole number`,
  notNumber: (value: string) => `"${value}" is not a number`,
  countTooLarge: (value: string) => `${value} is larger than ${MAX_COUNT.toLocaleString('en-US')}`,
  notAmount: (value: string) => `"${value}" is not an amount`,
  tooManyDecimals: (value: string) => `${value} has more than 2 decimals`,
  amountTooLarge: (value: string) => `${value} is not less than 10,000,000,000`,
  clicksOverImpressions: (clicks: number, impressions: number) =>
    `Clicks (${clicks}) are more than impressions (${impressions})`,
  conversionsOverClicks: (conversions: number, clicks: number) =>
    `Conversions (${conversions}) are more than clicks (${clicks})`,
  unknownChannel: (value: string) =>
    `${METRICS_IMPORT_MESSAGES.unknownChannel} "${value}": use one of ${CHANNELS.join(', ')}`,
  duplicate: (line: number) => `Repeats line ${line}: the same campaign, date and channel`,
  ambiguousCampaign: (name: string) =>
    `More than one campaign in the workspace is named "${name}": rename one so the import knows which to use`,
} as const;

/**
 * The 422 every refused import answers: the first problems by line, and how many there were in all (`errorCount`,
 * when `problems` holds only the first of them: a large file's problems are counted, not all kept).
 */
export function importFailure(
  message: string,
  problems: MetricsImportProblem[],
  details: Record<string, unknown> = {},
  errorCount = problems.length,
): AppError {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  return new AppError(422, message, undefined, undefined, 'unprocessable', {
    ...details,
    errors: sorted.slice(0, METRICS_IMPORT_MAX_ERRORS),
    errorCount,
  });
}

/** A problem with the file as a whole, reported on its first line. */
export function fileProblem(reason: string): MetricsImportProblem {
  return { line: 1, column: null, reason };
}
