import { describe, expect, it } from 'vitest';
import { compareShadowing } from './shadowing.ts';
import { sentenceWords, wordKey } from './words.ts';

describe('wordKey', () => {
  it('ignores case, punctuation, curly apostrophes and hyphens', () => {
    expect(wordKey('Hello,')).toBe('hello');
    expect(wordKey('“Don’t')).toBe('donot');
    expect(wordKey("it's")).toBe('its');
    expect(wordKey('well-known.')).toBe('wellknown');
    expect(wordKey('café')).toBe('cafe');
    expect(wordKey('—')).toBe('');
  });

  it('writes small numbers and ordinals as words', () => {
    expect(wordKey('7')).toBe('seven');
    expect(wordKey('25,')).toBe('twentyfive');
    expect(wordKey('twenty-five')).toBe('twentyfive');
    expect(wordKey('40')).toBe('forty');
    expect(wordKey('3rd')).toBe('third');
    expect(wordKey('1990')).toBe('1990');
    expect(wordKey('&')).toBe('and');
  });
});

describe('sentenceWords', () => {
  it('splits at spaces, dashes and slashes and drops words without a key', () => {
    expect(sentenceWords('Wait — it’s 5 o’clock/now...').map((w) => w.key)).toEqual([
      'wait',
      'its',
      'five',
      'oclock',
      'now',
    ]);
    expect(sentenceWords('  ')).toEqual([]);
  });
});

describe('compareShadowing', () => {
  it('matches every word of a sentence said as written', () => {
    const result = compareShadowing('Nice to meet you, Anna!', 'nice to meet you anna');
    expect(result.words.every((w) => w.status === 'matched')).toBe(true);
    expect(result).toMatchObject({ matched: 5, total: 5, score: 1, extra: [] });
  });

  it('marks a word not said as missed', () => {
    const result = compareShadowing('I like the red car.', 'I like red car');
    expect(result.words).toEqual([
      { text: 'I', status: 'matched' },
      { text: 'like', status: 'matched' },
      { text: 'the', status: 'missed' },
      { text: 'red', status: 'matched' },
      { text: 'car.', status: 'matched' },
    ]);
    expect(result.score).toBe(0.8);
  });

  it('says what was heard instead of a word', () => {
    const result = compareShadowing('She works in a big office.', 'she walks in a big office');
    expect(result.words[1]).toEqual({ text: 'works', status: 'substituted', heard: 'walks' });
    expect(result).toMatchObject({ matched: 5, total: 6 });
  });

  it('lists words heard that are not in the sentence, with their place', () => {
    const result = compareShadowing('Good morning.', 'um good morning everyone');
    expect(result.extra).toEqual([
      { text: 'um', before: 0 },
      { text: 'everyone', before: 2 },
    ]);
    expect(result.score).toBe(1);
  });

  it('takes digits for number words and two heard words for a hyphenated one', () => {
    expect(compareShadowing('I am twenty-five.', 'I am 25').score).toBe(1);
    expect(compareShadowing('The bus leaves at 7.', 'the bus leaves at seven').score).toBe(1);
    expect(compareShadowing('It is 25 metres.', 'it is twenty five metres').score).toBe(1);
    const known = compareShadowing('A well-known place.', 'a well known place');
    expect(known.words.map((w) => w.status)).toEqual(['matched', 'matched', 'matched']);
    expect(known.extra).toEqual([]);
  });

  it('takes two heard words for a contraction', () => {
    expect(compareShadowing('I’m sure they don’t know.', 'I am sure they do not know').score).toBe(
      1,
    );
    const cannot = compareShadowing("We can't and won't.", 'we cannot and will not');
    expect(cannot).toMatchObject({ score: 1, extra: [] });
    expect(compareShadowing("You're late, we'll go.", "you're late we will go").score).toBe(1);
  });

  it('marks every word missed when nothing was heard', () => {
    const result = compareShadowing('See you soon.', '');
    expect(result.words.map((w) => w.status)).toEqual(['missed', 'missed', 'missed']);
    expect(result).toMatchObject({ matched: 0, total: 3, score: 0 });
  });

  it('scores a sentence without words as 1', () => {
    expect(compareShadowing('...', 'hello')).toMatchObject({
      total: 0,
      score: 1,
      extra: [{ text: 'hello', before: 0 }],
    });
  });

  it('keeps the order when a word is missed and another substituted', () => {
    const result = compareShadowing(
      'We usually have lunch at twelve o’clock.',
      'we have lunch at twelve a clock',
    );
    expect(result.words.map((w) => w.status)).toEqual([
      'matched',
      'missed',
      'matched',
      'matched',
      'matched',
      'matched',
      'substituted',
    ]);
    expect(result.extra).toEqual([{ text: 'a', before: 6 }]);
  });
});
