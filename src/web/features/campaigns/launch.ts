import { APPROVAL_MESSAGES, launchTiming } from '../../../shared/approvals-rules';
import type { CreateCampaignRequest, UpdateCampaignRequest } from '../../../shared/campaigns';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns-rules';
import { formatDate } from '../../lib/format';
import { localToday } from './local-today';
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

/**
 * What a launch does (issue 30, item 11): goes live today, waits for its start date, or only goes to approval. Each
 * says only what is true of it: a submission deploys nothing and a campaign that starts later is not live.
 */
export type LaunchKind = 'live' | 'scheduled' | 'submission';

export interface LaunchWording {
  /** Five stages, as many as the launch steps through; the last one is the outcome. */
  stages: readonly string[];
  /** The last stage while the request is on its way (the outcome is not true before the server answers). */
  finishing: string;
  heading: { doing: string; done: string };
  /** The notification once the server has answered. */
  notice: { title: string; description?: string };
}

/** A launch's kind: a submission when it waits for approval, else by its start date against today. */
export function launchKindOf(isSubmission: boolean, startDate: string, today = localToday()): LaunchKind {
  if (isSubmission) return 'submission';
  return launchTiming(startDate, today);
}

/** The wording of a launch of this kind for a campaign starting on `startDate` (ISO). */
export function launchWordingFor(kind: LaunchKind, startDate: string): LaunchWording {
  return launchWording(kind, formatDate(startDate));
}

/** `startsOn`: the campaign's start date as the screen shows it (for a campaign that waits for it). */
export function launchWording(kind: LaunchKind, startsOn: string): LaunchWording {
  if (kind === 'submission') {
    return {
      stages: [
        'Checking budget and dates',
        'Checking audience targeting',
        'Checking content',
        'Preparing the approval request',
        SUBMITTED_STAGE,
      ],
      finishing: 'Submitting for approval',
      heading: { doing: 'Submitting your campaign', done: 'Campaign submitted for approval' },
      notice: { title: APPROVAL_MESSAGES.submitted },
    };
  }
  const launched = LAUNCH_STAGES[LAUNCH_STAGES.length - 1] as string;
  if (kind === 'scheduled') {
    // Launched (active), but nothing delivers, and so nothing is monitored, before its start date.
    const startsLater = `Scheduled to start on ${startsOn}`;
    return {
      stages: [...LAUNCH_STAGES.slice(0, 2), 'Preparing multimodal content', startsLater, launched],
      finishing: 'Launching the campaign',
      heading: { doing: 'Launching your campaign', done: `Campaign launched: it starts on ${startsOn}` },
      notice: {
        title: CAMPAIGN_MESSAGES.launched,
        description: `${startsLater}; it delivers nothing before then.`,
      },
    };
  }
  return {
    stages: LAUNCH_STAGES,
    finishing: 'Launching the campaign',
    heading: { doing: 'Launching your campaign', done: launched },
    notice: { title: CAMPAIGN_MESSAGES.launched, description: 'It is live now.' },
  };
}

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
