import { Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  AGE_MAX,
  AGE_MIN,
  AUDIENCE_LISTS,
  type AudienceList,
  DEVICE_PREFERENCES,
  ENGAGEMENT_LEVELS,
} from '../../../../shared/audience-rules';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaigns-rules';
import { Slider } from '../../../components/ui/slider';
import { useNotify } from '../../../lib/notifications';
import { useAudiencePredictions } from '../use-audience-predictions';
import {
  type DraftAudience,
  missingAudienceItems,
  type PredictionState,
  type WizardDraft,
} from '../wizard-draft';
import { ChipGroup, SegmentedChoice } from './choice-group';
import { PredictionsPanel } from './predictions-panel';
import { StepFooter, StepSection } from './wizard-parts';

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function StepAudience({
  draft,
  onAudienceChange,
  onPredictions,
  onNext,
  onPrevious,
}: {
  draft: WizardDraft;
  onAudienceChange: (update: (audience: DraftAudience) => DraftAudience) => void;
  onPredictions: (predictions: PredictionState) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const notify = useNotify();
  const { audience } = draft;
  const [hasTriedToContinue, setTriedToContinue] = useState(false);
  const { isAnalyzing, hasInput } = useAudiencePredictions(draft, onPredictions);
  const missing = missingAudienceItems(audience);
  const isReady = missing.length === 0;

  const toggleIn = useCallback(
    (field: AudienceList) => (value: string) =>
      onAudienceChange((current) => ({ ...current, [field]: toggle(current[field] as string[], value) })),
    [onAudienceChange],
  );

  const onContinue = () => {
    if (isReady) {
      onNext();
      return;
    }
    setTriedToContinue(true);
    notify({
      type: 'error',
      title: CAMPAIGN_MESSAGES.validationTitle,
      description: `Please select ${missing.join(', ')} to continue.`,
    });
  };

  const section: AudienceSectionProps = {
    audience,
    onAudienceChange,
    toggleIn,
    showErrors: hasTriedToContinue,
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <DemographicsSection {...section} />
          <BehaviorSection {...section} />
        </div>

        <PredictionsPanel predictions={draft.predictions} isAnalyzing={isAnalyzing} hasInput={hasInput} />
      </div>

      <StepFooter
        onPrevious={onPrevious}
        isReady={isReady}
        readyLabel="Generate AI Content"
        onClick={onContinue}
        icon={<Sparkles aria-hidden="true" className="size-4" />}
      />
    </div>
  );
}

/** What each audience section needs: the audience, a way to change it, and whether to show what is missing. */
interface AudienceSectionProps {
  audience: DraftAudience;
  onAudienceChange: (update: (audience: DraftAudience) => DraftAudience) => void;
  /** Adds a value to, or takes it from, one of the audience's lists. */
  toggleIn: (field: AudienceList) => (value: string) => void;
  /** The user tried to continue, so each empty required list says so. */
  showErrors: boolean;
}

/** Who: the age range, locations and interests. */
function DemographicsSection(section: AudienceSectionProps) {
  const { audience, onAudienceChange } = section;
  const [minAge, maxAge] = audience.ageRange;

  return (
    <StepSection title="Demographics" description="Who should see this campaign?">
      <div className="space-y-6">
        <div>
          <div className="flex items-center justify-between gap-3">
            <span id="age-range-label" className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Age Range
            </span>
            <span className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
              {minAge} – {maxAge} years
            </span>
          </div>
          <Slider
            aria-labelledby="age-range-label"
            className="mt-4"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            minStepsBetweenThumbs={0}
            value={audience.ageRange}
            onValueChange={(value) =>
              onAudienceChange((current) => ({
                ...current,
                ageRange: [value[0] ?? AGE_MIN, value[1] ?? AGE_MAX],
              }))
            }
            thumbLabels={['Minimum age', 'Maximum age']}
          />
          <div className="mt-2 flex justify-between text-xs text-slate-500 tabular-nums">
            <span>{AGE_MIN}</span>
            <span>{AGE_MAX}</span>
          </div>
        </div>
        <AudienceListChips field="locations" legend="Target Locations" {...section} />
        <AudienceListChips field="interests" legend="Interests" {...section} />
      </div>
    </StepSection>
  );
}

/** How and when: engagement, device and shopping times. */
function BehaviorSection(section: AudienceSectionProps) {
  const { audience, onAudienceChange } = section;
  return (
    <StepSection title="Behavior" description="How and when does this audience engage?">
      <div className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <SegmentedChoice
            legend="Engagement Level"
            options={ENGAGEMENT_LEVELS}
            value={audience.engagementLevel}
            onChange={(engagementLevel) => onAudienceChange((current) => ({ ...current, engagementLevel }))}
          />
          <SegmentedChoice
            legend="Device Preference"
            options={DEVICE_PREFERENCES}
            value={audience.devicePreference}
            onChange={(devicePreference) => onAudienceChange((current) => ({ ...current, devicePreference }))}
          />
        </div>
        <AudienceListChips field="shoppingTimes" legend="Optimal Shopping Times" {...section} />
      </div>
    </StepSection>
  );
}

/** One pick-at-least-one list as chips; once the user has tried to continue, an empty list says it is required. */
function AudienceListChips({
  field,
  legend,
  audience,
  toggleIn,
  showErrors,
}: AudienceSectionProps & { field: AudienceList; legend: string }) {
  const { options, required } = AUDIENCE_LISTS[field];
  const selected: readonly string[] = audience[field];
  return (
    <ChipGroup<string>
      legend={legend}
      options={options}
      selected={selected}
      onToggle={toggleIn(field)}
      error={showErrors && selected.length === 0 ? required : undefined}
    />
  );
}
