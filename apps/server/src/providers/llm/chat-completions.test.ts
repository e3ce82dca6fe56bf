import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import { ProviderTimeoutError, type FetchFn } from '../provider-http.ts';
import { chatCompletion, type ChatCompletionsOptions } from './chat-completions.ts';

const MESSAGES = [{ role: 'user' as const, content: 'Say OK' }];

/** A fetch that records its calls and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFn = async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

const completion = (content: string | null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_764_201_600,
  model: 'llama3.1',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 },
});

const options = (fetch: FetchFn, apiKey: string | null = null): ChatCompletionsOptions => ({
  url: 'http://127.0.0.1:11434/v1',
  apiKey,
  model: 'llama3.1',
  timeoutMs: 1000,
  fetch,
});

describe('chatCompletion', () => {
  it('posts the model, the messages and the JSON format, without a key when none is set', async () => {
    const { fetch, calls } = fakeFetch(200, completion('{"ok": true}'));
    expect(await chatCompletion(options(fetch), MESSAGES)).toBe('{"ok": true}');
    expect(calls[0]!.url).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      model: 'llama3.1',
      messages: MESSAGES,
      temperature: 0,
      response_format: { type: 'json_object' },
      stream: false,
    });
  });

  it('sends the key as a Bearer token', async () => {
    const { fetch, calls } = fakeFetch(200, completion('{}'));
    await chatCompletion(options(fetch, 'sk-1'), MESSAGES);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer sk-1');
  });

  it('fails on a status other than 200 and on an answer without a reply', async () => {
    for (const [status, body] of [
      [400, { error: { message: 'response_format not supported' } }],
      [401, { error: { message: 'invalid api key' } }],
      [200, completion(null)],
      [200, completion('  ')],
      [200, { choices: [] }],
    ] as const) {
      const { fetch } = fakeFetch(status, body);
      await expect(chatCompletion(options(fetch), MESSAGES)).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
    }
  });

  it('fails with ProviderTimeoutError past the time limit', async () => {
    const hang: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    await expect(
      chatCompletion({ ...options(hang), timeoutMs: 20 }, MESSAGES),
    ).rejects.toBeInstanceOf(ProviderTimeoutError);
  });
});
