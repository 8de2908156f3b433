import type { z } from 'zod';
import { AppError } from './errors';

export interface LlmConfig {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export class LlmError extends AppError {}

/**
 * The model answered JSON that does not have the schema's shape (a field missing, a list that is text): the answer
 * and what is wrong with it travel with the error, so the caller can ask for a repair as it does for broken rules.
 */
export class LlmAnswerInvalid extends LlmError {
  constructor(
    message: string,
    readonly answer: unknown,
    readonly problems: string[],
  ) {
    super(502, message);
  }
}

/** "descriptions: expected array, received undefined" → "descriptions is missing"; others as zod says them. */
function describeIssues(issues: z.ZodError['issues']): string[] {
  return issues.map((issue) => {
    const path = issue.path.join('.') || 'the answer';
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
      return `${path} is missing`;
    return `${path}: ${issue.message}`;
  });
}

interface ChatCompletion {
  choices?: { message?: { content?: string | null; refusal?: string | null } }[];
}

/**
 * A client for any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM…).
 * Answers are constrained with a JSON schema (`response_format: json_schema`, strict) and validated again here:
 * 503 when no key is configured, 504 after the timeout, 502 for an error or an unusable answer.
 */
export class LlmClient {
  constructor(private readonly config: LlmConfig) {}

  get isConfigured(): boolean {
    return Boolean(this.config.apiKey);
  }

  /** How long a call may take, in whole seconds (OPENAI_TIMEOUT_MS), as messages say it. */
  get timeoutSeconds(): number {
    return Math.max(1, Math.round(this.config.timeoutMs / 1000));
  }

  async generateJson<T>(request: {
    system: string;
    user: string;
    /** Later turns of the same conversation (a repair request: the model's answer, then what to fix). */
    turns?: { role: 'assistant' | 'user'; content: string }[];
    schemaName: string;
    jsonSchema: Record<string, unknown>;
    validate: z.ZodType<T>;
    messages: { notConfigured: string; timeout: string; garbage: string; failed: string };
  }): Promise<T> {
    if (!this.config.apiKey) throw new LlmError(503, request.messages.notConfigured);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: this.config.model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
            ...(request.turns ?? []),
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
          },
          temperature: 0.7,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
        // The API key must never follow a redirect to another host (ASVS V15.3.2).
        redirect: 'error',
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new LlmError(504, request.messages.timeout);
      }
      throw new LlmError(502, request.messages.failed);
    }
    let body: ChatCompletion;
    try {
      // The body arrives under the same deadline as the headers.
      body = (await response.json()) as ChatCompletion;
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new LlmError(504, request.messages.timeout);
      }
      throw new LlmError(502, request.messages.garbage);
    }
    if (!response.ok) throw new LlmError(502, request.messages.failed);
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError(502, request.messages.garbage);
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new LlmError(502, request.messages.garbage);
    }
    const result = request.validate.safeParse(parsed);
    if (!result.success) {
      throw new LlmAnswerInvalid(request.messages.garbage, parsed, describeIssues(result.error.issues));
    }
    return result.data;
  }
}
