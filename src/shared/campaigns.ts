import { z } from 'zod';
import { campaignApprovalSchema } from './approvals';
import { audiencePredictionSchema, targetAudienceSchema } from './audience';
import { budgetSchema } from './budget';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX } from './campaign-details-rules';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type CampaignSort,
} from './campaigns-rules';
import { calendarDate, changesSomething, fieldPerKey, idParamsSchema } from './common-schemas';
import { brandVoiceSchema, generatedContentSchema } from './content';
import { OBJECTIVES, objectiveSchema } from './objectives';
import { pacingSchema } from './pacing';
import { pagedListQuerySchema } from './paging';

export { budgetSchema } from './budget';
/** Statuses, labels, sorts, messages, page sizes and the wizard's rules live in campaigns-rules.ts (zod-free). */
export * from './campaigns-rules';

/** Blank dates are allowed on create: blank start → today, blank end → 30 days from now (SPEC §5). */
const optionalDate = z
  .union([z.literal(''), calendarDate(CAMPAIGN_MESSAGES.dateInvalid)], {
    error: CAMPAIGN_MESSAGES.dateInvalid,
  })
  .optional();
/**
 * A calendar date, YYYY-MM-DD, as an edit and the audience estimate send it: never blank. Patterns, not a
 * refinement, so that the API document states the rule (issue 28, item 10).
 */
const isoDateSchema = calendarDate(CAMPAIGN_MESSAGES.dateInvalid);

export const campaignNameSchema = z
  .string({ error: CAMPAIGN_MESSAGES.nameRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.nameRequired)
  .max(CAMPAIGN_NAME_MAX, CAMPAIGN_MESSAGES.nameMax);
export const campaignDescriptionSchema = z
  .string()
  .trim()
  .max(CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_MESSAGES.descriptionMax);

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
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    description: campaignDescriptionSchema.optional(),
    targetAudience: targetAudienceSchema.optional(),
    brandVoice: brandVoiceSchema.optional(),
    contentVariants: z.array(generatedContentSchema).max(10).optional(),
  })
  .refine(changesSomething, { message: 'Nothing to update' })
  // The refinement, as the API document can state it.
  .meta({ minProperties: 1 });
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

export const listCampaignsQuerySchema = pagedListQuerySchema(CAMPAIGN_PAGE_SIZE, {
  status: z.enum(['all', ...CAMPAIGN_STATUSES]).optional(),
  sort: z.enum(Object.keys(CAMPAIGN_SORTS) as [CampaignSort, ...CampaignSort[]]).optional(),
});
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;

export const campaignIdParamsSchema = idParamsSchema;

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
  /** Only variants that match the generated-content contract: a stored one that does not is left out. */
  contentVariants: z.array(generatedContentSchema),
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
  /** False when the caller asked for this approval: nobody decides their own request, whatever their role now. */
  canDecide: z.boolean(),
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
  /** How many campaigns have each status. */
  byStatus: fieldPerKey(CAMPAIGN_STATUSES, () => z.number().int()),
  /** Active campaigns delivering today (started, not ended; workspace calendar): what "Active Campaigns" shows. */
  deliveringToday: z.number().int(),
  budget: z.number(),
  spend: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** POST /api/audience/predict: the wizard's campaign so far, for the audience estimate. */
export const predictAudienceRequestSchema = z
  .strictObject({
    objective: objectiveSchema,
    budget: budgetSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    targetAudience: targetAudienceSchema,
  })
  .refine((value) => value.endDate > value.startDate, {
    message: CAMPAIGN_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type PredictAudienceRequest = z.infer<typeof predictAudienceRequestSchema>;
