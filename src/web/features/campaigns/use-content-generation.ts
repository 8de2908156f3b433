import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTENT_MESSAGES } from '../../../shared/content-rules';
import { isApiError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { type GenerationStage, generateContent } from './api/generate-content';
import { getCampaignTiming, wait } from './timing';
import {
  type ContentState,
  contentInputKey,
  contentRequest,
  missingVoiceItems,
  type WizardDraft,
} from './wizard-draft';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * SPEC §2 step 3: content generates by itself once the product name and key messages are filled (after a pause in
 * typing) and again on Regenerate. A newer run cancels an older one, so the copy shown always matches the inputs.
 */
export function useContentGeneration(draft: WizardDraft, onContent: (content: ContentState) => void) {
  const notify = useNotify();
  const [stage, setStage] = useState<GenerationStage | null>(null);
  /** Why the last run wrote nothing (a brief the generators refuse), shown where the copy would be. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const isVoiceComplete = missingVoiceItems(draft.voice).length === 0;
  const inputKey = isVoiceComplete ? contentInputKey(draft.voice) : null;
  const isCurrent = inputKey !== null && draft.content?.inputKey === inputKey;
  const latest = useRef({ draft, onContent, notify });
  latest.current = { draft, onContent, notify };

  const run = useCallback(async (delayMs: number) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setRefusal(null);
    try {
      await wait(delayMs, controller.signal);
      const { draft: current } = latest.current;
      const key = contentInputKey(current.voice);
      const result = await generateContent(contentRequest(current), {
        signal: controller.signal,
        onStage: setStage,
      });
      latest.current.onContent({ value: result.content, inputKey: key });
      setRefusal(null);
      const { source, notes } = result.content;
      // Success is claimed for the AI model's copy only; other copy says who wrote it and why.
      latest.current.notify(
        result.isFallback
          ? { type: 'warning', title: CONTENT_MESSAGES.fallback }
          : source === 'llm'
            ? { type: 'success', title: CONTENT_MESSAGES.generated }
            : {
                type: 'info',
                title: CONTENT_MESSAGES.localWrote,
                ...(notes?.[0] ? { description: notes[0] } : {}),
              },
      );
      setStage(null);
    } catch (error) {
      if (isAbort(error)) return;
      setStage(null);
      if (isApiError(error)) {
        const detail = Object.values(error.fieldErrors)[0]?.[0];
        setRefusal(detail && detail !== error.message ? `${error.message} ${detail}` : error.message);
        latest.current.notify({
          type: 'error',
          title: CONTENT_MESSAGES.rulesUnmet,
          description: error.message,
        });
      }
    }
  }, []);

  useEffect(() => {
    if (inputKey === null || isCurrent) {
      controllerRef.current?.abort();
      setStage(null);
      return;
    }
    void run(getCampaignTiming().generateDebounceMs);
  }, [inputKey, isCurrent, run]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const regenerate = useCallback(() => void run(0), [run]);
  const isWaiting = inputKey !== null && !isCurrent;
  return { stage, isGenerating: (stage !== null || isWaiting) && refusal === null, regenerate, refusal };
}
