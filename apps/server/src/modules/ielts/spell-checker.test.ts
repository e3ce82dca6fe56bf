import { describe, expect, it } from 'vitest';
import { loadSpellChecker } from './spell-checker.ts';

describe('spell checker (British or American Hunspell dictionary)', () => {
  it('knows British and American spellings', async () => {
    const isKnownWord = await loadSpellChecker();
    for (const word of ['colour', 'color', 'analyse', 'analyze', 'environment', 'Environment']) {
      expect(isKnownWord(word), word).toBe(true);
    }
  });

  it('rejects common misspellings', async () => {
    const isKnownWord = await loadSpellChecker();
    for (const word of ['enviroment', 'recieve', 'goverment', 'definately']) {
      expect(isKnownWord(word), word).toBe(false);
    }
  });

  it('loads once and shares the promise', () => {
    expect(loadSpellChecker()).toBe(loadSpellChecker());
  });
});
