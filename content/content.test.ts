import { setInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import starterJson from './flashcards/starter-ielts-academic.json' with { type: 'json' };
import { starterCardBack, starterSet, starterSource, wordsOfTheDay } from './index.ts';
import { starterSourceSchema, wordsOfTheDaySchema } from './schema.ts';

/** Irregular plurals of the starter set's Greek and Latin nouns. */
const IRREGULAR: Record<string, string[]> = {
  criterion: ['criteria'],
  phenomenon: ['phenomena'],
  hypothesis: ['hypotheses'],
};

/**
 * The forms of an English word a sentence may use: itself, -s/-es, -d/-ed, -ing (a final e
 * dropped), -ies/-ied for a final consonant + y, and the irregular plurals above.
 */
function wordForms(term: string): Set<string> {
  const word = term.toLowerCase();
  const stem = word.replace(/e$/, '');
  const forms = [word, `${word}s`, `${word}es`, `${word}d`, `${word}ed`, `${stem}ing`, `${stem}ed`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  return new Set([...forms, ...(IRREGULAR[word] ?? [])]);
}

/** The lowercase words of a text (letters, apostrophes and hyphens inside a word kept). */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+(?:['-][a-z]+)*/g) ?? [];

/** Whether `text` uses `term` or one of its forms as a word. */
const uses = (text: string, term: string) => {
  const forms = wordForms(term);
  return wordsOf(text).some((word) => forms.has(word));
};

describe('content files', () => {
  it('the starter set is valid, has at least 30 distinct words and saves as a set', () => {
    expect(starterSourceSchema.parse(starterJson)).toEqual(starterSource);
    expect(starterSet.title).toBe('IELTS Academic Vocabulary — starter');
    const fronts = starterSet.cards.map((c) => c.front.toLowerCase());
    expect(new Set(fronts).size).toBe(fronts.length);
    const saved = setInputSchema.parse(starterSet);
    expect(saved.cards).toHaveLength(starterSource.cards.length);
    expect(saved.cards.map((c) => c.back)).toEqual(starterSet.cards.map((c) => c.back));
  });

  it('gives every starter card an example and a collocation that use its term', () => {
    for (const card of starterSource.cards) {
      expect(uses(card.example, card.front), `${card.front}: ${card.example}`).toBe(true);
      expect(uses(card.collocation, card.front), `${card.front}: ${card.collocation}`).toBe(true);
      // a collocation is the term with other words, and the example a sentence around it
      expect(card.collocation.split(' ').length, card.front).toBeGreaterThanOrEqual(2);
      expect(wordsOf(card.example).length, card.front).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(starterSource.cards.map((c) => c.example)).size).toBe(
      starterSource.cards.length,
    );
  });

  it("lays out every starter card's back the same way: meaning, example, collocation", () => {
    const evidence = starterSource.cards.find((c) => c.front === 'evidence')!;
    expect(starterCardBack(evidence)).toBe(
      'bằng chứng, chứng cứ — facts or information showing whether a claim is true\n' +
        'Ví dụ: Recent studies provide strong evidence that lack of sleep affects memory.\n' +
        'Collocation: provide evidence',
    );
    for (const [i, card] of starterSet.cards.entries()) {
      const source = starterSource.cards[i]!;
      expect(card.back.split('\n'), card.front).toEqual([
        source.meaning,
        `Ví dụ: ${source.example}`,
        `Collocation: ${source.collocation}`,
      ]);
    }
  });

  it('recognises the forms of a word the starter cards use', () => {
    expect(uses('The data were analysed twice.', 'analyse')).toBe(true);
    expect(uses('She is analysing it.', 'analyse')).toBe(true);
    expect(uses('They meet the criteria.', 'criterion')).toBe(true);
    expect(uses('Prices fluctuated.', 'fluctuate')).toBe(true);
    expect(uses('Research indicates that', 'indicate')).toBe(true);
    expect(uses('An analysis of the data.', 'analyse')).toBe(false);
    expect(uses('A trendy cafe.', 'trend')).toBe(false);
  });

  it('the word-of-the-day list has about 55 distinct words', () => {
    expect(wordsOfTheDaySchema.parse(wordsOfTheDay)).toEqual(wordsOfTheDay);
    const words = wordsOfTheDay.map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
  });
});
