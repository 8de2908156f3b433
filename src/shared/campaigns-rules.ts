import { BUDGET_MESSAGES } from './budget-rules';
import { daysBetween, isValidIsoDate } from './dates';
import { OBJECTIVE_MESSAGE } from './objectives-rules';

/**
 * The campaigns contract without zod (docs/architecture.md, "Shared rules without zod"): statuses, labels, sorts,
 * messages, page sizes and the wizard's budget and duration rules, for screens that show campaigns without
 * validating one. The schemas are in campaigns.ts, which re-exports all of this.
 */

export { BUDGET_MAX, BUDGET_MIN, DEFAULT_BUDGET } from './budget-rules';
export { OBJECTIVE_LABELS, OBJECTIVES, type Objective, WIZARD_OBJECTIVES } from './objectives-rules';
export { isValidIsoDate };

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

/** The campaign list pages (DESIGN §6); the screen asks for less than the API's default. */
export const CAMPAIGN_PAGE_SIZE = { default: 50, max: 100, screen: 25 } as const;

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
