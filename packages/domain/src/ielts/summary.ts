/**
 * The per-test summary and the skill averages of spec §3 "Derived per-test summary" and §9
 * "Tests", computed from a learner's completed results of one skill:
 * - attempts: count of completed results of the test;
 * - best for reading/listening: the result with the highest band (ties: higher raw score, then
 *   shorter time, then the earlier one); bestScore is its raw score, timeTaken its time;
 * - best for writing: the highest word count (bestScore = the word count, no band), its time;
 * - best for speaking: the highest average self-rating (bestScore = that rating, no band, no time);
 * - averages use each test's best: reading/listening average band and speaking average rating
 *   rounded to 1 decimal; writing average of best word counts rounded to a whole number.
 */

export const IELTS_SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;
export type IeltsSkill = (typeof IELTS_SKILLS)[number];

/** Test durations in minutes (spec §9). */
export const TEST_MINUTES: Record<IeltsSkill, number> = {
  speaking: 15,
  writing: 40,
  reading: 60,
  listening: 30,
};

/** One completed result as the summary reads it (ISO instants). */
export interface CompletedResult {
  testNumber: number;
  score: number | null;
  bandScore: number | null;
  timeTakenSeconds: number | null;
  wordCount: number | null;
  averageSelfRating: number | null;
  completedAt: string;
}

export interface TestSummary {
  testNumber: number;
  attempts: number;
  /** Raw score (reading/listening), word count (writing) or self-rating (speaking) of the best. */
  bestScore: number | null;
  /** Band of the best (reading/listening only). */
  bestBand: number | null;
  /** Seconds taken by the best (not for speaking). */
  timeTaken: number | null;
  /** When the best was completed. */
  completedAt: string | null;
}

const n = (value: number | null) => value ?? -Infinity;

/** Positive when `a` is a better result than `b` for `skill` (see the module docstring). */
function compare(skill: IeltsSkill, a: CompletedResult, b: CompletedResult): number {
  const time = (r: CompletedResult) => r.timeTakenSeconds ?? Infinity;
  const order =
    skill === 'reading' || skill === 'listening'
      ? [n(a.bandScore) - n(b.bandScore), n(a.score) - n(b.score), time(b) - time(a)]
      : skill === 'writing'
        ? [n(a.wordCount) - n(b.wordCount), time(b) - time(a)]
        : [n(a.averageSelfRating) - n(b.averageSelfRating)];
  for (const difference of order)
    if (difference !== 0 && !Number.isNaN(difference)) return difference;
  // the earlier attempt first reached it
  return a.completedAt < b.completedAt ? 1 : a.completedAt > b.completedAt ? -1 : 0;
}

/** One summary per test number that has results, in test-number order. */
export function summariseTests(
  skill: IeltsSkill,
  results: readonly CompletedResult[],
): TestSummary[] {
  const byTest = new Map<number, CompletedResult[]>();
  for (const result of results) {
    const list = byTest.get(result.testNumber);
    if (list) list.push(result);
    else byTest.set(result.testNumber, [result]);
  }
  return [...byTest.entries()]
    .sort(([a], [b]) => a - b)
    .map(([testNumber, list]) => {
      const best = list.reduce((a, b) => (compare(skill, b, a) > 0 ? b : a));
      const banded = skill === 'reading' || skill === 'listening';
      return {
        testNumber,
        attempts: list.length,
        bestScore:
          skill === 'writing'
            ? best.wordCount
            : skill === 'speaking'
              ? best.averageSelfRating
              : best.score,
        bestBand: banded ? best.bandScore : null,
        timeTaken: skill === 'speaking' ? null : best.timeTakenSeconds,
        completedAt: best.completedAt,
      };
    });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The skill's average over each test's best: band (reading/listening) or self-rating (speaking)
 * to 1 decimal, word count (writing) to a whole number; null when nothing is completed.
 */
export function skillAverage(skill: IeltsSkill, summaries: readonly TestSummary[]): number | null {
  const values = summaries
    .map((s) => (skill === 'reading' || skill === 'listening' ? s.bestBand : s.bestScore))
    .filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return skill === 'writing' ? Math.round(mean) : round1(mean);
}

/** "m:ss" with zero-padded seconds (spec §9), e.g. 754 → "12:34". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
