import { loadWritingTest } from '@app/content/ielts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 23 §1: a Writing Task 1 attempt goes to the same endpoint as Task 2; the server knows
 * the task from the content and answers Task 1's feedback (overview, key figures, comparisons,
 * tense) with the grammar feedback. Uses writing-6, a line graph of past data.
 */
describe('IELTS Writing Task 1 attempts', () => {
  let h: Harness;
  let learner: Agent;
  const now = new Date('2026-11-20T03:00:00Z');

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'task1');
  });
  afterAll(async () => h.close());

  const ANSWER = `The line graph shows how people in one country paid for everyday purchases between 2012 and 2022.

Overall, it is clear that cash lost its place to mobile phones, whereas card payments changed little.

In 2012, 62 per cent of purchases were paid in cash, compared with 21% by debit card. Cash fell to about 30 percent in 2020 and to only 15% in 2022. Mobile payments rose from 3% to 40%, more than ten times as much.

Debit cards peaked at 31% in 2020, while the share of credit cards stays at 16%.`;

  it('answers Task 1 feedback with the figures cited and the tense checked', async () => {
    const test = await loadWritingTest(6);
    expect(test?.task).toBe(1);
    const res = await learner.post('/api/ielts/writing/6/attempts', {
      text: ANSWER,
      timeTakenSeconds: 900,
    });
    expect(res.status).toBe(201);
    const { feedback, result } = res.body;
    expect(result).toMatchObject({
      skill: 'writing',
      testNumber: 6,
      wordCount: feedback.wordCount,
    });
    expect(feedback.task).toBe(1);
    const ids = feedback.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([
      'word-count',
      'overview',
      'key-figures',
      'comparison',
      'tense',
      'spelling',
    ]);
    const item = (id: string) => feedback.items.find((i: { id: string }) => i.id === id);
    expect(item('word-count')).toMatchObject({ verdict: 'improve', figures: { minWords: 150 } });
    expect(item('overview').summary).toEqual({
      code: 'overviewFound',
      values: {
        sentence:
          'Overall, it is clear that cash lost its place to mobile phones, whereas card payments changed little.',
      },
    });
    // of 10 key figures (first, last, highest and lowest of each line): cash 62, 15; debit card
    // 21, 31 and 29 ("about 30" is within 2% of the data's range); credit card 16 (not 14 nor
    // the peak of 17); mobile phone 3, 40
    expect(item('key-figures').figures).toMatchObject({ cited: 8, keys: 10 });
    expect(item('key-figures').verdict).toBe('good');
    expect(item('comparison').verdict).toBe('good');
    // "credit cards stays at 16%": present tense about past data
    expect(item('tense').figures).toMatchObject({ presentVerbs: 1, flaggedSentences: 1 });
    expect(item('tense').details).toContainEqual({
      code: 'tenseFlagged',
      values: {
        sentence:
          'Debit cards peaked at 31% in 2020, while the share of credit cards stays at 16%.',
        tense: 'present',
      },
    });
    expect(feedback.grammar.source).toBeDefined();
    // the attempt reads back with the same feedback
    const read = await learner.get(`/api/ielts/results/${result.id}`);
    expect(read.body.writing.feedback).toEqual(feedback);
  });
});
