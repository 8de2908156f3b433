import { API_ROUTES } from '../../../../shared/api-routes';
import {
  type GenerateContentRequest,
  type GeneratedContent,
  generatedContentSchema,
} from '../../../../shared/content';
import { apiRequest, isApiError } from '../../../lib/api-client';
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
 * A refusal the user must act on (a brief that contradicts itself, or leaves no complete ad; a rate limit): no other
 * generator would do better, so no fallback copy is shown in its place.
 */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * SPEC §7: POST /api/openai/generate-content (which itself falls back to the server's local generator and says so);
 * if the server cannot answer, the same body to POST /api/ai/generate-content; if that fails too, template copy made
 * here. A 4xx is thrown to the caller. `onStage` reports which one is running.
 */
export async function generateContent(
  body: GenerateContentRequest,
  { signal, onStage }: { signal?: AbortSignal; onStage?: (stage: GenerationStage) => void } = {},
): Promise<GenerationResult> {
  const attempts = [
    { stage: 'llm', path: API_ROUTES.generateContentOpenAi, source: 'llm' },
    { stage: 'local', path: API_ROUTES.generateContent, source: 'local' },
  ] as const;
  for (const attempt of attempts) {
    onStage?.(attempt.stage);
    try {
      const content = await postGenerate(attempt.path, body, signal);
      return { content: { ...content, source: content.source ?? attempt.source }, isFallback: false };
    } catch (error) {
      if (isAbort(error) || isRefusal(error)) throw error;
    }
  }
  onStage?.('fallback');
  return { content: fallbackContent(body), isFallback: true };
}
