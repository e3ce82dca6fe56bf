import { describe, expect, it } from 'vitest';
import { normalizeQuery, singleWord } from './words.ts';

describe('normalizeQuery', () => {
  it('trims and joins inner spaces', () => {
    expect(normalizeQuery('  look   after ')).toBe('look after');
    expect(normalizeQuery('   ')).toBe('');
  });
});

describe('singleWord', () => {
  it('accepts one word, with apostrophes and hyphens inside', () => {
    expect(singleWord('mouse')).toBe('mouse');
    expect(singleWord(' well-being ')).toBe('well-being');
    expect(singleWord("don't")).toBe("don't");
    expect(singleWord('naïve')).toBe('naïve');
  });

  it('drops punctuation around the word', () => {
    expect(singleWord('mouse,')).toBe('mouse');
    expect(singleWord('"environment."')).toBe('environment');
  });

  it('refuses several words, numbers and empty selections', () => {
    expect(singleWord('look after')).toBeNull();
    expect(singleWord('run\ngo')).toBeNull();
    expect(singleWord('42')).toBeNull();
    expect(singleWord('abc123')).toBeNull();
    expect(singleWord('')).toBeNull();
    expect(singleWord('--')).toBeNull();
  });
});
