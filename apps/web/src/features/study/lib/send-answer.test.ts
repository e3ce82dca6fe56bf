import { describe, expect, it } from 'vitest';
import { toSendResult } from './send-answer.ts';

/** A response whose body is a stream the test can watch: read to its end, or cancelled. */
function watched(status: number, body: string): { response: Response; settled: () => boolean } {
  let settled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode(body));
      controller.close();
      settled = true;
    },
    cancel() {
      settled = true;
    },
  });
  const response = new Response(stream, {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { response, settled: () => settled };
}

describe('toSendResult (issue 34 §20: no answer left unread)', () => {
  it.each([
    [200, 'done', '{"ok":true}'],
    [201, 'done', '{"session":{}}'],
    [401, 'auth', '{"error":{"code":"UNAUTHORIZED","message":"x"}}'],
    [503, 'retry', '{"error":{"code":"UNAVAILABLE","message":"x"}}'],
    [429, 'retry', '{"error":{"code":"RATE_LIMITED","message":"x"}}'],
  ] as const)('%i: %s, with its body read or cancelled', async (status, result, body) => {
    const { response, settled } = watched(status, body);
    expect(await toSendResult(response)).toBe(result);
    expect(response.bodyUsed).toBe(true);
    expect(settled()).toBe(true);
  });

  it('a refusal carries the server status, code and message (its body read)', async () => {
    const { response } = watched(
      404,
      '{"error":{"code":"SESSION_NOT_FOUND","message":"Không tìm thấy"}}',
    );
    expect(await toSendResult(response)).toEqual({
      refused: { status: 404, code: 'SESSION_NOT_FOUND', message: 'Không tìm thấy' },
    });
    expect(response.bodyUsed).toBe(true);
  });
});
