import { ArrowLeft, ArrowRight, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import {
  CONTENT_MESSAGES,
  STYLES,
  splitKeyMessages,
  TONES,
  WIZARD_STYLES,
  WIZARD_TONES,
} from '../../../../shared/content';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useNotify } from '../../../lib/notifications';
import type { GenerationStage } from '../api/generate-content';
import { useContentGeneration } from '../use-content-generation';
import { type ContentState, type DraftVoice, missingVoiceItems, type WizardDraft } from '../wizard-draft';
import { GeneratedContentView } from './generated-content-view';
import { NextButton, StepSection, WizardFooter } from './wizard-parts';

const STAGE_TEXT: Record<GenerationStage, string> = {
  llm: 'Asking the AI model…',
  local: "Using Northstar's built-in generator…",
  fallback: 'Preparing template copy…',
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The wizard offers its own tones and styles; an edited campaign keeps one from the wider schema list. */
function optionsWith<T extends string>(wizard: readonly T[], all: readonly T[], current: T): readonly T[] {
  return wizard.includes(current) || !all.includes(current) ? wizard : [...wizard, current];
}

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
  const notify = useNotify();
  const { voice, content } = draft;
  const [hasTriedToContinue, setTriedToContinue] = useState(false);
  const { stage, isGenerating, regenerate, refusal } = useContentGeneration(draft, onContent);
  const missing = missingVoiceItems(voice);
  const keyMessages = splitKeyMessages(voice.keyMessages);
  const tooLong = keyMessages.find((message) => message.length > 80);
  const isReady = missing.length === 0 && !tooLong && content !== null && !isGenerating && !refusal;

  const onContinue = () => {
    if (isReady) {
      onNext();
      return;
    }
    if (missing.length > 0) {
      setTriedToContinue(true);
      notify({
        type: 'error',
        title: CONTENT_MESSAGES.validationTitle,
        description: `Please complete ${missing.join(' and ')} to continue.`,
      });
    }
  };

  const productError =
    hasTriedToContinue && !voice.productName.trim() ? CONTENT_MESSAGES.productName : undefined;
  const keyMessagesError = tooLong
    ? CONTENT_MESSAGES.keyMessageMax
    : hasTriedToContinue && keyMessages.length === 0
      ? CONTENT_MESSAGES.keyMessages
      : undefined;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[340px_minmax(0,1fr)]">
        <StepSection
          title="Brand Voice"
          description="Tell the AI what you sell and how to sound."
          className="h-fit"
        >
          <div className="space-y-5">
            <FormField label="Tone">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={voice.tone}
                  onChange={(event) => onVoiceChange({ tone: event.target.value as DraftVoice['tone'] })}
                >
                  {optionsWith(WIZARD_TONES as readonly DraftVoice['tone'][], TONES, voice.tone).map(
                    (tone) => (
                      <option key={tone} value={tone}>
                        {capitalise(tone)}
                      </option>
                    ),
                  )}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Style">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={voice.style}
                  onChange={(event) => onVoiceChange({ style: event.target.value as DraftVoice['style'] })}
                >
                  {optionsWith(WIZARD_STYLES as readonly DraftVoice['style'][], STYLES, voice.style).map(
                    (style) => (
                      <option key={style} value={style}>
                        {capitalise(style)}
                      </option>
                    ),
                  )}
                </NativeSelect>
              )}
            </FormField>
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

        <StepSection
          title="Generated Content"
          description="Ad copy and creative prompts for your campaign."
          aside={
            missing.length === 0 ? (
              <Button variant="secondary" size="sm" onClick={regenerate} disabled={stage !== null}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Regenerate
              </Button>
            ) : null
          }
        >
          {isGenerating ? (
            <div className="space-y-4" aria-busy="true">
              <div role="status" className="space-y-2">
                <p className="flex items-center gap-2 text-sm font-medium text-indigo-700 dark:text-indigo-300">
                  <Sparkles aria-hidden="true" className="size-4 animate-pulse motion-reduce:animate-none" />
                  {stage ? STAGE_TEXT[stage] : 'Generating content…'}
                </p>
                <div className="h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-950">
                  <div
                    className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 ease-out dark:bg-indigo-400"
                    style={{
                      width: stage === 'llm' ? '35%' : stage === 'local' ? '70%' : stage ? '90%' : '10%',
                    }}
                  />
                </div>
              </div>
              <Skeleton className="h-6 w-48" />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {['a', 'b', 'c', 'd'].map((key) => (
                  <Skeleton key={key} className="h-16" />
                ))}
              </div>
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : refusal ? (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
            >
              <p className="font-medium">{CONTENT_MESSAGES.rulesUnmet}</p>
              <p className="mt-1">{refusal}</p>
            </div>
          ) : content ? (
            <GeneratedContentView content={content.value} />
          ) : (
            <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
              <Sparkles aria-hidden="true" className="size-6 text-indigo-500" />
              <p className="mt-3 text-sm font-medium text-slate-900 dark:text-white">No content yet</p>
              <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
                Fill in the product or service name and at least one key message; content generates
                automatically.
              </p>
            </div>
          )}
        </StepSection>
      </div>

      <WizardFooter>
        <Button variant="secondary" onClick={onPrevious} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        {missing.length === 0 && isGenerating ? (
          <Button disabled className="w-full sm:w-auto">
            Generating content…
          </Button>
        ) : (
          <NextButton
            isReady={isReady}
            readyLabel="Review & Launch Campaign"
            onClick={onContinue}
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
          />
        )}
      </WizardFooter>
    </div>
  );
}
