import { readFileSync } from 'node:fs';
import { readingTestSchema, type ReadingGroup } from '@app/content/ielts/schema';
import type { DictionaryEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hasOptionalWords, keyAlternatives, readableKey } from './answer-key.ts';
import { addHighlights, removeHighlight, segments } from './highlights.ts';
import { chosenLetters, contextPieces, questionRefs, toggleLetter } from './questions.ts';
import { cardFor, OFFER_LIMIT, offeredWords } from './word-offer.ts';

const test5 = readingTestSchema.parse(
  JSON.parse(
    readFileSync(
      new URL('../../../../../../../content/ielts/reading/reading-5.json', import.meta.url),
      'utf8',
    ),
  ),
);

const multi: ReadingGroup = {
  passage: 2,
  type: 'multiple-choice-multi',
  instructions: 'Choose TWO letters, A-E.',
  maxWords: null,
  numberAllowed: false,
  options: ['A', 'B', 'C', 'D', 'E'].map((key) => ({ key, text: `option ${key}` })),
  questions: [21, 22].map((number) => ({
    number,
    prompt: 'Which TWO?',
    answer: number === 21 ? 'A' : 'C',
    explanation: 'Paragraph E says so.',
    keywords: ['transit'],
  })),
};

describe('questions', () => {
  it('lists the 40 questions in order with their passages', () => {
    const refs = questionRefs(test5);
    expect(refs.map((r) => r.number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(refs[13]!.passage).toBe(2);
  });

  it('gives ticked letters to the questions in alphabetical order, at most one each', () => {
    let answers: Record<string, string> = {};
    answers = { ...answers, ...toggleLetter(multi, answers, 'D') };
    expect(answers).toEqual({ '21': 'D', '22': '' });
    answers = { ...answers, ...toggleLetter(multi, answers, 'B') };
    expect(answers).toEqual({ '21': 'B', '22': 'D' });
    // a third letter is refused while two are ticked
    expect(toggleLetter(multi, answers, 'E')).toEqual({ '21': 'B', '22': 'D' });
    answers = { ...answers, ...toggleLetter(multi, answers, 'B') };
    expect(chosenLetters(multi, answers)).toEqual(['D']);
    expect(answers).toEqual({ '21': 'D', '22': '' });
  });

  it('splits a context line at its gaps', () => {
    expect(contextPieces('a {{7}} b {{8}}')).toEqual([
      { text: 'a ' },
      { gap: 7 },
      { text: ' b ' },
      { gap: 8 },
    ]);
  });
});

describe('answer keys', () => {
  it('reads alternatives and optional words', () => {
    expect(readableKey('sunlight/(winter) sunshine')).toBe('sunlight hoặc (winter) sunshine');
    expect(keyAlternatives('(the) city centre')).toEqual([
      [
        { text: '(the)', optional: true },
        { text: 'city centre', optional: false },
      ],
    ]);
    expect(hasOptionalWords('car park/parking lot')).toBe(false);
  });
});

describe('highlights', () => {
  const at = (start: number, end: number, paragraph = 0) => ({ passage: 1, paragraph, start, end });

  it('merges overlapping and touching ranges of one paragraph only', () => {
    const list = addHighlights([at(0, 5), at(10, 12, 1)], [at(4, 8), at(8, 9)]);
    expect(list).toEqual([at(0, 9), at(10, 12, 1)]);
    expect(removeHighlight(list, at(0, 9))).toEqual([at(10, 12, 1)]);
  });

  it('cuts a paragraph into plain and marked runs', () => {
    expect(
      segments('abcdefgh', [at(2, 4), at(6, 20)]).map((s) => [s.text, s.highlight !== null]),
    ).toEqual([
      ['ab', false],
      ['cd', true],
      ['ef', false],
      ['gh', true],
    ]);
  });
});

describe('word offer', () => {
  it('offers looked-up words first, then key words of wrong answers, once each', () => {
    const marked = Array.from({ length: 40 }, (_, i) => ({
      number: i + 1,
      given: 'x',
      correct: i + 1 !== 2 && i + 1 !== 27,
    }));
    const words = offeredWords(test5, marked, ['fraud', 'glare']);
    expect(words).toEqual([
      { word: 'fraud', source: 'lookedUp' },
      { word: 'glare', source: 'lookedUp' },
      { word: 'concept', source: 'keyword' },
      { word: 'engineer', source: 'keyword' },
      { word: 'failure rate', source: 'keyword' },
    ]);
    const all = marked.map((m) => ({ ...m, correct: false }));
    expect(offeredWords(test5, all, [])).toHaveLength(OFFER_LIMIT);
  });

  const entry = (vi: DictionaryEntry['vi'], definition = 'a thing'): DictionaryEntry => ({
    word: 'glare',
    phonetics: [],
    meanings: [{ partOfSpeech: 'noun', definitions: [{ definition }], synonyms: [], antonyms: [] }],
    synonyms: [],
    antonyms: [],
    sourceUrls: [],
    vi,
    provider: 'offline',
  });

  it('writes the Vietnamese meaning, then the English definition, with the part of speech', () => {
    expect(
      cardFor('glare', entry([{ partOfSpeech: 'noun', meanings: ['ánh chói', 'ánh chói'] }])),
    ).toEqual({
      front: 'glare',
      back: 'ánh chói — a thing',
      tags: ['Noun'],
    });
    expect(cardFor('glare', entry([]))?.back).toBe('a thing');
    expect(cardFor('glare', entry([], ''))).toBeNull();
    expect(cardFor('glare', null)).toBeNull();
  });
});
