import { writingFeedbackSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { essayFeedback, storedEssayFeedback } from './writing-feedback.service.ts';

const ESSAY = `Nowadays many people believe that the enviroment should be protected by governments.

However, individuals also have a significant role, for example by recycling and using public transport. Therefore, both sides must act.

In conclusion, protecting the environment is everyone's responsibility.`;

describe('essay feedback with the real dictionaries and AWL', () => {
  it('answers what the contract describes', async () => {
    const feedback = writingFeedbackSchema.parse(await essayFeedback(ESSAY));
    expect(feedback).toMatchObject({ paragraphCount: 3, sentenceCount: 4 });
  });

  it('finds the misspelling and the academic words', async () => {
    const feedback = await essayFeedback(ESSAY);
    const spelling = feedback.items.find((item) => item.id === 'spelling')!;
    expect(spelling.details).toEqual([{ code: 'misspeltWord', values: { word: 'enviroment' } }]);
    const lexical = feedback.items.find((item) => item.id === 'lexical-variety')!;
    expect(lexical.details).toEqual(
      expect.arrayContaining(
        ['environment', 'significant', 'individual'].map((headword) => ({
          code: 'awlWord',
          values: { headword, count: 1 },
        })),
      ),
    );
  });

  it('keeps stored line codes and computes again a feedback stored as text (before issue 18)', async () => {
    const current = await essayFeedback(ESSAY);
    expect(await storedEssayFeedback({ text: ESSAY, feedback: current })).toEqual(current);
    const legacy = {
      ...current,
      items: current.items.map((item) => ({
        ...item,
        title: 'Chính tả',
        summary: 'Có 1 từ không có trong từ điển chính tả.',
        details: ['enviroment'],
        explanation: 'Lỗi chính tả bị trừ điểm.',
      })),
      disclaimer: 'Đây là nhận xét tự động.',
    };
    expect(await storedEssayFeedback({ text: ESSAY, feedback: legacy })).toEqual(current);
  });
});
