import { useState } from 'react';
import { CONTENT_MESSAGES, splitKeyMessages } from '../../../../shared/content-rules';
import { useNotify } from '../../../lib/notifications';
import { useContentGeneration } from '../use-content-generation';
import { type ContentState, missingVoiceItems, type WizardDraft } from '../wizard-draft';

/** The content step's generation, its brand-voice field errors and whether it may continue. */
export function useContentStep(
  draft: WizardDraft,
  onContent: (content: ContentState) => void,
  onNext: () => void,
) {
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

  return {
    stage,
    isGenerating,
    regenerate,
    refusal,
    isVoiceComplete: missing.length === 0,
    isReady,
    onContinue,
    productError,
    keyMessagesError,
  };
}
