import { and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../../shared/campaigns-rules';
import { can, type Role } from '../../../shared/roles';
import { ACTIVITY_PAGE_SIZE, type ActivityItem, type ActivityQuery } from '../../../shared/workspace';
import type { Database } from '../../db/client';
import { auditLog, campaigns, users } from '../../db/schema';
import { AUDIT_LOG_PAGING, auditRowWithActor } from '../../lib/audit';
import { mapPage, type Page, selectNewestFirstPage } from '../../lib/paging';

/**
 * The workspace's recent activity (issue 30, item 6), read from the audit log: launches and other status changes,
 * launch approvals, campaigns created by imports, applied and undone recommendations. Only events about campaigns,
 * and only for roles that see campaigns (shared/roles.ts): those who manage them see every kind; analysts, who see
 * campaigns through analytics but not the approval queue, see launches, status changes, imports and
 * recommendations (an approval shows to them as the launch it is). Security events and user changes stay in the
 * admins' audit log.
 */
const MANAGER_ACTIONS = [
  'campaign.launched',
  'campaign.status_changed',
  'campaign.approval_requested',
  'campaign.approval_decided',
  'campaign.imported',
  'insight.applied',
  'insight.undone',
] as const;
type ActivityAction = (typeof MANAGER_ACTIONS)[number];

/** Which audit rows a role may read as activity; null: none (a plain user sees no campaigns). */
function visibleRows(role: Role): SQL | null {
  if (can(role, 'campaigns:manage')) return inArray(auditLog.action, [...MANAGER_ACTIONS]);
  if (!can(role, 'analytics:view')) return null;
  return and(
    inArray(
      auditLog.action,
      [...MANAGER_ACTIONS].filter((a) => a !== 'campaign.approval_requested'),
    ),
    // A rejection leaves a draft, which analytics never shows; an approval is the campaign's launch.
    not(
      and(
        eq(auditLog.action, 'campaign.approval_decided'),
        sql`coalesce(${auditLog.after}->>'decision', '') <> 'approve'`,
      ) as SQL,
    ),
  ) as SQL;
}

export async function listActivity(
  db: Database,
  role: Role,
  query: ActivityQuery,
): Promise<Page<ActivityItem>> {
  const where = visibleRows(role);
  if (!where) return { items: [], total: 0, nextCursor: null };
  const page = await selectNewestFirstPage(
    db,
    {
      select: db
        .select({
          ...auditRowWithActor(),
          campaignName: campaigns.name,
          insightTitle: sql<
            string | null
          >`(select title from ai_insights i where i.id::text = ${auditLog.after}->>'insightId')`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(campaigns, sql`${campaigns.id}::text = ${auditLog.targetId}`)
        .$dynamic(),
      ...AUDIT_LOG_PAGING,
      where: and(where, eq(auditLog.targetType, 'campaign')),
    },
    { limit: query.limit ?? ACTIVITY_PAGE_SIZE.default, cursor: query.cursor },
  );
  const canManage = can(role, 'campaigns:manage');
  return mapPage(page, (row): ActivityItem => {
    const { entry } = row;
    const stored = entry.after?.name ?? entry.before?.name;
    const name = row.campaignName ?? (typeof stored === 'string' ? stored : null);
    const described = describeEvent(entry.action as ActivityAction, {
      campaign: name ? `"${name}"` : 'A deleted campaign',
      before: entry.before ?? {},
      after: entry.after ?? {},
      insightTitle: row.insightTitle,
      canManage,
    });
    const actorName = `${row.actorFirst ?? ''} ${row.actorLast ?? ''}`.trim() || row.actorUsername;
    return {
      id: entry.id,
      ...described,
      at: entry.at.toISOString(),
      // The page where the reader finds the campaign; none once it is deleted.
      link: row.campaignName === null ? null : linkFor(described.kind, canManage),
      actor: entry.actorId ? { name: actorName ?? 'A deleted user' } : null,
    };
  });
}

function linkFor(kind: ActivityItem['kind'], canManage: boolean): string {
  if (!canManage || kind === 'recommendation') return '/analytics';
  return '/campaigns';
}

interface Facts {
  campaign: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  insightTitle: string | null;
  canManage: boolean;
}

const statusLabel = (status: unknown) =>
  CAMPAIGN_STATUS_LABELS[status as CampaignStatus]?.toLowerCase() ?? String(status);

/** The kind and the one sentence of an event, from what its audit row recorded. */
function describeEvent(action: ActivityAction, f: Facts): Pick<ActivityItem, 'kind' | 'title'> {
  switch (action) {
    case 'campaign.launched':
      return { kind: 'launch', title: `${f.campaign} launched` };
    case 'campaign.status_changed':
      return statusChange(f);
    case 'campaign.approval_requested':
      return {
        kind: 'approval',
        title:
          f.after.reason === 'terms_changed'
            ? `${f.campaign} sent back for approval after a change`
            : `${f.campaign} submitted for approval`,
      };
    case 'campaign.approval_decided':
      if (!f.canManage) return { kind: 'launch', title: `${f.campaign} launched` };
      return f.after.decision === 'approve'
        ? { kind: 'approval', title: `${f.campaign} approved` }
        : { kind: 'approval', title: `${f.campaign} rejected` };
    case 'campaign.imported':
      return { kind: 'import', title: `${f.campaign} created from an imported metrics file` };
    case 'insight.applied':
      return {
        kind: 'recommendation',
        title: f.insightTitle
          ? `Recommendation "${f.insightTitle}" applied to ${f.campaign}`
          : `Recommendation applied to ${f.campaign}`,
      };
    case 'insight.undone':
      return { kind: 'recommendation', title: `Recommendation undone on ${f.campaign}` };
  }
}

function statusChange(f: Facts): Pick<ActivityItem, 'kind' | 'title'> {
  const from = f.before.status;
  const to = f.after.status;
  if (to === 'active') {
    return from === 'paused'
      ? { kind: 'status', title: `${f.campaign} resumed` }
      : { kind: 'launch', title: `${f.campaign} launched` };
  }
  if (to === 'paused') return { kind: 'status', title: `${f.campaign} paused` };
  if (to === 'completed') {
    return {
      kind: 'status',
      title:
        f.after.reason === 'end date passed' ? `${f.campaign} ended on its end date` : `${f.campaign} ended`,
    };
  }
  return { kind: 'status', title: `${f.campaign} is now ${statusLabel(to)}` };
}
