/**
 * An OpenAI-compatible chat-completions API (LLM_URL; Ollama's and vLLM's `/v1`, or a hosted
 * one): `POST {LLM_URL}/chat/completions` with `{ model, messages, temperature: 0,
 * response_format: { type: 'json_object' }, stream: false }` and, when LLM_API_KEY is set,
 * `Authorization: Bearer <key>`.
 *
 * Its answer (platform.openai.com/docs/api-reference/chat/object): 200 → `{ id, object:
 * 'chat.completion', created, model, choices: [{ index, message: { role: 'assistant', content },
 * finish_reason }], usage }`; errors as `{ error: { message, type, … } }` with a 4xx or 5xx.
 */
import type { ChatMessage } from '@app/domain';
import { z } from 'zod';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import { requestJson, type FetchFn } from '../provider-http.ts';

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface ChatCompletionsOptions {
  /** LLM_URL without a trailing slash, e.g. http://127.0.0.1:11434/v1. */
  url: string;
  /** LLM_API_KEY (null: no Authorization header). */
  apiKey: string | null;
  /** LLM_MODEL. */
  model: string;
  /** LLM_TIMEOUT_MS: time limit of the whole call. */
  timeoutMs: number;
  fetch?: FetchFn | undefined;
}

/**
 * Sends `messages` and returns the assistant's reply (`choices[0].message.content`).
 * @throws ProviderTimeoutError past the time limit; ProviderUnavailableError on a network error,
 *   any answer other than 200, or a 200 without a reply.
 */
export async function chatCompletion(
  options: ChatCompletionsOptions,
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
): Promise<string> {
  const { status, body } = await requestJson({
    url: `${options.url}/chat/completions`,
    method: 'POST',
    json: {
      model: options.model,
      messages,
      temperature: 0,
      response_format: { type: 'json_object' },
      stream: false,
    },
    ...(options.apiKey === null ? {} : { headers: { authorization: `Bearer ${options.apiKey}` } }),
    timeoutMs: options.timeoutMs,
    signal,
    fetch: options.fetch,
  });
  if (status !== 200) throw new ProviderUnavailableError(`the model's API answered ${status}`);
  const parsed = completionSchema.safeParse(body);
  const content = parsed.success ? parsed.data.choices[0]!.message.content : null;
  if (content === null || content.trim() === '') {
    throw new ProviderUnavailableError("the model's API answered without a reply", {
      cause: parsed.error,
    });
  }
  return content;
}
