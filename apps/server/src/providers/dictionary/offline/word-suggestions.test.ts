import { describe, expect, it } from 'vitest';
import { boundedDistance, maxDistance, WordSuggester } from './word-suggestions.ts';

describe('word suggestions', () => {
  it('counts edits, a swapped pair as one, and stops past the limit', () => {
    expect(boundedDistance('enviroment', 'environment', 2)).toBe(1);
    expect(boundedDistance('recieve', 'receive', 2)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 1)).toBe(2);
    expect(boundedDistance('abc', 'abcdef', 2)).toBe(3);
    expect(maxDistance(5)).toBe(1);
    expect(maxDistance(6)).toBe(2);
    expect(maxDistance(12)).toBe(3);
  });

  it('ranks by distance, then use, then alphabetically; none when nothing is close', () => {
    const suggester = new WordSuggester([
      { word: 'their', frequency: 1 },
      { word: 'the', frequency: 100 },
      { word: 'tea', frequency: 5 },
      { word: 'ten', frequency: 5 },
      { word: 'tech', frequency: 0 },
      { word: 'tea', frequency: 2 },
    ]);
    expect(suggester.suggest('teh')).toEqual(['the', 'tea', 'ten', 'tech']);
    expect(suggester.suggest('teh', 2)).toEqual(['the', 'tea']);
    expect(suggester.suggest('tha')).toEqual(['the', 'tea']);
    expect(suggester.suggest('xyzzy')).toEqual([]);
    expect(suggester.suggest('  ')).toEqual([]);
  });
});
