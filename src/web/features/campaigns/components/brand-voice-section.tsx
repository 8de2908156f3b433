import { STYLES, TONES, WIZARD_STYLES, WIZARD_TONES } from '../../../../shared/content-rules';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { capitalise } from '../../../lib/format';
import type { DraftVoice } from '../wizard-draft';
import { StepSection } from './wizard-parts';

/** The wizard offers its own tones and styles; an edited campaign keeps one from the wider schema list. */
function optionsWith<T extends string>(wizard: readonly T[], all: readonly T[], current: T): readonly T[] {
  return wizard.includes(current) || !all.includes(current) ? wizard : [...wizard, current];
}

/** One of the voice's choices (tone, style) as a select of its capitalised options. */
function VoiceChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {capitalise(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function BrandVoiceSection({
  voice,
  onVoiceChange,
  productError,
  keyMessagesError,
}: {
  voice: DraftVoice;
  onVoiceChange: (voice: Partial<DraftVoice>) => void;
  productError: string | undefined;
  keyMessagesError: string | undefined;
}) {
  return (
    <StepSection
      title="Brand Voice"
      description="Tell the AI what you sell and how to sound."
      className="h-fit"
    >
      <div className="space-y-5">
        <VoiceChoice
          label="Tone"
          value={voice.tone}
          options={optionsWith(WIZARD_TONES as readonly DraftVoice['tone'][], TONES, voice.tone)}
          onChange={(tone) => onVoiceChange({ tone })}
        />
        <VoiceChoice
          label="Style"
          value={voice.style}
          options={optionsWith(WIZARD_STYLES as readonly DraftVoice['style'][], STYLES, voice.style)}
          onChange={(style) => onVoiceChange({ style })}
        />
        <FormField label="Product/Service Name" error={productError}>
          {(control) => (
            <Input
              {...control}
              value={voice.productName}
              onChange={(event) => onVoiceChange({ productName: event.target.value })}
              placeholder="e.g. Northstar Running Shoes"
              maxLength={100}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label="Key Message & Value Propositions"
          hint="Separate messages with commas, e.g. Free shipping, 30-day returns."
          error={keyMessagesError}
        >
          {(control) => (
            <Textarea
              {...control}
              value={voice.keyMessages}
              onChange={(event) => onVoiceChange({ keyMessages: event.target.value })}
              rows={4}
              placeholder="Free shipping, 30-day returns, Made from recycled materials"
            />
          )}
        </FormField>
      </div>
    </StepSection>
  );
}
