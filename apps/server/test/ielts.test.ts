import { loadListeningTest, loadReadingTest } from '@app/content/ielts';
import { essayWordCount } from '@app/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testResults } from '../src/db/schema/ielts.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 10: Reading attempts marked on the server from the content's keys and saved to
 * test_results; Writing attempts saved with their word count and feedback; the per-test
 * summaries and averages of spec §3/§9; every attempt the learner's own.
 */
describe('IELTS results', () => {
  let h: Harness;
  let learner: Agent;
  let stranger: Agent;
  let now = new Date('2026-11-20T03:00:00Z');
  let keys: Record<string, string>;

  beforeAll(async () => {
    h = await createHarness({ clock: () => now });
    learner = await signedInAgent(h, 'ielts');
    stranger = await signedInAgent(h, 'other');
    const test = (await loadReadingTest(5))!;
    keys = Object.fromEntries(
      test.groups.flatMap((g) =>
        g.questions.map((q) => [
          String(q.number),
          // the first alternative without its optional words, as a learner types it
          q.answer
            .split('/')[0]!
            .replace(/\([^)]*\)/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        ]),
      ),
    );
  });
  afterAll(async () => h.close());

  const reading = (answers: Record<string, string>, timeTakenSeconds = 3000) =>
    learner.post('/api/ielts/reading/5/attempts', { answers, timeTakenSeconds, lookedUp: [] });

  it('marks a Reading attempt from the keys: 40/40 is band 9', async () => {
    const res = await reading(keys, 3100);
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      skill: 'reading',
      testNumber: 5,
      score: 40,
      bandScore: 9,
      timeTakenSeconds: 3100,
    });
    expect(res.body.answers).toHaveLength(40);
    expect(res.body.answers.every((a: { correct: boolean }) => a.correct)).toBe(true);
  });

  it('30 right answers give the Academic Reading table’s band 7; lowercase letters count', async () => {
    const answers = Object.fromEntries(
      Object.entries(keys).map(([n, key]) => [n, Number(n) <= 10 ? 'zzz' : key.toLowerCase()]),
    );
    now = new Date('2026-11-21T03:00:00Z');
    const res = await reading(answers, 2500);
    expect(res.body.result).toMatchObject({ score: 30, bandScore: 7 });
    expect(res.body.answers.filter((a: { correct: boolean }) => !a.correct)).toHaveLength(10);
  });

  it('summarises the skill: best by band, attempts, average over the tests’ bests', async () => {
    const res = await learner.get('/api/ielts/results?skill=reading');
    expect(res.status).toBe(200);
    expect(res.body.tests).toEqual([
      {
        testNumber: 5,
        attempts: 2,
        bestScore: 40,
        bestBand: 9,
        timeTaken: 3100,
        completedAt: '2026-11-20T03:00:00.000Z',
      },
    ]);
    expect(res.body.average).toBe(9);
    expect(res.body.totalCompleted).toBe(2);
    expect(res.body.attempts.map((a: { score: number }) => a.score)).toEqual([30, 40]);
    const overview = (await learner.get('/api/ielts/overview')).body;
    expect(overview.averages).toEqual({
      reading: 9,
      listening: null,
      writing: null,
      speaking: null,
    });
    expect(overview.progress.reading.map((p: { value: number }) => p.value)).toEqual([9, 7]);
  });

  it('saves a Writing attempt with its word count and feedback', async () => {
    const text = Array.from({ length: 5 }, (_, i) =>
      `Paragraph ${i + 1} argues that remote work changes how teams communicate, however it also brings new challenges for managers and employees alike in modern offices today.`.repeat(
        2,
      ),
    ).join('\n\n');
    const res = await learner.post('/api/ielts/writing/1/attempts', {
      text,
      timeTakenSeconds: 2000,
    });
    expect(res.status).toBe(201);
    const words = essayWordCount(text);
    expect(res.body.result).toMatchObject({ skill: 'writing', wordCount: words, bandScore: null });
    expect(res.body.feedback.wordCount).toBe(words);
    expect(res.body.feedback.items.map((i: { id: string }) => i.id)).toContain('spelling');
    const summary = (await learner.get('/api/ielts/results?skill=writing')).body;
    expect(summary.tests[0]).toMatchObject({ testNumber: 1, attempts: 1, bestScore: words });
    expect(summary.average).toBe(words);
  });

  it('answers line codes for a Writing attempt stored with Vietnamese sentences (before issue 18)', async () => {
    const text = 'Cities grow quickly.\n\nHowever, villages shrink every year.';
    const fresh = await learner.post('/api/ielts/writing/2/attempts', {
      text,
      timeTakenSeconds: 60,
    });
    const stored = (await learner.get(`/api/ielts/results/${fresh.body.result.id}`)).body.writing;
    expect(stored.feedback).toEqual(fresh.body.feedback);
    const [mine] = await h.db
      .select()
      .from(testResults)
      .where(eq(testResults.id, fresh.body.result.id));
    const [legacy] = await h.db
      .insert(testResults)
      .values({
        userId: mine!.userId,
        testType: 'writing',
        testNumber: 2,
        wordCount: 8,
        details: {
          text,
          feedback: {
            ...fresh.body.feedback,
            items: fresh.body.feedback.items.map((item: object) => ({
              ...item,
              title: 'Số từ',
              summary: 'Bài chỉ có 8 từ: bài từ 20 từ trở xuống bị chấm band 1.',
              details: [],
              explanation: 'Task 2 yêu cầu ít nhất 250 từ.',
            })),
            disclaimer: 'Đây là nhận xét tự động.',
          },
        },
      })
      .returning();
    const read = await learner.get(`/api/ielts/results/${legacy!.id}`);
    expect(read.status).toBe(200);
    expect(read.body.writing.feedback).toEqual(fresh.body.feedback);
    expect(read.body.writing.feedback.items[0].summary).toEqual({
      code: 'wordsBand1',
      values: { words: 8, maxWords: 20 },
    });
    await h.db
      .delete(testResults)
      .where(inArray(testResults.id, [legacy!.id, fresh.body.result.id]));
  });

  it('marks a Listening attempt with the Listening table; saves exam or practice mode', async () => {
    const test = (await loadListeningTest(1))!;
    const answers = Object.fromEntries(
      test.sections
        .flatMap((s) => s.groups.flatMap((g) => g.questions))
        .map((q) => [
          String(q.number),
          q.number <= 26
            ? q.answer
                .split('/')[0]!
                .replace(/\([^)]*\)/g, '')
                .replace(/\s+/g, ' ')
                .trim()
            : '',
        ]),
    );
    const res = await learner.post('/api/ielts/listening/1/attempts', {
      answers,
      timeTakenSeconds: 1900,
      mode: 'exam',
    });
    expect(res.status).toBe(201);
    // 26 right: 6.5 on the Listening table (the Academic Reading table would say 6)
    expect(res.body.result).toMatchObject({ skill: 'listening', score: 26, bandScore: 6.5 });
    const detail = await learner.get(`/api/ielts/results/${res.body.result.id}`);
    expect(detail.body.listening.mode).toBe('exam');
    expect(detail.body.reading).toBeNull();
  });

  it('saves a Speaking attempt with the mean of the four self-ratings to one decimal', async () => {
    const res = await learner.post('/api/ielts/speaking/2/attempts', {
      ratings: { fluency: 3.5, vocabulary: 4, grammar: 3.2, pronunciation: 4.1 },
      answers: [{ part: 1, index: 0, transcript: 'I live in Hanoi.', typed: true, seconds: 12 }],
      timeTakenSeconds: 840,
    });
    expect(res.status).toBe(201);
    // (3.5 + 4 + 3.2 + 4.1) / 4 = 3.7
    expect(res.body.result).toMatchObject({ skill: 'speaking', averageSelfRating: 3.7 });
    const bad = await learner.post('/api/ielts/speaking/2/attempts', {
      ratings: { fluency: 5.5, vocabulary: 4, grammar: 3, pronunciation: 4 },
      answers: [],
      timeTakenSeconds: 1,
    });
    expect(bad.status).toBe(400);
    const overview = (await learner.get('/api/ielts/overview')).body;
    expect(overview.averages.speaking).toBe(3.7);
  });

  it('shows an attempt to its learner only', async () => {
    const attempts = (await learner.get('/api/ielts/results?skill=reading')).body.attempts;
    const mine = await learner.get(`/api/ielts/results/${attempts[0].id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.reading.answers).toHaveLength(40);
    expect(mine.body.writing).toBeNull();
    const theirs = await stranger.get(`/api/ielts/results/${attempts[0].id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('RESULT_NOT_FOUND');
    expect((await stranger.get('/api/ielts/results?skill=reading')).body.tests).toEqual([]);
    expect((await stranger.get('/api/ielts/overview')).body.averages.reading).toBeNull();
  });

  it('refuses bad input, unknown tests and the signed-out', async () => {
    // test numbers go up to 20 (Writing has more tests): 21 is refused, 6 is not ready
    expect(
      (await learner.post('/api/ielts/reading/21/attempts', { answers: {}, timeTakenSeconds: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await learner.post('/api/ielts/reading/6/attempts', { answers: {}, timeTakenSeconds: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await learner.post('/api/ielts/reading/5/attempts', {
          answers: { '41': 'A' },
          timeTakenSeconds: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (await learner.post('/api/ielts/reading/5/attempts', { answers: {}, timeTakenSeconds: -1 }))
        .status,
    ).toBe(400);
    expect((await learner.get('/api/ielts/results?skill=music')).status).toBe(400);
    expect((await h.agent().get('/api/ielts/overview')).status).toBe(401);
    expect(
      (await h.agent().post('/api/ielts/reading/5/attempts', { answers: {}, timeTakenSeconds: 1 }))
        .status,
    ).toBe(401);
  });
});
