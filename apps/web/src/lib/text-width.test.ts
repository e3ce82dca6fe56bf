import { describe, expect, it } from 'vitest';
import { columnsThatFit, longestWordWidth } from './text-width.ts';

describe('longestWordWidth', () => {
  it('measures the longest word, not the longest text', () => {
    const font = '600 14px sans-serif';
    const phrase = longestWordWidth(['sustainable development goals'], font);
    const word = longestWordWidth(['development'], font);
    expect(phrase).toBe(word);
    expect(longestWordWidth(['a', 'bb'], font)).toBeGreaterThan(longestWordWidth(['a'], font));
    expect(longestWordWidth([], font)).toBe(0);
  });
});

describe('columnsThatFit', () => {
  const at360 = { width: 328, gap: 8, padding: 20 };
  it('keeps the preferred columns while the longest word fits a cell', () => {
    expect(columnsThatFit({ preferred: 4, content: 50, ...at360 })).toBe(4);
  });
  it('takes fewer columns for a longer word, never fewer than the least', () => {
    // (328 + 8) / (80 + 20 + 8) = 3.1
    expect(columnsThatFit({ preferred: 4, content: 80, ...at360 })).toBe(3);
    expect(columnsThatFit({ preferred: 4, content: 130, ...at360 })).toBe(2);
    expect(columnsThatFit({ preferred: 4, content: 400, ...at360 })).toBe(2);
  });
  it('answers the preferred columns before the grid is measured', () => {
    expect(columnsThatFit({ preferred: 6, content: 400, width: 0, gap: 8, padding: 20 })).toBe(6);
  });
});
