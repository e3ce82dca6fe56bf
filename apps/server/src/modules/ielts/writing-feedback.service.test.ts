import { writingFeedbackSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { essayFeedback } from './writing-feedback.service.ts';

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
    expect(spelling.details).toEqual(['enviroment']);
    const lexical = feedback.items.find((item) => item.id === 'lexical-variety')!;
    expect(lexical.details).toEqual(
      expect.arrayContaining(['environment: 1 lần', 'significant: 1 lần', 'individual: 1 lần']),
    );
  });
});
