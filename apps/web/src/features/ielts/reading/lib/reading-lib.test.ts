import { readFileSync } from 'node:fs';
import { readingTestSchema, type ReadingGroup } from '@app/content/ielts/schema';
import type { DictionaryEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hasOptionalWords, keyAlternatives, readableKey } from './answer-key.ts';
import { addHighlights, removeHighlight, segments } from './highlights.ts';
import { chosenLetters, contextPieces, questionRefs, toggleLetter } from './questions.ts';
import { passagePartOfSpeech, passageSentence, wordForms } from './passage-pos.ts';
import {
  BLANK_LIMIT,
  cardFor,
  contextDefinition,
  OFFER_LIMIT,
  offerSense,
  offeredWords,
} from './word-offer.ts';

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
  it('offers looked-up words first, then key words of wrong answers; blank ones apart', () => {
    const marked = Array.from({ length: 40 }, (_, i) => ({
      number: i + 1,
      given: i + 1 === 27 ? ' ' : 'x',
      correct: i + 1 !== 2 && i + 1 !== 27,
    }));
    const words = offeredWords(test5, marked, ['fraud', 'glare']);
    expect(words).toEqual([
      { word: 'fraud', source: 'lookedUp' },
      { word: 'glare', source: 'lookedUp' },
      { word: 'concept', source: 'wrong' },
      { word: 'engineer', source: 'wrong' },
      // 27's 'fraud' was looked up already
      { word: 'failure rate', source: 'blank' },
    ]);
    // a test where only passage 1 was answered: the other questions are blank, not wrong
    const firstOnly = marked.map((m) => ({
      ...m,
      given: m.number <= 13 ? 'x' : '',
      correct: m.number <= 12,
    }));
    const offered = offeredWords(test5, firstOnly, []);
    expect(offered.filter((w) => w.source === 'wrong').map((w) => w.word)).toEqual([
      'renovation',
      'retrofit',
    ]);
    expect(offered.filter((w) => w.source === 'blank').length).toBeLessThanOrEqual(BLANK_LIMIT);
    const all = marked.map((m) => ({ ...m, correct: false }));
    expect(offeredWords(test5, all, []).filter((w) => w.source !== 'blank')).toHaveLength(
      OFFER_LIMIT,
    );
  });

  const entry = (
    vi: DictionaryEntry['vi'],
    meanings: DictionaryEntry['meanings'] = [
      {
        partOfSpeech: 'noun',
        definitions: [{ definition: 'a thing' }],
        synonyms: [],
        antonyms: [],
      },
    ],
  ): DictionaryEntry => ({
    word: 'glare',
    phonetics: [],
    meanings,
    synonyms: [],
    antonyms: [],
    sourceUrls: [],
    vi,
    provider: 'offline',
  });

  it('writes the Vietnamese meaning, then the English definition, with the part of speech', () => {
    expect(cardFor(entry([{ partOfSpeech: 'noun', meanings: ['ánh chói', 'ánh chói'] }]))).toEqual({
      front: 'glare',
      back: 'ánh chói — a thing',
      tags: ['Noun'],
    });
    // never a card without Vietnamese
    expect(cardFor(entry([]))).toBeNull();
    expect(cardFor(entry([{ partOfSpeech: 'noun', meanings: [' '] }]))).toBeNull();
    expect(cardFor(null)).toBeNull();
  });

  it('takes the sense of the part of speech the word has in the passage', () => {
    const separate = entry(
      [
        { partOfSpeech: 'noun', meanings: ['vật riêng lẻ'] },
        { partOfSpeech: 'verb', meanings: ['tách ra', 'chia ra'] },
        { partOfSpeech: 'adjective', meanings: ['riêng biệt'] },
      ],
      [
        {
          partOfSpeech: 'noun',
          definitions: [{ definition: 'a garment' }],
          synonyms: [],
          antonyms: [],
        },
        {
          partOfSpeech: 'verb',
          definitions: [{ definition: 'divide' }],
          synonyms: [],
          antonyms: [],
        },
        {
          partOfSpeech: 'adjective',
          definitions: [{ definition: 'independent' }],
          synonyms: [],
          antonyms: [],
        },
      ],
    );
    expect(cardFor(separate, ['adjective', 'noun'])).toMatchObject({
      back: 'riêng biệt — independent',
      tags: ['Adjective'],
    });
    // one meaning, the most common, unless the learner chose another (issue 34 §19)
    expect(cardFor(separate, ['verb'])).toMatchObject({ back: 'tách ra — divide' });
    expect(cardFor(separate, ['verb'], { meaning: 'chia ra' })).toMatchObject({
      back: 'chia ra — divide',
    });
    expect(cardFor(separate, ['verb'], { meaning: 'not one of them' })).toMatchObject({
      back: 'tách ra — divide',
    });
    // the passage says verb, the dictionary has Vietnamese only for the noun: left out
    expect(cardFor(entry([{ partOfSpeech: 'noun', meanings: ['ánh chói'] }]), ['verb'])).toBeNull();
  });

  it('reads the part of speech from the words around its use in the passage', () => {
    const test = {
      ...test5,
      passages: [
        {
          ...test5.passages[0]!,
          paragraphs: [
            {
              label: 'A',
              text: 'Researchers presented three separate lines of evidence. It was difficult to measure the glare, which rose rapidly.',
            },
          ],
        },
      ],
      groups: [],
    };
    expect(passagePartOfSpeech(test, 'separate')).toEqual(['adjective', 'noun']);
    expect(passagePartOfSpeech(test, 'evidence')).toEqual(['noun', 'adjective']);
    expect(passagePartOfSpeech(test, 'measure')).toEqual(['verb']);
    expect(passagePartOfSpeech(test, 'glare')).toEqual(['noun', 'adjective']);
    expect(passagePartOfSpeech(test, 'rapidly')).toEqual(['adverb', 'adjective']);
    expect(passagePartOfSpeech(test, 'heat island')).toEqual([]);
  });

  // issue 34 §19, on the offline dictionary's real entries for "absorb" and "measure"
  const absorb: DictionaryEntry = {
    word: 'absorb',
    phonetics: [],
    meanings: [
      {
        partOfSpeech: 'verb',
        definitions: [
          { definition: 'become imbued', example: 'The liquids, light, and gases absorb' },
          { definition: 'take up mentally', example: 'he absorbed the knowledge of his tribe' },
          { definition: 'take in, also metaphorically', example: 'The sponge absorbs water well' },
        ],
        synonyms: [],
        antonyms: [],
      },
    ],
    synonyms: [],
    antonyms: [],
    sourceUrls: [],
    vi: [{ partOfSpeech: 'verb', meanings: ['hấp thụ', 'thấm hút', 'tiếp thu'] }],
    provider: 'offline',
  };
  const measure: DictionaryEntry = {
    ...absorb,
    word: 'measure',
    meanings: [
      {
        partOfSpeech: 'noun',
        definitions: [
          {
            definition: 'any maneuver made as part of progress toward a goal',
            example: 'the situation called for strong measures',
          },
          {
            definition:
              'how much there is or how many there are of something that you can quantify',
          },
          {
            definition:
              'a basis for comparison; a reference point against which other things can be evaluated',
          },
        ],
        synonyms: [],
        antonyms: [],
      },
      {
        partOfSpeech: 'verb',
        definitions: [{ definition: 'determine the measurements of something' }],
        synonyms: [],
        antonyms: [],
      },
    ],
    vi: [
      { partOfSpeech: 'noun', meanings: ['biện pháp', 'thước đo'] },
      { partOfSpeech: 'verb', meanings: ['đo', 'đo lường'] },
    ],
  };

  it('offers one meaning of the sense, the learner choosing among the others', () => {
    expect(offerSense(absorb, ['verb'])).toEqual({
      pos: 'verb',
      meanings: ['hấp thụ', 'thấm hút', 'tiếp thu'],
    });
    expect(cardFor(absorb, ['verb'])?.back).toBe('hấp thụ — become imbued');
    expect(offerSense(measure, ['noun', 'adjective'])?.meanings).toEqual(['biện pháp', 'thước đo']);
    // "a measure of …": the learner picks "thước đo"; the definition follows the sentence
    const context = 'Rainfall is a measure of how much water there is, a basis for comparison.';
    expect(cardFor(measure, ['noun'], { meaning: 'thước đo', context })?.back).toBe(
      'thước đo — a basis for comparison; a reference point against which other things can be evaluated',
    );
    expect(cardFor(measure, ['verb'])?.back).toBe('đo — determine the measurements of something');
  });

  it("chooses the definition that shares most words with the passage's sentence", () => {
    const definitions = measure.meanings[0]!.definitions;
    expect(contextDefinition(definitions, null)).toBe(definitions[0]!.definition);
    expect(
      contextDefinition(definitions, 'Cities took strong measures against the heat.', 'measure'),
    ).toBe(definitions[0]!.definition);
    expect(
      contextDefinition(
        definitions,
        'Rainfall shows how much water there is to quantify.',
        'measure',
      ),
    ).toBe(definitions[1]!.definition);
    // one shared word is not enough to leave the most common sense ("using" and "used" neither)
    expect(contextDefinition(definitions, 'Using trees is a goal of the city.', 'measure')).toBe(
      definitions[0]!.definition,
    );
    expect(contextDefinition([], 'anything')).toBe('');
  });

  it('finds a word in any of its forms, and the sentence it is used in', () => {
    expect(wordForms('measure')).toEqual(
      expect.arrayContaining(['measure', 'measures', 'measured', 'measuring']),
    );
    expect(wordForms('study')).toEqual(expect.arrayContaining(['studies', 'studied', 'studying']));
    const test = {
      ...test5,
      passages: [
        {
          ...test5.passages[0]!,
          paragraphs: [
            {
              label: 'A',
              text: 'Dark roofs absorb sunlight. Experts combine green roofs with other measures, such as trees. They absorb rainwater.',
            },
          ],
        },
      ],
      groups: [],
    };
    // "measures" after "other": a noun; "absorb": its first use says nothing, the second a verb
    expect(passagePartOfSpeech(test, 'measure')).toEqual(['noun', 'adjective']);
    expect(passagePartOfSpeech(test, 'absorb')).toEqual(['verb']);
    expect(passageSentence(test, 'measure')).toBe(
      'Experts combine green roofs with other measures, such as trees.',
    );
    expect(passageSentence(test, 'absorb')).toBe('Dark roofs absorb sunlight.');
    expect(passageSentence(test, 'green roofs')).toBe(
      'Experts combine green roofs with other measures, such as trees.',
    );
    expect(passageSentence(test, 'glacier')).toBeNull();
  });
});
