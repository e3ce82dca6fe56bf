import { describe, expect, it } from 'vitest';
import { keyVariants, markAnswer, type MarkingRule } from './marking.ts';
import { readNumberWords } from './numbers.ts';
import { americanSpelling } from './spelling.ts';

const TWO_WORDS: MarkingRule = { maxWords: 2, numberAllowed: false };
const THREE_WORDS: MarkingRule = { maxWords: 3, numberAllowed: false };
const ONE_WORD_AND_NUMBER: MarkingRule = { maxWords: 1, numberAllowed: true };
const TWO_WORDS_AND_NUMBER: MarkingRule = { maxWords: 2, numberAllowed: true };
const LETTER: MarkingRule = { maxWords: null, numberAllowed: false };

describe('markAnswer: keys', () => {
  it('expands alternatives and optional words', () => {
    expect(keyVariants('(the) city centre')).toEqual(['city centre', 'the city centre']);
    expect(keyVariants('car park/parking lot')).toEqual(['car park', 'parking lot']);
    expect(keyVariants('(a) (small) fee')).toEqual(['fee', 'small fee', 'a fee', 'a small fee']);
  });

  it('accepts any alternative, with or without the optional words', () => {
    expect(markAnswer('(the) city centre', 'city centre', THREE_WORDS)).toBe(true);
    expect(markAnswer('(the) city centre', 'the city centre', THREE_WORDS)).toBe(true);
    expect(markAnswer('car park/parking lot', 'parking lot', TWO_WORDS)).toBe(true);
    expect(markAnswer('car park/parking lot', 'car', TWO_WORDS)).toBe(false);
  });

  it('ignores case, surrounding spaces, repeated spaces and end punctuation', () => {
    expect(markAnswer('solar panels', '  Solar   PANELS. ', TWO_WORDS)).toBe(true);
    expect(markAnswer('TRUE', 'true', LETTER)).toBe(true);
    expect(markAnswer('NOT GIVEN', 'not given', LETTER)).toBe(true);
    expect(markAnswer('C', 'c', LETTER)).toBe(true);
    expect(markAnswer('iv', 'IV', LETTER)).toBe(true);
    expect(markAnswer('TRUE', 'NOT GIVEN', LETTER)).toBe(false);
  });

  it('is wrong when blank or misspelt', () => {
    expect(markAnswer('harvest', '   ', TWO_WORDS)).toBe(false);
    expect(markAnswer('harvest', 'harvset', TWO_WORDS)).toBe(false);
    expect(markAnswer('four', 'for', TWO_WORDS)).toBe(false);
    expect(markAnswer('exercise', 'exercize', TWO_WORDS)).toBe(false);
  });
});

describe('markAnswer: the word limit', () => {
  it('counts what the learner wrote, optional words included', () => {
    // key allows "the city centre", but three words break a two-word limit
    expect(markAnswer('(the) city centre', 'the city centre', TWO_WORDS)).toBe(false);
    expect(markAnswer('(the) city centre', 'city centre', TWO_WORDS)).toBe(true);
  });

  it('counts a hyphenated word as one word', () => {
    expect(markAnswer('long-term storage', 'long-term storage', TWO_WORDS)).toBe(true);
  });

  it('allows one number besides the words with AND/OR A NUMBER', () => {
    expect(markAnswer('3 boxes', '3 boxes', ONE_WORD_AND_NUMBER)).toBe(true);
    expect(markAnswer('3 boxes', 'three boxes', ONE_WORD_AND_NUMBER)).toBe(true);
    expect(markAnswer('25', 'twenty-five', ONE_WORD_AND_NUMBER)).toBe(true);
    expect(markAnswer('250', 'two hundred and fifty', ONE_WORD_AND_NUMBER)).toBe(true);
    expect(markAnswer('1,200 metres', '1200 meters', TWO_WORDS_AND_NUMBER)).toBe(true);
    expect(markAnswer('3 wooden boxes', '3 wooden boxes', ONE_WORD_AND_NUMBER)).toBe(false);
    expect(markAnswer('3', '3 4', ONE_WORD_AND_NUMBER)).toBe(false);
  });

  it('does not read number words where no number is allowed', () => {
    expect(markAnswer('25', 'twenty-five', TWO_WORDS)).toBe(false);
    expect(markAnswer('three', 'three', TWO_WORDS)).toBe(true);
  });

  it('refuses the missing words plus extra ones', () => {
    expect(markAnswer('afternoon', 'in the afternoon', THREE_WORDS)).toBe(false);
  });
});

describe('markAnswer: British and American spellings', () => {
  it.each([
    ['colour', 'color'],
    ['favourite colours', 'favorite colors'],
    ['behaviour', 'behavior'],
    ['organisation', 'organization'],
    ['recognised', 'recognized'],
    ['analyse', 'analyze'],
    ['city centre', 'city center'],
    ['theatre', 'theater'],
    ['catalogue', 'catalog'],
    ['defence', 'defense'],
    ['travelled', 'traveled'],
    ['programme', 'program'],
    ['grey', 'gray'],
    ['well-organised', 'well-organized'],
  ])('%s = %s (both ways)', (british, american) => {
    expect(markAnswer(british, american, THREE_WORDS)).toBe(true);
    expect(markAnswer(american, british, THREE_WORDS)).toBe(true);
  });

  it('keeps words that are spelt alike apart from their look-alikes', () => {
    for (const word of [
      'hour',
      'four',
      'your',
      'exercise',
      'surprise',
      'noise',
      'timbre',
      'vogue',
    ]) {
      expect(americanSpelling(word)).toBe(word);
    }
  });
});

describe('number words', () => {
  it('reads cardinals', () => {
    const read = (text: string) => readNumberWords(text.split(' '), 0)?.value;
    expect(read('seven')).toBe(7);
    expect(read('twenty-one')).toBe(21);
    expect(read('a hundred')).toBe(100);
    expect(read('three thousand five hundred')).toBe(3500);
    expect(read('one million')).toBe(1_000_000);
    expect(read('boxes')).toBeUndefined();
  });
});
