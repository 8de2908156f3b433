/** One changed field of an audited record: 'role: user → analyst'. */
export interface AuditChange {
  key: string;
  before?: string;
  after?: string;
  /** Ids shown by their names in before/after (for the reader who needs the id itself, on hover). */
  ids: string[];
}

function show(value: unknown, mentions: Record<string, string>, ids: string[]): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    const name = mentions[value] ?? mentions[value.toLowerCase()];
    if (name === undefined) return value;
    ids.push(value);
    return name;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A list of plain values (a report schedule's recipients, an edit's changed terms) reads as a list, ids by name.
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
    return value.length ? value.map((item) => show(item, mentions, ids)).join(', ') : '—';
  return JSON.stringify(value);
}

/**
 * The fields that differ between the before and after snapshots (a created record has only after, a deleted one
 * only before), in the order they first appear; ids of users, campaigns and insights read by their names.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  mentions: Record<string, string> = {},
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const hasBefore = before !== null && key in before;
    const hasAfter = after !== null && key in after;
    if (hasBefore && hasAfter && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const ids: string[] = [];
    changes.push({
      key,
      ...(before ? { before: show(hasBefore ? before[key] : undefined, mentions, ids) } : {}),
      ...(after ? { after: show(hasAfter ? after[key] : undefined, mentions, ids) } : {}),
      ids,
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
