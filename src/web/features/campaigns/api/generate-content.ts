import {
  type GenerateContentRequest,
  type GeneratedContent,
  generatedContentSchema,
} from '../../../../shared/content';
import { apiRequest } from '../../../lib/api-client';
import { fallbackContent } from '../fallbacks';

export type GenerationStage = 'llm' | 'local' | 'fallback';

export interface GenerationResult {
  content: GeneratedContent;
  /** True when both endpoints failed and the browser's template copy is shown (SPEC §8). */
  isFallback: boolean;
}

async function postGenerate(path: string, body: GenerateContentRequest, signal?: AbortSignal) {
  const answer = await apiRequest<unknown>('POST', path, { body, signal });
  // Generated text is untrusted: only the expected shape is kept, and it is only ever rendered as text.
  return generatedContentSchema.parse(answer);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * SPEC §7: POST /api/openai/generate-content; if it fails, the same body to POST /api/ai/generate-content (the
 * server's local generator); if that fails too, template copy made here. `onStage` reports which one is running.
 */
export async function generateContent(
  body: GenerateContentRequest,
  { signal, onStage }: { signal?: AbortSignal; onStage?: (stage: GenerationStage) => void } = {},
): Promise<GenerationResult> {
  const attempts = [
    { stage: 'llm', path: '/api/openai/generate-content', source: 'llm' },
    { stage: 'local', path: '/api/ai/generate-content', source: 'local' },
  ] as const;
  for (const attempt of attempts) {
    onStage?.(attempt.stage);
    try {
      const content = await postGenerate(attempt.path, body, signal);
      return { content: { ...content, source: content.source ?? attempt.source }, isFallback: false };
    } catch (error) {
      if (isAbort(error)) throw error;
    }
  }
  onStage?.('fallback');
  return { content: fallbackContent(body), isFallback: true };
}
