import { describe, expect, it } from 'vitest';
import { loadAcademicWords, parseAcademicWords } from './academic-words.ts';

describe('Academic Word List headwords', () => {
  it('reads the 570 headwords of the content file', async () => {
    const words = await loadAcademicWords();
    expect(words.size).toBe(570);
    expect(words.has('analyse')).toBe(true);
    expect(words.has('environment')).toBe(true);
    expect([...words].some((word) => word.startsWith('#'))).toBe(false);
  });

  it('skips comments and blank lines and lowercases', () => {
    expect([...parseAcademicWords('# AWL\n\nAbandon\r\n  area \n')]).toEqual(['abandon', 'area']);
  });
});
