import { ArrowRight } from 'lucide-react';
import type { ContentState, DraftVoice, WizardDraft } from '../wizard-draft';
import { BrandVoiceSection } from './brand-voice-section';
import { GeneratedContentSection } from './generated-content-section';
import { useContentStep } from './use-content-step';
import { StepFooter } from './wizard-parts';

export function StepContent({
  draft,
  onVoiceChange,
  onContent,
  onNext,
  onPrevious,
}: {
  draft: WizardDraft;
  onVoiceChange: (voice: Partial<DraftVoice>) => void;
  onContent: (content: ContentState) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const {
    stage,
    isGenerating,
    regenerate,
    refusal,
    isVoiceComplete,
    isReady,
    onContinue,
    productError,
    keyMessagesError,
  } = useContentStep(draft, onContent, onNext);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[340px_minmax(0,1fr)]">
        <BrandVoiceSection
          voice={draft.voice}
          onVoiceChange={onVoiceChange}
          productError={productError}
          keyMessagesError={keyMessagesError}
        />
        <GeneratedContentSection
          content={draft.content}
          stage={stage}
          isGenerating={isGenerating}
          refusal={refusal}
          canRegenerate={isVoiceComplete}
          onRegenerate={regenerate}
        />
      </div>

      <StepFooter
        onPrevious={onPrevious}
        busyLabel={isVoiceComplete && isGenerating ? 'Generating content…' : null}
        isReady={isReady}
        readyLabel="Review & Launch Campaign"
        onClick={onContinue}
        icon={<ArrowRight aria-hidden="true" className="size-4" />}
      />
    </div>
  );
}
