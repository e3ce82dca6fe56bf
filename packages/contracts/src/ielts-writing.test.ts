import { analyseEssay, type WritingFeedback as DomainWritingFeedback } from '@app/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { writingFeedbackSchema, type WritingFeedback } from './ielts-writing.ts';

describe('writing feedback schema', () => {
  it('matches the domain type both ways', () => {
    expectTypeOf<WritingFeedback>().toEqualTypeOf<DomainWritingFeedback>();
  });

  it('parses what analyseEssay returns, unchanged', () => {
    const feedback = analyseEssay('Firstly, cities grow.\n\nHowever, villages shrink.', {
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
});
