import { CHANNEL_SLUGS, CHANNELS, type Channel } from '../../../shared/analytics';
import { METRICS_IMPORT_MESSAGES, type MetricsImportFormat } from '../../../shared/metrics';
import { importFailure, ROW_REASONS } from './metrics-csv-problems';

/**
 * What the cells of a metrics file mean, decided for the file as a whole: which campaign names match, which
 * channel a Google Ads report is on, and the currency it states. Reading is in metrics-file-reader.ts.
 */

/** Case-insensitive, trimmed: how file rows and workspace campaigns are matched by name. */
export const campaignKey = (name: string) => name.trim().toLowerCase();

/** A Google Ads report channel named by `?channel=`: a channel name (any case) or its URL slug. */
export function resolveChannel(value: string): Channel | null {
  const wanted = value.trim().toLowerCase();
  return CHANNELS.find((channel) => channel.toLowerCase() === wanted) ?? CHANNEL_SLUGS[wanted] ?? null;
}

/** The channel every row of the format is on: Meta's own, or for Google Ads the one `?channel=` names (required). */
export function fixedChannelFor(
  format: MetricsImportFormat,
  channel: string | undefined,
  headerLine: number,
): Channel | null {
  if (format !== 'google-ads') return format === 'meta' ? 'Meta' : null;
  if (!channel?.trim()) {
    throw importFailure(METRICS_IMPORT_MESSAGES.channelRequired, [
      { line: headerLine, column: null, reason: METRICS_IMPORT_MESSAGES.channelRequired },
    ]);
  }
  const fixed = resolveChannel(channel);
  if (!fixed) {
    throw importFailure(METRICS_IMPORT_MESSAGES.invalid, [
      { line: headerLine, column: 'channel', reason: ROW_REASONS.unknownChannel(channel.trim()) },
    ]);
  }
  return fixed;
}

/**
 * The currency the file states (in its header, "Amount spent (IDR)", or a currency column), from what the reading
 * found. One currency per file, and it must be the workspace's: figures are stored as they are, never converted.
 */
export function statedCurrencyOf(
  stated: ReadonlyMap<string, { line: number; column: string }>,
  workspace: string,
): string | null {
  if (stated.size > 1) {
    const message = METRICS_IMPORT_MESSAGES.mixedCurrencies([...stated.keys()]);
    throw importFailure(
      message,
      [...stated.values()].map((at) => ({ ...at, reason: message })),
    );
  }
  const [only] = stated;
  if (!only) return null;
  const [code, at] = only;
  if (code !== workspace) {
    const message = METRICS_IMPORT_MESSAGES.currencyMismatch(code, workspace);
    throw importFailure(message, [{ ...at, reason: message }]);
  }
  return code;
}
