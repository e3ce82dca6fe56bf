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

  const ANSWER = `The line graph compares how commuters in one city travelled to work between 2000 and 2020.

Overall, it is clear that the car was the most popular way to travel, whereas the bus lost passengers.

In 2000, 38 per cent of commuters drove, compared with 35% who took the bus. Car use rose to 49% in 2010 and then fell to about 41 percent. Bus travel declined to only 18% by 2020.

Cycling grew from 12% to 26%, more than twice as much, while walking stays at 15%.`;

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
          'Overall, it is clear that the car was the most popular way to travel, whereas the bus lost passengers.',
      },
    });
    // of 11 key figures: car 38, 49, 41 (about); bus 35, 18; bicycle 12, 26; walking 15 in 2000
    // and in 2020 (one "15%" cites both); not bicycle's low of 11 nor walking's 14
    expect(item('key-figures').figures).toMatchObject({ cited: 9, keys: 11 });
    expect(item('key-figures').verdict).toBe('good');
    expect(item('comparison').verdict).toBe('good');
    // "walking stays at 15%": present tense about past data
    expect(item('tense').figures).toMatchObject({ presentVerbs: 1, flaggedSentences: 1 });
    expect(item('tense').details).toContainEqual({
      code: 'tenseFlagged',
      values: {
        sentence:
          'Cycling grew from 12% to 26%, more than twice as much, while walking stays at 15%.',
        tense: 'present',
      },
    });
    expect(feedback.grammar.source).toBeDefined();
    // the attempt reads back with the same feedback
    const read = await learner.get(`/api/ielts/results/${result.id}`);
    expect(read.body.writing.feedback).toEqual(feedback);
  });
});
