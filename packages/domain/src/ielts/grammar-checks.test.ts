import { describe, expect, it } from 'vitest';
import {
  articleMatches,
  cutText,
  GRAMMAR_MESSAGE_MAX_CHARS,
  GRAMMAR_REPLACEMENT_MAX_CHARS,
  grammarFeedback,
  offlineGrammarMatches,
  repeatedWordMatches,
  spellingMatches,
  startsWithVowelSound,
  type GrammarMatch,
} from './grammar-checks.ts';
import { contractionMatches, expandContraction } from './grammar-contractions.ts';
import {
  hasPassive,
  longSentenceMatches,
  passiveShare,
  sentenceSpans,
} from './grammar-sentences.ts';

const at = (text: string, m: GrammarMatch) => text.slice(m.offset, m.offset + m.length);

describe('indefinite articles', () => {
  it('flags a before a vowel sound and an before a consonant sound', () => {
    const text = 'It is a important issue and an big problem.';
    const matches = articleMatches(text);
    expect(matches.map((m) => [at(text, m), m.replacements])).toEqual([
      ['a', ['an']],
      ['an', ['a']],
    ]);
    expect(matches[0]).toMatchObject({ group: 'grammar', ruleId: 'OFFLINE_ARTICLE' });
    expect(matches[0]).toMatchObject({ source: 'offline', message: null });
  });

  it('knows the exceptions: an hour, a university, a one-off, a European, a useful', () => {
    const right =
      'An hour, an honest man, an heir, a university, a unique case, a one-off, a European city, a useful tool, a U-turn, a user, an umbrella, an only child, an unimportant detail.';
    expect(articleMatches(right)).toEqual([]);
    const wrong = 'A hour, a honest man, an university, an one-off, an European city.';
    expect(articleMatches(wrong).map((m) => m.replacements[0])).toEqual([
      'An',
      'an',
      'a',
      'a',
      'a',
    ]);
    expect(startsWithVowelSound('hour')).toBe(true);
    expect(startsWithVowelSound('house')).toBe(false);
    expect(startsWithVowelSound('once')).toBe(false);
    expect(startsWithVowelSound('onerous')).toBe(true);
  });

  it('skips numbers, acronyms, letters and a capital A inside a sentence', () => {
    expect(
      articleMatches('a 8-hour day, an MBA, a UNESCO site, grade A is top, a E grade.'),
    ).toEqual([]);
  });

  it('reads curly apostrophes and keeps offsets of the text as written', () => {
    const text = 'It’s a apple.';
    expect(articleMatches(text).map((m) => at(text, m))).toEqual(['a']);
  });
});

describe('repeated words', () => {
  it('flags a word written twice, spanning both', () => {
    const text = 'This is the the best way.';
    const [match] = repeatedWordMatches(text);
    expect(at(text, match!)).toBe('the the');
    expect(match!.replacements).toEqual(['the']);
  });

  it('is case-insensitive but leaves had had, that that and a paragraph break alone', () => {
    const text = 'The the point. He had had enough. I know that that is true. End\nend';
    expect(repeatedWordMatches(text).map((m) => at(text, m))).toEqual(['The the']);
  });
});

describe('contractions', () => {
  it('expands the common ones', () => {
    expect(expandContraction("don't")).toEqual(['do not']);
    expect(expandContraction("Can't")).toEqual(['Cannot']);
    expect(expandContraction("won't")).toEqual(['will not']);
    expect(expandContraction("it's")).toEqual(['it is', 'it has']);
    expect(expandContraction("They're")).toEqual(['They are']);
    expect(expandContraction("we'd")).toEqual(['we would', 'we had']);
    expect(expandContraction("children's")).toEqual([]);
    expect(expandContraction("government's")).toEqual([]);
  });

  it('flags contractions as style, curly apostrophes too', () => {
    const text = 'People don’t agree, and it’s clear the children’s needs matter.';
    const matches = contractionMatches(text);
    expect(matches.map((m) => at(text, m))).toEqual(['don’t', 'it’s']);
    expect(matches[0]).toMatchObject({ group: 'style', ruleId: 'OFFLINE_CONTRACTION' });
  });
});

describe('sentence length', () => {
  it('flags sentences over 35 words as style', () => {
    const long = `${Array.from({ length: 36 }, () => 'word').join(' ')}.`;
    const text = `Short one. ${long} Another short one.`;
    const matches = longSentenceMatches(text);
    expect(matches).toHaveLength(1);
    expect(at(text, matches[0]!)).toBe(long);
    expect(matches[0]).toMatchObject({ group: 'style', ruleId: 'OFFLINE_LONG_SENTENCE' });
    expect(longSentenceMatches(`${Array.from({ length: 35 }, () => 'w').join(' ')}.`)).toEqual([]);
  });

  it('splits sentences with offsets, at paragraph breaks and not after e.g.', () => {
    const text = 'First, e.g. this one. Second!\n\nThird without a stop\n\nFourth?';
    const spans = sentenceSpans(text);
    expect(spans.map((s) => text.slice(s.offset, s.offset + s.length))).toEqual([
      'First, e.g. this one.',
      'Second!',
      'Third without a stop',
      'Fourth?',
    ]);
  });
});

describe('spelling', () => {
  const known = new Set(['the', 'and', 'government', 'should', 'act', 'well', 'known']);
  const isKnownWord = (word: string) => known.has(word);

  it('flags every occurrence of an unknown word, skipping acronyms and numbers', () => {
    const text = 'The goverment should act. The goverment, the NGOs and 2024 well-known.';
    const matches = spellingMatches(text, isKnownWord);
    expect(matches.map((m) => at(text, m))).toEqual(['goverment', 'goverment']);
    expect(matches[0]).toMatchObject({ group: 'spelling', ruleId: 'OFFLINE_SPELLING' });
  });

  it('is part of the offline matches only with a dictionary', () => {
    const text = 'The goverment should act.';
    expect(offlineGrammarMatches(text)).toEqual([]);
    expect(offlineGrammarMatches(text, { isKnownWord })).toHaveLength(1);
  });
});

describe('passive voice share', () => {
  it('finds be + past participle, with an adverb or not between', () => {
    expect(hasPassive(['The', 'law', 'was', 'passed'])).toBe(true);
    expect(hasPassive(['It', 'is', 'widely', 'known'])).toBe(true);
    expect(hasPassive(['It', 'is', 'not', 'made', 'here'])).toBe(true);
    expect(hasPassive(['It', 'has', 'been', 'written'])).toBe(true);
    expect(hasPassive(['They', 'passed', 'the', 'law'])).toBe(false);
    expect(hasPassive(['It', 'is', 'red'])).toBe(false);
  });

  it('is the percentage of sentences with a passive verb', () => {
    expect(passiveShare('The law was passed. People agreed. Taxes are paid.')).toBe(66.7);
    expect(passiveShare('')).toBe(0);
  });
});

describe('grammarFeedback', () => {
  it('counts matches per group per 100 words and drops matches outside the text', () => {
    const text = 'It is a important issue. People don’t agree and the the rest is decided later.';
    const matches = offlineGrammarMatches(text);
    const outside: GrammarMatch = { ...matches[0]!, offset: text.length, length: 2 };
    const feedback = grammarFeedback(text, {
      source: 'offline',
      fallback: false,
      matches: [...matches, outside],
    });
    expect(feedback.matches.map((m) => m.ruleId)).toEqual([
      'OFFLINE_ARTICLE',
      'OFFLINE_CONTRACTION',
      'OFFLINE_REPEATED_WORD',
    ]);
    // 15 words: 2 grammar and 1 style
    expect(feedback.countsPer100Words).toEqual({
      grammar: 13.3,
      spelling: 0,
      punctuation: 0,
      style: 6.7,
    });
    expect(feedback.passiveShare).toBe(50);
    expect(feedback).toMatchObject({ source: 'offline', fallback: false });
  });

  it('cuts replacements to five and answers zeros for an empty essay', () => {
    const match: GrammarMatch = {
      offset: 0,
      length: 2,
      message: 'Possible spelling mistake found.',
      replacements: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      group: 'spelling',
      ruleId: 'MORFOLOGIK_RULE_EN_GB',
      source: 'languagetool',
    };
    const feedback = grammarFeedback('Teh cat.', {
      source: 'languagetool',
      fallback: false,
      matches: [match],
    });
    expect(feedback.matches[0]!.replacements).toHaveLength(5);
    expect(feedback.countsPer100Words.spelling).toBe(50);
    expect(grammarFeedback('', { source: 'offline', fallback: true, matches: [] })).toMatchObject({
      countsPer100Words: { grammar: 0, spelling: 0, punctuation: 0, style: 0 },
      passiveShare: 0,
    });
  });
});

describe('cut texts (issue 34 item 27)', () => {
  it('cuts a text to its maximum with an ellipsis, never splitting a surrogate pair', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('exactly10!', 10)).toBe('exactly10!');
    expect(cutText('abcdefghijk', 10)).toBe('abcdefghi…');
    // '😀' is two UTF-16 units: cut before it rather than through it
    expect(cutText('abcdefgh😀xyz', 10)).toBe('abcdefgh…');
    expect(cutText('abcdefg😀xyz', 10)).toBe('abcdefg😀…');
  });

  it("cuts LanguageTool's message and suggestions in the stored feedback", () => {
    const text = 'It is a important issue.';
    const feedback = grammarFeedback(text, {
      source: 'languagetool',
      fallback: false,
      matches: [
        {
          offset: 6,
          length: 1,
          message: 'x'.repeat(5_000_000),
          replacements: Array.from({ length: 7 }, (_, i) => `${i}${'y'.repeat(100_000)}`),
          group: 'grammar',
          ruleId: 'R'.repeat(1000),
          source: 'languagetool',
        },
      ],
    });
    const [match] = feedback.matches;
    expect(match!.message).toHaveLength(GRAMMAR_MESSAGE_MAX_CHARS);
    expect(match!.message!.endsWith('…')).toBe(true);
    expect(match!.replacements).toHaveLength(5);
    for (const value of match!.replacements) {
      expect(value).toHaveLength(GRAMMAR_REPLACEMENT_MAX_CHARS);
    }
    expect(match!.ruleId).toHaveLength(100);
  });
});
