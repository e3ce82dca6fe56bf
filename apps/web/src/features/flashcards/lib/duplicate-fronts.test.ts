import { describe, expect, it } from 'vitest';
import { duplicateFronts } from './duplicate-fronts.ts';

const cards = (...fronts: string[]) => fronts.map((front) => ({ front }));

describe('duplicateFronts', () => {
  it('names, for each duplicate, the other cards (1-based) with the same front', () => {
    const result = duplicateFronts(cards('analyse', 'evidence', ' Analyse ', 'ANALYSE', 'derive'));
    expect(Object.fromEntries(result)).toEqual({ 0: [3, 4], 2: [1, 4], 3: [1, 3] });
  });

  it('compares trimmed and case-insensitive, Vietnamese letters included', () => {
    expect(Object.fromEntries(duplicateFronts(cards('Đáng kể', 'đáng kể  ')))).toEqual({
      0: [2],
      1: [1],
    });
  });

  it('ignores blank fronts and distinct ones', () => {
    expect(duplicateFronts(cards('', '  ', 'a', 'b')).size).toBe(0);
  });
});
