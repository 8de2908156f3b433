import { z } from 'zod';
import { campaignApprovalSchema } from './approvals';
import { audiencePredictionSchema, targetAudienceSchema } from './audience';
import { BUDGET_MESSAGES, budgetSchema } from './budget';
import { brandVoiceSchema, generatedContentSchema } from './content';
import { daysBetween, isValidIsoDate } from './dates';
import { OBJECTIVE_MESSAGE, OBJECTIVES, objectiveSchema } from './objectives';
import { pacingSchema } from './pacing';
import { pageCursorSchema, pageLimitSchema } from './paging';

export { OBJECTIVE_LABELS, OBJECTIVES, type Objective, WIZARD_OBJECTIVES } from './objectives';

/** `pending_approval`: launched by a marketing manager while the workspace requires approval (shared/approvals.ts). */
export const CAMPAIGN_STATUSES = ['draft', 'pending_approval', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** How every screen, export and badge names a status (sentence case). */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};

export const CAMPAIGN_SORTS = {
  created_desc: 'Newest First',
  created_asc: 'Oldest First',
  budget_desc: 'Highest Budget',
  performance_desc: 'Best Performance',
} as const;
export type CampaignSort = keyof typeof CAMPAIGN_SORTS;

export { BUDGET_MAX, BUDGET_MIN, budgetSchema, DEFAULT_BUDGET } from './budget';
export const DEFAULT_CAMPAIGN_DAYS = 30;
/** SPEC §2 budget preview split. */
export const BUDGET_SPLIT = { contentCreation: 0.2, adSpend: 0.7, analytics: 0.1 } as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  nameMax: 'Campaign name must be less than 100 characters',
  objective: OBJECTIVE_MESSAGE,
  ...BUDGET_MESSAGES,
  startRequired: 'Start date is required',
  startPast: 'Start date cannot be in the past',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  dateInvalid: 'Please enter a valid date',
  descriptionMax: 'Description must be less than 500 characters',
  statusInvalid: 'Status must be draft, active, paused or completed',
  statusTransition: 'Only drafts can be launched, active campaigns paused and paused campaigns resumed',
  notFound: 'Campaign not found',
  validationTitle: 'Validation Error',
  step1Invalid: 'Please fix the errors below before continuing.',
  launched: 'Campaign launched successfully! Redirecting to dashboard...',
  launchFailed: 'Failed to launch campaign. Please try again.',
  updatedTitle: 'Campaign Updated',
  updated: 'Campaign status has been updated successfully.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update campaign status. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this campaign? This action cannot be undone.',
  deletedTitle: 'Campaign Deleted',
  deleted: 'Campaign has been deleted successfully.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete campaign. Please try again.',
  loadFailedTitle: 'Unable to Load Campaigns',
  loadFailed:
    'There was an issue loading your campaigns. Please try refreshing the page or contact support if the problem persists.',
} as const;

export { isValidIsoDate };

/** Blank dates are allowed on create: blank start → today, blank end → 30 days from now (SPEC §5). */
const optionalDate = z
  .string({ error: CAMPAIGN_MESSAGES.dateInvalid })
  .trim()
  .refine((value) => value === '' || isValidIsoDate(value), CAMPAIGN_MESSAGES.dateInvalid)
  .optional();

export const campaignNameSchema = z
  .string({ error: CAMPAIGN_MESSAGES.nameRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.nameRequired)
  .max(100, CAMPAIGN_MESSAGES.nameMax);
export const campaignDescriptionSchema = z.string().trim().max(500, CAMPAIGN_MESSAGES.descriptionMax);

/** POST /api/campaigns: the SPEC §7 payload. Date rules that need "today" are checked by the server. */
export const createCampaignRequestSchema = z
  .strictObject({
    name: campaignNameSchema,
    objective: objectiveSchema,
    budget: budgetSchema,
    startDate: optionalDate,
    endDate: optionalDate,
    description: campaignDescriptionSchema.optional(),
    targetAudience: targetAudienceSchema,
    brandVoice: brandVoiceSchema,
    contentVariants: z.array(generatedContentSchema).max(10).default([]),
    status: z.enum(['draft', 'active'], { error: CAMPAIGN_MESSAGES.statusInvalid }).default('draft'),
    /** The audience model's answer shown at launch, kept with the campaign. */
    predictions: audiencePredictionSchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate > value.startDate, {
    message: CAMPAIGN_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** PATCH /api/campaigns/:id: a status change (pause/resume) or an edit of the wizard's fields. */
export const updateCampaignRequestSchema = z
  .strictObject({
    status: z.enum(CAMPAIGN_STATUSES, { error: CAMPAIGN_MESSAGES.statusInvalid }).optional(),
    name: campaignNameSchema.optional(),
    objective: objectiveSchema.optional(),
    budget: budgetSchema.optional(),
    startDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid).optional(),
    endDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid).optional(),
    description: campaignDescriptionSchema.optional(),
    targetAudience: targetAudienceSchema.optional(),
    brandVoice: brandVoiceSchema.optional(),
    contentVariants: z.array(generatedContentSchema).max(10).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

/** The campaign list pages (DESIGN §6); the screen asks for less than the API's default. */
export const CAMPAIGN_PAGE_SIZE = { default: 50, max: 100, screen: 25 } as const;

export const listCampaignsQuerySchema = z.strictObject({
  status: z.enum(['all', ...CAMPAIGN_STATUSES]).optional(),
  sort: z.enum(Object.keys(CAMPAIGN_SORTS) as [CampaignSort, ...CampaignSort[]]).optional(),
  limit: pageLimitSchema(CAMPAIGN_PAGE_SIZE),
  cursor: pageCursorSchema,
});
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;

export const campaignIdParamsSchema = z.strictObject({ id: z.string().max(64) });

export const performanceMetricsSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
  conversions: z.number(),
  roas: z.number(),
  revenue: z.number(),
});

/** SPEC §3 "campaign as listed", plus what the edit form and the row actions need. */
export const campaignSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  objective: z.enum(OBJECTIVES),
  startDate: z.string(),
  endDate: z.string(),
  budget: z.number(),
  spend: z.number(),
  performanceMetrics: performanceMetricsSchema,
  targetAudience: targetAudienceSchema.nullable(),
  brandVoice: z.record(z.string(), z.unknown()),
  contentVariants: z.array(z.unknown()),
  aiConfidence: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in user may pause, edit, duplicate or delete it (creator, director, admin). */
  canModify: z.boolean(),
  /** Budget pacing of an active campaign after its first complete day; null otherwise (src/shared/pacing.ts). */
  pacing: pacingSchema.nullable(),
  /** Launch approval: its state, who asked, who decided and their comment; null when it never needed one. */
  approval: campaignApprovalSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /api/approvals: a campaign waiting for approval, with the audience model's predictions it launched with. */
export const approvalQueueItemSchema = z.object({
  campaign: campaignSchema,
  predictions: audiencePredictionSchema.nullable(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;

/**
 * A campaign as the list shows it: everything but the audience, the brand voice and the generated content (which the
 * detail endpoint returns), with how many content variants it has.
 */
export const campaignListItemSchema = campaignSchema
  .omit({ targetAudience: true, brandVoice: true, contentVariants: true })
  .extend({ contentVariantCount: z.number().int() });
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

/** GET /api/campaigns/summary: the whole workspace, whatever the list's filter or page. */
export const campaignSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.object({
    draft: z.number().int(),
    pending_approval: z.number().int(),
    active: z.number().int(),
    paused: z.number().int(),
    completed: z.number().int(),
  }),
  /** Active campaigns delivering today (started, not ended; workspace calendar): what "Active Campaigns" shows. */
  deliveringToday: z.number().int(),
  budget: z.number(),
  spend: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** SPEC §2 step 1: 20/70/10 preview in whole dollars. */
export function budgetPreview(budget: number) {
  return {
    contentCreation: Math.round(budget * BUDGET_SPLIT.contentCreation),
    adSpend: Math.round(budget * BUDGET_SPLIT.adSpend),
    analytics: Math.round(budget * BUDGET_SPLIT.analytics),
  };
}

/** SPEC §2 step 1: days between the dates (whole calendar days, so nothing to round). */
export function campaignDurationDays(startDate: string, endDate: string): number | null {
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate)) return null;
  return daysBetween(startDate, endDate);
}

/** POST /api/audience/predict: the wizard's campaign so far, for the audience estimate. */
export const predictAudienceRequestSchema = z
  .strictObject({
    objective: objectiveSchema,
    budget: budgetSchema,
    startDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid),
    endDate: z.string().refine(isValidIsoDate, CAMPAIGN_MESSAGES.dateInvalid),
    targetAudience: targetAudienceSchema,
  })
  .refine((value) => value.endDate > value.startDate, {
    message: CAMPAIGN_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type PredictAudienceRequest = z.infer<typeof predictAudienceRequestSchema>;
