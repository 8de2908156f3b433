import { campaignDurationDays, OBJECTIVE_LABELS } from '../../../../shared/campaigns-rules';
import { splitKeyMessages } from '../../../../shared/content-rules';
import { Badge } from '../../../components/ui/badge';
import { capitalise, formatDate, formatMoney } from '../../../lib/format';
import type { DraftAudience, DraftDetails, DraftVoice, WizardDraft } from '../wizard-draft';
import { SOURCE_LABELS } from './generated-content-view';
import { StepSection } from './wizard-parts';

export function CampaignSummarySection({ details }: { details: DraftDetails }) {
  const duration = campaignDurationDays(details.startDate, details.endDate);
  return (
    <StepSection title="Campaign Summary">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <SummaryItem label="Campaign Name" value={details.name} />
        <SummaryItem label="Objective" value={OBJECTIVE_LABELS[details.objective]} />
        <SummaryItem
          label="Total Budget"
          value={details.budget === null ? '—' : formatMoney(details.budget)}
        />
        <SummaryItem
          label="Schedule"
          value={`${formatDate(details.startDate)} – ${formatDate(details.endDate)}${duration ? ` (${duration} ${duration === 1 ? 'day' : 'days'})` : ''}`}
        />
        {details.description.trim() ? (
          <SummaryItem label="Description" value={details.description.trim()} className="sm:col-span-2" />
        ) : null}
      </dl>
    </StepSection>
  );
}

export function AudienceSummarySection({ audience }: { audience: DraftAudience }) {
  return (
    <StepSection title="Audience">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <SummaryItem label="Age Range" value={`${audience.ageRange[0]} – ${audience.ageRange[1]}`} />
        <SummaryItem
          label="Engagement & Device"
          value={`${capitalise(audience.engagementLevel)} engagement, ${audience.devicePreference}`}
        />
        <SummaryItem label="Locations" value={audience.locations.join(', ')} />
        <SummaryItem label="Interests" value={audience.interests.join(', ')} />
        <SummaryItem
          label="Shopping Times"
          value={audience.shoppingTimes.join(', ')}
          className="sm:col-span-2"
        />
      </dl>
    </StepSection>
  );
}

export function VoiceAndContentSummarySection({
  voice,
  content,
}: {
  voice: DraftVoice;
  content: WizardDraft['content'];
}) {
  return (
    <StepSection
      title="Brand Voice & Content"
      aside={
        content?.value.source ? <Badge tone="accent">{SOURCE_LABELS[content.value.source]}</Badge> : null
      }
    >
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <SummaryItem label="Tone & Style" value={`${capitalise(voice.tone)}, ${voice.style}`} />
        <SummaryItem label="Product/Service" value={voice.productName} />
        <SummaryItem
          label="Key Messages"
          value={splitKeyMessages(voice.keyMessages).join(' · ')}
          className="sm:col-span-2"
        />
        {content ? (
          <>
            <SummaryItem label="Headline" value={content.value.text.headlines[0] ?? '—'} />
            <SummaryItem label="Call to Action" value={content.value.text.ctaButtons[0] ?? '—'} />
            <SummaryItem
              label="Description"
              value={content.value.text.descriptions[0] ?? '—'}
              className="sm:col-span-2"
            />
          </>
        ) : null}
      </dl>
    </StepSection>
  );
}

function SummaryItem({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 break-words text-sm text-slate-900 dark:text-slate-100">{value || '—'}</dd>
    </div>
  );
}
