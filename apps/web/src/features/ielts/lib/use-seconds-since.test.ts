import { describe, expect, it } from 'vitest';
import { secondsSince } from './use-seconds-since.ts';

describe('a test clock counted from its kept start', () => {
  it('gives the whole seconds since the start, whenever the page was (re)opened', () => {
    const startedAt = Date.UTC(2026, 10, 26, 10, 0, 0);
    // opened 30 s, then reloaded: about 0:30, not the time since the last answer
    expect(secondsSince(startedAt, startedAt + 30_400)).toBe(30);
    expect(secondsSince(startedAt, startedAt + 59_999)).toBe(59);
    // a clock behind the start (another device's time) never goes negative
    expect(secondsSince(startedAt, startedAt - 5_000)).toBe(0);
  });
});
