import { describe, expect, it } from 'vitest';
import {
  formatMinutesSeconds,
  skillAverage,
  summariseTests,
  type CompletedResult,
} from './summary.ts';

const result = (over: Partial<CompletedResult>): CompletedResult => ({
  testNumber: 1,
  score: null,
  bandScore: null,
  timeTakenSeconds: null,
  wordCount: null,
  averageSelfRating: null,
  completedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('per-test summary (spec §3)', () => {
  it('reading: best is the highest band; its raw score and time; attempts counted', () => {
    const summaries = summariseTests('reading', [
      result({ score: 30, bandScore: 7, timeTakenSeconds: 3000 }),
      result({
        score: 33,
        bandScore: 7.5,
        timeTakenSeconds: 3500,
        completedAt: '2026-11-02T00:00:00.000Z',
      }),
      result({ score: 20, bandScore: 5.5, timeTakenSeconds: 2000 }),
      result({ testNumber: 3, score: 12, bandScore: 4, timeTakenSeconds: 900 }),
    ]);
    expect(summaries).toEqual([
      {
        testNumber: 1,
        attempts: 3,
        bestScore: 33,
        bestBand: 7.5,
        timeTaken: 3500,
        completedAt: '2026-11-02T00:00:00.000Z',
      },
      {
        testNumber: 3,
        attempts: 1,
        bestScore: 12,
        bestBand: 4,
        timeTaken: 900,
        completedAt: '2026-11-01T00:00:00.000Z',
      },
    ]);
  });

  it('reading: equal bands go to the higher raw score, then the shorter time', () => {
    const [best] = summariseTests('reading', [
      result({ score: 30, bandScore: 7, timeTakenSeconds: 3000 }),
      result({ score: 32, bandScore: 7, timeTakenSeconds: 3400 }),
      result({ score: 32, bandScore: 7, timeTakenSeconds: 3100 }),
    ]);
    expect(best).toMatchObject({ bestScore: 32, timeTaken: 3100 });
  });

  it('writing: best is the highest word count, no band', () => {
    const [best] = summariseTests('writing', [
      result({ wordCount: 260, timeTakenSeconds: 2000 }),
      result({ wordCount: 312, timeTakenSeconds: 2300 }),
    ]);
    expect(best).toMatchObject({ attempts: 2, bestScore: 312, bestBand: null, timeTaken: 2300 });
  });

  it('speaking: best is the highest self-rating, no band and no time', () => {
    const [best] = summariseTests('speaking', [
      result({ averageSelfRating: 3.4, timeTakenSeconds: 800 }),
      result({ averageSelfRating: 4.1, timeTakenSeconds: 900 }),
    ]);
    expect(best).toMatchObject({ bestScore: 4.1, bestBand: null, timeTaken: null });
  });
});

describe('averages over each test’s best (spec §9)', () => {
  it('rounds bands and ratings to 1 decimal, word counts to whole words; null when none', () => {
    const reading = summariseTests('reading', [
      result({ testNumber: 1, score: 30, bandScore: 7 }),
      result({ testNumber: 1, score: 23, bandScore: 6 }),
      result({ testNumber: 2, score: 27, bandScore: 6.5 }),
      result({ testNumber: 4, score: 24, bandScore: 6 }),
    ]);
    expect(skillAverage('reading', reading)).toBe(6.5); // (7 + 6.5 + 6) / 3 = 6.5
    const listening = summariseTests('listening', [
      result({ testNumber: 1, score: 30, bandScore: 7 }),
      result({ testNumber: 2, score: 26, bandScore: 6.5 }),
      result({ testNumber: 3, score: 26, bandScore: 6.5 }),
    ]);
    expect(skillAverage('listening', listening)).toBe(6.7); // 6.666…
    const writing = summariseTests('writing', [
      result({ testNumber: 1, wordCount: 251 }),
      result({ testNumber: 2, wordCount: 262 }),
    ]);
    expect(skillAverage('writing', writing)).toBe(257); // 256.5 → 257
    const speaking = summariseTests('speaking', [
      result({ testNumber: 1, averageSelfRating: 3.3 }),
      result({ testNumber: 2, averageSelfRating: 4 }),
    ]);
    expect(skillAverage('speaking', speaking)).toBe(3.7); // 3.65 → 3.7
    expect(skillAverage('reading', [])).toBeNull();
  });
});

describe('m:ss', () => {
  it('pads seconds', () => {
    expect(formatMinutesSeconds(754)).toBe('12:34');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(0)).toBe('0:00');
  });
});
