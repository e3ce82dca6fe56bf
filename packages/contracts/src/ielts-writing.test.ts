import {
  analyseEssay,
  analyseTask1Answer,
  grammarFeedback,
  offlineGrammarMatches,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { writingFeedbackSchema } from './ielts-writing.ts';

const ESSAY = `Firstly, cities grow. However, villages shrink. Moreover, moreover, moreover, moreover.

Tourism tourism tourism tourism brings economy and jobs.`;

describe('writing feedback schema', () => {
  it('parses what analyseEssay returns, unchanged', () => {
    const feedback = analyseEssay(ESSAY, {
      isKnownWord: (word) => word !== 'shrink',
      academicWords: new Set(['economy']),
    });
    expect(writingFeedbackSchema.parse(feedback)).toEqual(feedback);
  });

  it('refuses an unknown verdict or a missing item', () => {
    const feedback = analyseEssay('', { isKnownWord: () => true, academicWords: new Set() });
    const wrongVerdict = {
      ...feedback,
      items: feedback.items.map((i) => ({ ...i, verdict: 'ok' })),
    };
    expect(writingFeedbackSchema.safeParse(wrongVerdict).success).toBe(false);
    expect(
      writingFeedbackSchema.safeParse({ ...feedback, items: feedback.items.slice(1) }).success,
    ).toBe(false);
  });

  it('refuses a sentence instead of a line code, or a line with wrong values', () => {
    const feedback = analyseEssay(ESSAY, { isKnownWord: () => true, academicWords: new Set() });
    const withText = (summary: unknown) => ({
      ...feedback,
      items: feedback.items.map((i, k) => (k === 0 ? { ...i, summary } : i)),
    });
    // what issue 10 stored: a Vietnamese sentence
    expect(writingFeedbackSchema.safeParse(withText('Bài có 20 từ.')).success).toBe(false);
    expect(
      writingFeedbackSchema.safeParse(withText({ code: 'wordsBand1', values: { words: 3 } }))
        .success,
    ).toBe(false);
    expect(
      writingFeedbackSchema.safeParse(
        withText({ code: 'wordsBand1', values: { words: '3', maxWords: 20 } }),
      ).success,
    ).toBe(false);
  });

  it('parses feedback with grammar, and stored feedback without it (before issue 23)', () => {
    const text = 'It is a important issue and people don’t agree.';
    const feedback = analyseEssay(text, { isKnownWord: () => true, academicWords: new Set() });
    const grammar = grammarFeedback(text, {
      source: 'offline',
      fallback: false,
      matches: offlineGrammarMatches(text),
    });
    expect(writingFeedbackSchema.parse({ ...feedback, grammar })).toEqual({ ...feedback, grammar });
    expect(writingFeedbackSchema.parse(feedback)).toEqual(feedback);
    const badGroup = { ...grammar, matches: grammar.matches.map((m) => ({ ...m, group: 'x' })) };
    expect(writingFeedbackSchema.safeParse({ ...feedback, grammar: badGroup }).success).toBe(false);
  });

  it('parses Task 1 feedback (issue 23 §1) and refuses Task 2 items marked task 1', () => {
    const feedback = analyseTask1Answer(
      'Overall, cars rose from 45% to 60%, whereas buses fell.',
      {
        period: 'past',
        visuals: [
          {
            kind: 'line',
            categories: ['2000', '2010', '2020'],
            unit: '%',
            series: [{ name: 'Cars', values: [45, 52, 60] }],
          },
        ],
      },
      { isKnownWord: () => true },
    );
    expect(writingFeedbackSchema.parse(feedback)).toEqual(feedback);
    const process = analyseTask1Answer(
      'Beans are picked.',
      { period: 'present', visuals: [{ kind: 'process' }] },
      { isKnownWord: () => true },
    );
    expect(writingFeedbackSchema.parse(process)).toEqual(process);
    const task2 = analyseEssay(ESSAY, { isKnownWord: () => true, academicWords: new Set() });
    expect(writingFeedbackSchema.safeParse({ ...task2, task: 1 }).success).toBe(false);
    expect(writingFeedbackSchema.safeParse({ ...feedback, task: undefined }).success).toBe(false);
  });
});
