/** One changed field of an audited record: 'role: user → analyst'. */
export interface AuditChange {
  key: string;
  before?: string;
  after?: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields that differ between the before and after snapshots (a created record has only after, a deleted one
 * only before), in the order they first appear.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const hasBefore = before !== null && key in before;
    const hasAfter = after !== null && key in after;
    if (hasBefore && hasAfter && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes.push({
      key,
      ...(before ? { before: show(hasBefore ? before[key] : undefined) } : {}),
      ...(after ? { after: show(hasAfter ? after[key] : undefined) } : {}),
    });
  }
  return changes;
}

/** 'role: user → analyst' */
export function formatAuditChange(change: AuditChange): string {
  if (change.before !== undefined && change.after !== undefined)
    return `${change.key}: ${change.before} → ${change.after}`;
  return `${change.key}: ${change.after ?? change.before ?? '—'}`;
}
