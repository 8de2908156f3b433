import {
  METRICS_IMPORT_ADMIN_MAX_BYTES,
  METRICS_IMPORT_MAX_BYTES,
  METRICS_IMPORT_MESSAGES,
} from '../../../shared/metrics-rules';
import { can } from '../../../shared/roles';

export interface MetricsImportSizeLimit {
  /** The largest file, in uncompressed bytes (the server counts a gzip body by what it unpacks to). */
  maxBytes: number;
  /** '10 MB', for the drop zone's hint. */
  label: string;
  /** What a larger file is refused with: the server's own message for this limit. */
  tooLargeMessage: string;
}

const MEGABYTE = 1024 * 1024;

/**
 * The size a role may import (issue 34): admins, who import an agency's or a year's exports at once, 200 MB;
 * everyone else 10 MB. Checked before upload so that a file the server would refuse is not sent at all.
 */
export function metricsImportSizeLimitFor(role: string | null | undefined): MetricsImportSizeLimit {
  const isAdmin = can(role, 'admin:access');
  const maxBytes = isAdmin ? METRICS_IMPORT_ADMIN_MAX_BYTES : METRICS_IMPORT_MAX_BYTES;
  return {
    maxBytes,
    label: `${maxBytes / MEGABYTE} MB`,
    tooLargeMessage: isAdmin ? METRICS_IMPORT_MESSAGES.tooLargeForAdmins : METRICS_IMPORT_MESSAGES.tooLarge,
  };
}
