import { describe, expect, it } from 'vitest';
import { classifyStatus } from './send-status.ts';

describe('classifyStatus', () => {
  it('treats every 2xx as done', () => {
    for (const status of [200, 201, 202, 204, 299]) expect(classifyStatus(status)).toBe('done');
  });

  it('retries a network error, 408, 425, 429 and every 5xx', () => {
    expect(classifyStatus(null)).toBe('retry');
    for (const status of [408, 425, 429, 500, 502, 503, 504, 599])
      expect(classifyStatus(status)).toBe('retry');
  });

  it('pauses for sign-in on 401', () => {
    expect(classifyStatus(401)).toBe('auth');
  });

  it('drops a 4xx that can never succeed', () => {
    for (const status of [400, 402, 403, 404, 405, 409, 410, 413, 415, 422, 451, 499])
      expect(classifyStatus(status)).toBe('drop');
  });

  it('classifies every status from 100 to 599 into exactly the rules above', () => {
    for (let status = 100; status < 600; status += 1) {
      const expected =
        status >= 200 && status < 300
          ? 'done'
          : status === 401
            ? 'auth'
            : status >= 400 && status < 500 && ![408, 425, 429].includes(status)
              ? 'drop'
              : 'retry';
      expect(classifyStatus(status), String(status)).toBe(expected);
    }
  });
});
