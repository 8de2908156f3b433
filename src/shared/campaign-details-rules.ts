import { BUDGET_MAX, BUDGET_MIN } from './budget-rules';
import { CAMPAIGN_MESSAGES, isValidIsoDate, OBJECTIVES, type Objective } from './campaigns-rules';

/**
 * The wizard's first step, checked without zod (docs/architecture.md, "Shared rules without zod"): the one rule
 * that decides its errors, whether Next may go on and whether a later step may open. The same limits and messages
 * as the server's schemas (campaignNameSchema, campaignDescriptionSchema, budgetSchema in campaigns.ts and
 * budget.ts); campaign-details-rules.test.ts holds the two to the same answers.
 */

/** Step 1's fields as the form holds them; `budget` is null while the field is empty or not a number. */
export interface CampaignDetails {
  name: string;
  description: string;
  objective: Objective;
  budget: number | null;
  startDate: string;
  endDate: string;
}
export type CampaignDetailsField = keyof CampaignDetails;
export type CampaignDetailsIssues = Partial<Record<CampaignDetailsField, string>>;

export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 500;

/** The budget rule (SPEC §5): the first broken part's message, or null. A missing budget reads as "below $100". */
export function budgetIssue(budget: number | null): string | null {
  if (budget === null || !Number.isFinite(budget) || budget < BUDGET_MIN) return CAMPAIGN_MESSAGES.budgetMin;
  if (budget > BUDGET_MAX) return CAMPAIGN_MESSAGES.budgetMax;
  // Whole cents only; the tolerance absorbs binary fractions (0.1 + 0.2).
  if (Math.abs(budget * 100 - Math.round(budget * 100)) >= 1e-6) return CAMPAIGN_MESSAGES.budgetCents;
  return null;
}

function dateIssue(value: string, requiredMessage: string): string | null {
  if (value === '') return requiredMessage;
  return isValidIsoDate(value) ? null : CAMPAIGN_MESSAGES.dateInvalid;
}

/**
 * Each field's first broken rule, in the words of SPEC §5. `earliestStart` is today, or an edited campaign's saved
 * start when that is earlier (a running campaign keeps its start; a moved one may not be in the past).
 */
export function campaignDetailsIssues(
  details: CampaignDetails,
  earliestStart: string,
): CampaignDetailsIssues {
  const issues: CampaignDetailsIssues = {};
  const name = details.name.trim();
  if (name === '') issues.name = CAMPAIGN_MESSAGES.nameRequired;
  else if (name.length > CAMPAIGN_NAME_MAX) issues.name = CAMPAIGN_MESSAGES.nameMax;
  if (details.description.trim().length > CAMPAIGN_DESCRIPTION_MAX)
    issues.description = CAMPAIGN_MESSAGES.descriptionMax;
  if (!(OBJECTIVES as readonly string[]).includes(details.objective))
    issues.objective = CAMPAIGN_MESSAGES.objective;

  const budget = budgetIssue(details.budget);
  if (budget) issues.budget = budget;

  const start = dateIssue(details.startDate, CAMPAIGN_MESSAGES.startRequired);
  if (start) issues.startDate = start;
  else if (details.startDate < earliestStart) issues.startDate = CAMPAIGN_MESSAGES.startPast;

  const end = dateIssue(details.endDate, CAMPAIGN_MESSAGES.endRequired);
  if (end) issues.endDate = end;
  else if (isValidIsoDate(details.startDate) && details.endDate <= details.startDate)
    issues.endDate = CAMPAIGN_MESSAGES.endAfterStart;
  return issues;
}

export function areCampaignDetailsReady(details: CampaignDetails, earliestStart: string): boolean {
  return Object.keys(campaignDetailsIssues(details, earliestStart)).length === 0;
}
