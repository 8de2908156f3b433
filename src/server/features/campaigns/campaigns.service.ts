import { z } from 'zod';
import type { approvalDecisionRequestSchema } from '../../../shared/approvals';
import type { AudiencePrediction } from '../../../shared/audience';
import {
  type ApprovalQueueItem,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  type Campaign,
  type CampaignStatus,
  type CampaignSummary,
  type createCampaignRequestSchema,
  DEFAULT_CAMPAIGN_DAYS,
  type ListCampaignsQuery,
  type updateCampaignRequestSchema,
} from '../../../shared/campaigns';
import { type GeneratedContent, generatedContentSchema } from '../../../shared/content';
import { addDays } from '../../../shared/dates';
import { todayIn } from '../../../shared/zoned-dates';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import {
  decideApproval,
  launchRequest,
  launchStatus,
  listApprovalQueue,
  recordApprovalRequest,
} from './campaign-approval';
import { auditEditAndReviewApproval } from './campaign-edit';
import { keepLaunchForecast } from './campaign-forecast';
import { refreshPacing } from './campaign-pacing';
import {
  type CampaignRow,
  countDeliveringCampaigns,
  deleteCampaignRow,
  insertCampaign,
  selectCampaign,
  selectCampaignPage,
  selectCampaignSummary,
  selectModifiableCampaign,
  updateCampaignRow,
  type Viewer,
} from './campaigns.repository';

export type CreateCampaignInput = z.output<typeof createCampaignRequestSchema>;
export type UpdateCampaignInput = z.output<typeof updateCampaignRequestSchema>;

export interface CampaignDeps {
  db: Database;
  timeZone: string;
  /** The app's address, for links in e-mails. */
  appOrigin: string;
  /** Wakes the mail outbox after a transaction that queued mail committed. */
  onMailQueued: () => void;
}

const EMPTY_METRICS = { impressions: 0, clicks: 0, ctr: 0, conversions: 0, roas: 0, revenue: 0 };

/** The fields a campaign shows in the list and in its detail alike (the list's are built in SQL: LIST_ITEM_JSON). */
function commonFields(row: CampaignRow, viewer: Viewer) {
  const metrics = (row.performanceMetrics ?? {}) as Record<string, number | undefined>;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    status: row.status as CampaignStatus,
    objective: row.objective as Campaign['objective'],
    startDate: row.startDate,
    endDate: row.endDate,
    budget: Number(row.budget),
    spend: Number(metrics.spend ?? 0),
    performanceMetrics: {
      impressions: Number(metrics.impressions ?? EMPTY_METRICS.impressions),
      clicks: Number(metrics.clicks ?? 0),
      ctr: Number(metrics.ctr ?? 0),
      conversions: Number(metrics.conversions ?? 0),
      roas: Number(metrics.roas ?? 0),
      revenue: Number(metrics.revenue ?? 0),
    },
    aiConfidence: row.aiConfidence === null ? null : Number(row.aiConfidence),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canModify: viewer.canModifyAll || row.userId === viewer.id,
    pacing: row.status === 'active' ? (row.pacing ?? null) : null,
    approval: row.approval ?? null,
  };
}

/**
 * Every write checks content against the contract, but the column is plain JSON (a restored backup, copy saved by an
 * older version): the API answers only with variants that match it, so that screens can use them as they are.
 */
function usableContentVariants(stored: unknown[] | null): GeneratedContent[] {
  return (stored ?? []).flatMap((variant) => {
    const parsed = generatedContentSchema.safeParse(variant);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toCampaign(row: CampaignRow, viewer: Viewer): Campaign {
  return {
    ...commonFields(row, viewer),
    targetAudience: (row.targetAudience ?? null) as Campaign['targetAudience'],
    brandVoice: row.brandVoice ?? {},
    contentVariants: usableContentVariants(row.contentVariants),
  };
}

/**
 * One page of the workspace's campaigns, filtered and sorted in SQL; `body` is the page's JSON array of list items
 * (`campaignListItemSchema`), ready to send.
 */
export async function listCampaigns(deps: CampaignDeps, viewer: Viewer, query: ListCampaignsQuery) {
  const page = await selectCampaignPage(deps.db, viewer, {
    status: query.status === 'all' ? undefined : query.status,
    sort: query.sort ?? 'created_desc',
    limit: query.limit ?? CAMPAIGN_PAGE_SIZE.default,
    cursor: query.cursor,
  });
  return {
    nextCursor: page.nextCursor,
    total: page.total,
    body: `[${page.items.join(',')}]`,
  };
}

export async function summarizeCampaigns(deps: CampaignDeps): Promise<CampaignSummary> {
  const summary: CampaignSummary = {
    total: 0,
    byStatus: { draft: 0, pending_approval: 0, active: 0, paused: 0, completed: 0 },
    deliveringToday: await countDeliveringCampaigns(deps.db, todayIn(deps.timeZone)),
    budget: 0,
    spend: 0,
  };
  for (const row of await selectCampaignSummary(deps.db)) {
    if (row.status in summary.byStatus) summary.byStatus[row.status as CampaignStatus] += row.count;
    summary.total += row.count;
    summary.budget += row.budget;
    summary.spend += row.spend;
  }
  summary.budget = Math.round(summary.budget * 100) / 100;
  summary.spend = Math.round(summary.spend * 100) / 100;
  return summary;
}

const uuid = z.uuid();
function assertCampaignId(id: string): void {
  if (!uuid.safeParse(id).success) throw notFound(CAMPAIGN_MESSAGES.notFound);
}

export async function getCampaign(deps: CampaignDeps, viewer: Viewer, id: string): Promise<Campaign> {
  assertCampaignId(id);
  const row = await selectCampaign(deps.db, id);
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return toCampaign(row, viewer);
}

/** SPEC §5: start not in the past (workspace calendar), end after start; blank dates get the spec's defaults. */
function resolveDates(deps: CampaignDeps, startDate: string | undefined, endDate: string | undefined) {
  const today = todayIn(deps.timeZone);
  const start = startDate || today;
  const end = endDate || addDays(today, DEFAULT_CAMPAIGN_DAYS);
  if (start < today)
    throw badRequest(CAMPAIGN_MESSAGES.startPast, { startDate: [CAMPAIGN_MESSAGES.startPast] });
  if (end <= start)
    throw badRequest(CAMPAIGN_MESSAGES.endAfterStart, { endDate: [CAMPAIGN_MESSAGES.endAfterStart] });
  return { start, end };
}

function aiConfidenceOf(predictions: AudiencePrediction | undefined): string | null {
  if (!predictions) return null;
  return Math.min(0.99, Math.max(0, predictions.aiConfidence)).toFixed(2);
}

/**
 * Creates a campaign owned by the caller (a retried request is answered by the Idempotency-Key plugin). A launch
 * (status active) by a marketing manager waits for approval when the workspace requires it.
 */
export async function createCampaign(
  deps: CampaignDeps,
  viewer: Viewer,
  input: CreateCampaignInput,
): Promise<Campaign> {
  const { start, end } = resolveDates(deps, input.startDate, input.endDate);
  const created = await deps.db.transaction(async (tx) => {
    const status = input.status === 'active' ? await launchStatus(tx, viewer) : input.status;
    const inserted = await insertCampaign(tx, {
      userId: viewer.id,
      name: input.name,
      description: input.description || null,
      objective: input.objective,
      budget: input.budget.toFixed(2),
      startDate: start,
      endDate: end,
      status,
      targetAudience: input.targetAudience,
      brandVoice: input.brandVoice,
      contentVariants: input.contentVariants,
      aiConfidence: aiConfidenceOf(input.predictions),
      aiDecisions: input.predictions
        ? [{ at: new Date().toISOString(), kind: 'launch_prediction', prediction: input.predictions }]
        : [],
    });
    // A launch keeps the server's own forecast (a waiting one, when it is approved).
    const row = await keepLaunchForecast(tx, inserted);
    // A launch straight from the wizard is a status change like any other: the audit log (and so the workspace's
    // recent activity) records it. A draft is not an event; a submission records its request below.
    if (status === 'active') {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'campaign.launched',
        targetType: 'campaign',
        targetId: row.id,
        after: { status, name: row.name, startDate: row.startDate },
      });
    }
    if (status !== 'pending_approval') return row;
    const waiting = await updateCampaignRow(tx, viewer, row.id, { approval: launchRequest(viewer, row) });
    await recordApprovalRequest(tx, viewer, row);
    return waiting ?? row;
  });
  return toCampaign(await withFreshPacing(deps, deps.db, created), viewer);
}

/** The last complete day in the workspace calendar: pacing counts spend through it. */
function lastCompleteDay(deps: CampaignDeps): string {
  return addDays(todayIn(deps.timeZone), -1);
}

/** A campaign just created or changed, with its pacing recomputed (budget, dates and status all move it). */
async function withFreshPacing(deps: CampaignDeps, db: Database, row: CampaignRow): Promise<CampaignRow> {
  await refreshPacing(db, lastCompleteDay(deps), [row.id]);
  return (await selectCampaign(db, row.id)) ?? row;
}

/** The UI moves active ↔ paused (SPEC §4); a draft is launched (active, or waiting for approval). */
const ALLOWED_STATUS_CHANGES: Record<string, CampaignStatus[]> = {
  draft: ['active'],
  active: ['paused'],
  paused: ['active'],
};

/**
 * A status change (audited) or an edit of the wizard's fields (audited with what changed, before and after). An
 * edit of a campaign waiting for or holding an approval may send it back for approval (campaign-approval.ts,
 * reviewTermsChange). Another user's campaign that this viewer may not modify answers 404 and nothing changes.
 */
export async function updateCampaign(
  deps: CampaignDeps,
  viewer: Viewer,
  id: string,
  input: UpdateCampaignInput,
): Promise<Campaign> {
  assertCampaignId(id);
  return deps.db.transaction(async (tx) => {
    const current = await selectModifiableCampaign(tx, viewer, id, { forUpdate: true });
    if (!current) throw notFound(CAMPAIGN_MESSAGES.notFound);
    const { status, budget, startDate, endDate, ...fields } = input;
    const changes: Parameters<typeof updateCampaignRow>[3] = { ...fields };
    if (budget !== undefined) changes.budget = budget.toFixed(2);
    let isLaunch = false;
    if (status !== undefined && status !== current.status) {
      if (!ALLOWED_STATUS_CHANGES[current.status]?.includes(status)) {
        throw badRequest(CAMPAIGN_MESSAGES.statusTransition, {
          status: [CAMPAIGN_MESSAGES.statusTransition],
        });
      }
      isLaunch = current.status === 'draft';
      changes.status = isLaunch ? await launchStatus(tx, viewer) : status;
    }
    if (startDate !== undefined || endDate !== undefined) {
      const start = startDate ?? current.startDate;
      const end = endDate ?? current.endDate;
      // An unchanged start date may lie in the past (the campaign has run); a moved one may not.
      if (startDate !== undefined && startDate !== current.startDate && startDate < todayIn(deps.timeZone)) {
        throw badRequest(CAMPAIGN_MESSAGES.startPast, { startDate: [CAMPAIGN_MESSAGES.startPast] });
      }
      if (end <= start)
        throw badRequest(CAMPAIGN_MESSAGES.endAfterStart, { endDate: [CAMPAIGN_MESSAGES.endAfterStart] });
      changes.startDate = start;
      changes.endDate = end;
    }
    let saved = await updateCampaignRow(tx, viewer, id, changes);
    if (!saved) throw notFound(CAMPAIGN_MESSAGES.notFound);

    saved = await auditEditAndReviewApproval(tx, viewer, current, saved, {
      isLaunch,
      status: changes.status,
    });
    // Only a draft's launch forecasts: a relaunch after a pause keeps the forecast of the first launch.
    if (isLaunch) saved = await keepLaunchForecast(tx, saved);
    const updated = await withFreshPacing(deps, tx, saved);
    return toCampaign(updated, viewer);
  });
}

export async function deleteCampaign(deps: CampaignDeps, viewer: Viewer, id: string): Promise<void> {
  assertCampaignId(id);
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteCampaignRow(tx, viewer, id);
    if (!deleted) throw notFound(CAMPAIGN_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'campaign.deleted',
      targetType: 'campaign',
      targetId: id,
      before: {
        name: deleted.name,
        status: deleted.status,
        budget: Number(deleted.budget),
        userId: deleted.userId,
      },
      after: null,
    });
  });
}

/** DESIGN §6: a draft copy named '<name> (copy)', owned by whoever duplicates it. */
export async function duplicateCampaign(deps: CampaignDeps, viewer: Viewer, id: string): Promise<Campaign> {
  assertCampaignId(id);
  const source = await selectModifiableCampaign(deps.db, viewer, id);
  if (!source) throw notFound(CAMPAIGN_MESSAGES.notFound);
  const suffix = ' (copy)';
  // A copy is a new draft without approval: launching it asks for one again (when the launcher needs it).
  const row = await deps.db.transaction(async (tx) => {
    const copy = await insertCampaign(tx, {
      userId: viewer.id,
      name: `${source.name.slice(0, 100 - suffix.length)}${suffix}`,
      description: source.description,
      objective: source.objective,
      budget: source.budget,
      startDate: source.startDate,
      endDate: source.endDate,
      status: 'draft',
      targetAudience: source.targetAudience,
      brandVoice: source.brandVoice,
      contentVariants: source.contentVariants,
      aiConfidence: source.aiConfidence,
    });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'campaign.duplicated',
      targetType: 'campaign',
      targetId: copy.id,
      before: null,
      after: { name: copy.name, status: copy.status, budget: Number(copy.budget), sourceId: source.id },
    });
    return copy;
  });
  return toCampaign(row, viewer);
}

/** GET /api/approvals: the launches waiting for a decision. */
export async function approvalQueue(deps: CampaignDeps, viewer: Viewer): Promise<ApprovalQueueItem[]> {
  return listApprovalQueue(deps.db, viewer, toCampaign);
}

/** POST /api/campaigns/:id/approval: approve (it goes active) or reject (back to draft) a waiting launch. */
export async function decideCampaignApproval(
  deps: CampaignDeps,
  viewer: Viewer,
  id: string,
  decision: z.output<typeof approvalDecisionRequestSchema>,
): Promise<Campaign> {
  assertCampaignId(id);
  const decided = await deps.db.transaction(async (tx) => {
    await decideApproval(deps, tx, viewer, id, decision);
    const row = await selectCampaign(tx, id);
    if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
    return withFreshPacing(deps, tx, await keepLaunchForecast(tx, row));
  });
  deps.onMailQueued();
  return toCampaign(decided, viewer);
}
