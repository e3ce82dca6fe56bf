import { describe, expect, it } from 'vitest';
import { pickWordOfTheDay, wordOfTheDayIndex } from './word-of-the-day.ts';

describe('word of the day: (year + month + day) mod list length, learner date', () => {
  it('uses the sum of the date parts', () => {
    // 2026 + 11 + 22 = 2059; 2059 mod 55 = 24
    expect(wordOfTheDayIndex(55, new Date('2026-11-22T05:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe(24);
  });

  it('changes at the learner midnight, not the server one', () => {
    const justAfterMidnightInVietnam = new Date('2026-11-22T17:30:00Z');
    expect(wordOfTheDayIndex(55, justAfterMidnightInVietnam, 'Asia/Ho_Chi_Minh')).toBe(25);
    expect(wordOfTheDayIndex(55, justAfterMidnightInVietnam, 'UTC')).toBe(24);
  });

  it('picks the entry and rejects an empty list', () => {
    expect(pickWordOfTheDay(['a', 'b', 'c'], new Date('2026-01-02T12:00:00Z'), 'UTC')).toBe('b'); // 2029 mod 3 = 1
    expect(() => pickWordOfTheDay([], new Date(), 'UTC')).toThrow(RangeError);
  });
});
