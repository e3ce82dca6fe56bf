import { describe, expect, it } from 'vitest';
import { comesBack, RELEARN_GAP, relearnSlot } from './relearn.ts';

describe('failed cards come back (issue 19)', () => {
  it('brings back Rất khó and Khó only', () => {
    expect([1, 2, 3, 4, 5].map((r) => comesBack(r as 1 | 2 | 3 | 4 | 5))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('puts the repeat after five other cards, or at the end', () => {
    expect(RELEARN_GAP).toBe(5);
    expect(relearnSlot(0, 20)).toBe(6); // cards 1-5 come between
    expect(relearnSlot(10, 20)).toBe(16);
    expect(relearnSlot(17, 20)).toBe(20); // two left: at the end
    expect(relearnSlot(19, 20)).toBe(20); // the last card: right after it
    expect(() => relearnSlot(20, 20)).toThrow(RangeError);
  });
});
