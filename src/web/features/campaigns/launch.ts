import type { CreateCampaignRequest, UpdateCampaignRequest } from '../../../shared/campaigns';
import { toBrandVoice, toTargetAudience, type WizardDraft } from './wizard-draft';

/** SPEC §2 step 4 launch stages, in order. */
export const LAUNCH_STAGES = [
  'Initializing AI optimization engine',
  'Setting up audience targeting',
  'Deploying multimodal content',
  'Activating performance monitoring',
  'Campaign launched',
] as const;

/** The last stage when the launch waits for a marketing director's approval (shared/approvals.ts). */
export const SUBMITTED_STAGE = 'Submitted for approval';

/** A uuid for the Idempotency-Key header; crypto.randomUUID needs a secure context, so there is a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SPEC §3 "campaign created payload", launched as active, with the audience model's answer when it had one. */
export function createCampaignBody(draft: WizardDraft): CreateCampaignRequest {
  const { details } = draft;
  const description = details.description.trim();
  return {
    name: details.name.trim(),
    objective: details.objective,
    budget: details.budget ?? 0,
    startDate: details.startDate,
    endDate: details.endDate,
    ...(description ? { description } : {}),
    targetAudience: toTargetAudience(draft.audience),
    brandVoice: toBrandVoice(draft.voice),
    contentVariants: draft.content ? [draft.content.value] : [],
    status: 'active',
    ...(draft.predictions && !draft.predictions.isEstimate ? { predictions: draft.predictions.value } : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edit's PATCH body: only the fields that differ from the saved campaign. The saved brand voice keeps any
 * fields the wizard does not show (keywords, avoid-words…).
 */
export function campaignChanges(
  original: WizardDraft,
  edited: WizardDraft,
  savedBrandVoice: Record<string, unknown>,
): UpdateCampaignRequest {
  const changes: UpdateCampaignRequest = {};
  const a = original.details;
  const b = edited.details;
  if (a.name.trim() !== b.name.trim()) changes.name = b.name.trim();
  if (a.description.trim() !== b.description.trim()) changes.description = b.description.trim();
  if (a.objective !== b.objective) changes.objective = b.objective;
  if (a.budget !== b.budget && b.budget !== null) changes.budget = b.budget;
  if (a.startDate !== b.startDate) changes.startDate = b.startDate;
  if (a.endDate !== b.endDate) changes.endDate = b.endDate;
  const audience = toTargetAudience(edited.audience);
  if (!same(toTargetAudience(original.audience), audience)) changes.targetAudience = audience;
  const voice = toBrandVoice(edited.voice);
  if (!same(toBrandVoice(original.voice), voice)) {
    changes.brandVoice = { ...(savedBrandVoice as Partial<typeof voice>), ...voice };
  }
  if (edited.content && !same(original.content?.value, edited.content.value)) {
    changes.contentVariants = [edited.content.value];
  }
  return changes;
}
