import { setInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { starterSet, wordsOfTheDay } from './index.ts';
import { starterSetSchema, wordsOfTheDaySchema } from './schema.ts';

describe('content files', () => {
  it('the starter set is valid, has at least 30 distinct words and saves as a set', () => {
    expect(starterSetSchema.parse(starterSet)).toEqual(starterSet);
    expect(starterSet.title).toBe('IELTS Academic Vocabulary — starter');
    const fronts = starterSet.cards.map((c) => c.front.toLowerCase());
    expect(new Set(fronts).size).toBe(fronts.length);
    const saved = setInputSchema.parse(starterSet);
    expect(saved.cards).toHaveLength(starterSet.cards.length);
    for (const card of starterSet.cards) {
      // back: Vietnamese meaning — English definition
      expect(card.back).toMatch(/^.+ — .+$/);
    }
  });

  it('the word-of-the-day list has about 55 distinct words', () => {
    expect(wordsOfTheDaySchema.parse(wordsOfTheDay)).toEqual(wordsOfTheDay);
    const words = wordsOfTheDay.map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
  });
});
