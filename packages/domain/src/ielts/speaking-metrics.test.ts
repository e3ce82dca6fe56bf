import { describe, expect, it } from 'vitest';
import {
  averageSelfRating,
  countFillers,
  longPauses,
  speakingAnswerKind,
  speakingAnswerMetrics,
  speakingTestMetrics,
  spokenWords,
} from './speaking-metrics.ts';

/** `n` distinct made-up words ("w0 w1 …"). */
const distinct = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

const metric = (m: ReturnType<typeof speakingAnswerMetrics>, id: string) =>
  m.metrics.find((x) => x.id === id)!;

describe('spoken words and fillers', () => {
  it('counts contractions and hyphenated words as one word, numbers as words', () => {
    expect(spokenWords("I'm from a well-known town, founded in 1820.")).toEqual([
      "i'm",
      'from',
      'a',
      'well-known',
      'town',
      'founded',
      'in',
      '1820',
    ]);
    expect(spokenWords('  ')).toEqual([]);
  });

  it('counts hesitation sounds every time, by their usual spellings', () => {
    expect(countFillers('Um, well, umm I think, uh, erm, er, hmm')).toEqual([
      { filler: 'um', count: 3 },
      { filler: 'uh', count: 1 },
      { filler: 'er', count: 2 },
    ]);
  });

  it('counts "like" as a filler only where it is not the verb or the preposition', () => {
    expect(countFillers('It was like really hard')).toEqual([{ filler: 'like', count: 1 }]);
    expect(countFillers("Like, I don't know, it's, like, fine")).toEqual([
      { filler: 'like', count: 2 },
    ]);
    expect(countFillers("I like football and it's like a village here")).toEqual([]);
    expect(countFillers("I like, um, football. It's like living in a dream.")).toEqual([
      { filler: 'um', count: 1 },
    ]);
    expect(countFillers('That is what people would like.')).toEqual([]);
  });

  it('counts "you know", "I mean", "sort of", "kind of" in their filler use only', () => {
    expect(
      countFillers('You know I sort of agree, I mean it is kind of hard, you know, really hard'),
    ).toEqual([
      { filler: 'you know', count: 2 },
      { filler: 'sort of', count: 1 },
      { filler: 'kind of', count: 1 },
    ]);
    // "I mean it" is sincere, not a filler; the rest are questions, verbs and nouns
    expect(
      countFillers(
        'Do you know what I mean? As you know, what I mean is a kind of fruit, the same sort of thing. You know her.',
      ),
    ).toEqual([]);
    expect(countFillers('I mean, the city is big')).toEqual([{ filler: 'I mean', count: 1 }]);
  });
});

describe('pauses', () => {
  it('are the gaps over 2 s between consecutive recognition results, in any order given', () => {
    expect(longPauses({ resultTimes: [1.2, 1.5, 4.0, 4.3, 9.35, 9.6] })).toEqual([2.5, 5.1]);
    expect(longPauses({ resultTimes: [9.6, 1.2, 4.0] })).toEqual([2.8, 5.6]);
    // exactly 2 s is not a pause
    expect(longPauses({ resultTimes: [1, 3] })).toEqual([]);
  });

  it('come from silences when there are no result times, and are null without either', () => {
    expect(longPauses({ silences: [0.5, 2.04, 3.26] })).toEqual([2, 3.3]);
    expect(longPauses({ resultTimes: [], silences: [2.5] })).toEqual([2.5]);
    expect(longPauses({})).toBeNull();
  });
});

describe('one answer', () => {
  it('knows the kind of each answer', () => {
    expect(speakingAnswerKind(1, 7)).toBe('part1');
    expect(speakingAnswerKind(2, 0)).toBe('part2-long-turn');
    expect(speakingAnswerKind(2, 2)).toBe('part2-follow-up');
    expect(speakingAnswerKind(3, 0)).toBe('part3');
  });

  it('measures a spoken Part 1 answer: 44 words in 20 s, one pause, one filler', () => {
    const transcript = `um ${distinct(43)}`;
    const m = speakingAnswerMetrics({
      part: 1,
      index: 0,
      transcript,
      seconds: 20,
      typed: false,
      resultTimes: [1, 1.4, 2, 5, 5.5, 19],
    });
    expect(m.words).toBe(44);
    expect(m.wordsPerMinute).toBe(132);
    expect(m.pauses).toEqual([3, 13.5]);
    expect(m.fillerCount).toBe(1);
    expect(m.typeTokenRatio).toBe(1);
    expect(m.lengthOk).toBe(true);
    expect(m.metrics.map((x) => x.id)).toEqual(['pace', 'pauses', 'fillers', 'variety', 'length']);
    // codes and figures only: the web says them in the learner's language
    expect(JSON.stringify(m.metrics)).not.toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    expect(metric(m, 'pace')).toEqual({
      id: 'pace',
      verdict: 'good',
      summary: 'natural',
      wordsPerMinute: 132,
    });
    // 2 pauses in 20 s = 6 per minute, the longest 13.5 s
    expect(metric(m, 'pauses')).toEqual({
      id: 'pauses',
      verdict: 'improve',
      summary: 'some',
      count: 2,
      longest: 13.5,
      fromSilence: false,
    });
    // 1 filler in 44 words = 2.3 per 100
    expect(metric(m, 'fillers')).toEqual({
      id: 'fillers',
      verdict: 'good',
      summary: 'some',
      count: 1,
      per100: 2.3,
      fillers: [{ filler: 'um', count: 1 }],
    });
    expect(metric(m, 'variety')).toMatchObject({
      verdict: 'good',
      summary: 'measured',
      types: 44,
      words: 44,
      percent: 100,
      bar: { minWords: 20, maxWords: 59, goodPercent: 70 },
    });
    expect(metric(m, 'length')).toEqual({
      id: 'length',
      verdict: 'good',
      summary: 'good',
      kind: 'part1',
      words: 44,
      seconds: 20,
      timed: true,
      expected: { minWords: 20, maxWords: 60, minSeconds: 15, maxSeconds: 30 },
    });
  });

  it('grades pace: slow, fair, fast; not for typed or very short answers', () => {
    const pace = (words: number, seconds: number, typed = false) =>
      metric(
        speakingAnswerMetrics({ part: 3, index: 0, transcript: distinct(words), seconds, typed }),
        'pace',
      );
    expect(pace(30, 30)).toMatchObject({
      verdict: 'improve',
      summary: 'verySlow',
      wordsPerMinute: 60,
    });
    expect(pace(45, 30)).toMatchObject({ verdict: 'fair', summary: 'slow', wordsPerMinute: 90 });
    expect(pace(50, 30)).toMatchObject({ verdict: 'good', wordsPerMinute: 100 });
    expect(pace(90, 30)).toMatchObject({ verdict: 'good', wordsPerMinute: 180 });
    expect(pace(91, 30)).toMatchObject({ verdict: 'fair', summary: 'fast', wordsPerMinute: 182 });
    expect(pace(50, 30, true)).toMatchObject({
      verdict: 'none',
      summary: 'typed',
      wordsPerMinute: null,
    });
    expect(pace(10, 4)).toMatchObject({ verdict: 'none', summary: 'tooShort' });
  });

  it('measures a typed answer without pace or pauses, and its length in words only', () => {
    const m = speakingAnswerMetrics({
      part: 3,
      index: 1,
      transcript: `${distinct(30)}, you know, ${distinct(5)}`,
      seconds: 95,
      typed: true,
      resultTimes: [1, 9],
    });
    expect(m.words).toBe(37);
    expect(m.wordsPerMinute).toBeNull();
    expect(m.pauses).toBeNull();
    expect(metric(m, 'pauses')).toMatchObject({ verdict: 'none', summary: 'notMeasured' });
    // 37 words < Part 3's 40
    expect(metric(m, 'length')).toMatchObject({
      verdict: 'improve',
      summary: 'short',
      words: 37,
      timed: false,
    });
    // w0-w4 said twice: 32 distinct of 37
    expect(m.typeTokenRatio).toBe(0.86);
  });

  it('grades filler density per 100 words', () => {
    const fillers = (count: number) =>
      metric(
        speakingAnswerMetrics({
          part: 3,
          index: 0,
          transcript: `${'um '.repeat(count)}${distinct(100 - count)}`,
          seconds: 50,
          typed: false,
        }),
        'fillers',
      ).verdict;
    expect([fillers(0), fillers(3), fillers(4), fillers(6), fillers(7)]).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'improve',
    ]);
  });

  it('sets the variety bar by length: 40, 100 and 250 words', () => {
    const variety = (words: number, distinctWords: number) => {
      const text = Array.from({ length: words }, (_, i) => `w${i % distinctWords}`).join(' ');
      return metric(
        speakingAnswerMetrics({ part: 2, index: 0, transcript: text, seconds: 100, typed: false }),
        'variety',
      );
    };
    expect(variety(40, 28)).toMatchObject({ verdict: 'good', percent: 70 });
    expect(variety(40, 27).verdict).toBe('fair');
    expect(variety(40, 23).verdict).toBe('improve');
    expect(variety(100, 60).verdict).toBe('good');
    expect(variety(100, 55).verdict).toBe('fair');
    expect(variety(250, 125)).toMatchObject({
      verdict: 'good',
      bar: { minWords: 150, maxWords: null, goodPercent: 50 },
    });
    expect(variety(250, 110).verdict).toBe('fair');
    expect(variety(250, 100).verdict).toBe('improve');
    expect(variety(19, 19)).toMatchObject({
      verdict: 'none',
      summary: 'tooShort',
      percent: null,
    });
  });

  it("judges length against the part: Part 2's long turn needs 200 words and 90 s", () => {
    const length = (part: number, index: number, words: number, seconds: number) =>
      metric(
        speakingAnswerMetrics({ part, index, transcript: distinct(words), seconds, typed: false }),
        'length',
      ).verdict;
    expect(length(2, 0, 250, 110)).toBe('good');
    expect(length(2, 0, 250, 80)).toBe('improve');
    expect(length(2, 0, 180, 100)).toBe('improve');
    // spoken, more words in 2 minutes is a faster pace, not too long; typed, it is long
    expect(length(2, 0, 320, 120)).toBe('good');
    expect(
      metric(
        speakingAnswerMetrics({
          part: 2,
          index: 0,
          transcript: distinct(320),
          seconds: 400,
          typed: true,
        }),
        'length',
      ),
    ).toMatchObject({ verdict: 'fair', summary: 'longTurnLong', words: 320, timed: false });
    expect(length(2, 1, 30, 20)).toBe('good');
    expect(length(1, 0, 30, 45)).toBe('fair');
    expect(length(1, 0, 70, 25)).toBe('fair');
    expect(length(3, 0, 120, 200)).toBe('good');
    expect(length(3, 0, 0, 0)).toBe('improve');
  });
});

describe('the whole test', () => {
  it('sums spoken and typed answers apart, leaving out answers without words', () => {
    const answers = [
      speakingAnswerMetrics({
        part: 1,
        index: 0,
        transcript: `like, ${distinct(29)}`,
        seconds: 15,
        typed: false,
        resultTimes: [1, 4, 5],
      }),
      speakingAnswerMetrics({
        part: 1,
        index: 1,
        transcript: distinct(45),
        seconds: 25,
        typed: false,
        resultTimes: [1, 2],
      }),
      speakingAnswerMetrics({
        part: 3,
        index: 0,
        transcript: distinct(50),
        seconds: 60,
        typed: true,
      }),
      speakingAnswerMetrics({ part: 3, index: 1, transcript: '', seconds: 3, typed: false }),
    ];
    expect(speakingTestMetrics(answers)).toEqual({
      answered: 3,
      words: 125,
      spokenSeconds: 40,
      wordsPerMinute: 113,
      pauses: 1,
      fillerCount: 1,
      lengthOk: 3,
    });
    expect(speakingTestMetrics([answers[2]!])).toMatchObject({
      wordsPerMinute: null,
      pauses: null,
    });
  });
});

describe('self-rating average', () => {
  it('is the mean of the four criteria to one decimal, as the server saves it', () => {
    expect(
      averageSelfRating({ fluency: 3.5, vocabulary: 4, grammar: 3.2, pronunciation: 4.1 }),
    ).toBe(3.7);
    expect(averageSelfRating({ fluency: 5, vocabulary: 5, grammar: 5, pronunciation: 4.9 })).toBe(
      5,
    );
    expect(averageSelfRating({ fluency: 0, vocabulary: 0, grammar: 0, pronunciation: 0.1 })).toBe(
      0,
    );
    expect(averageSelfRating({ fluency: 3, vocabulary: 3, grammar: 3, pronunciation: 3.2 })).toBe(
      3.1,
    );
  });
});
