/**
 * The band estimate per skill and the exam countdown of the dashboard (issue 21 §3). An
 * estimate, labelled as such on screen: the app's practice tests are not the exam.
 *
 * Rule (ours; the issue asks for "the best recent attempts"): of a skill's ESTIMATE_RECENT most
 * recent completed attempts with a band, the mean of the ESTIMATE_BEST best bands, rounded to
 * the nearest half band as IELTS rounds the overall band (.25 up to the half, .75 up to the
 * whole: ielts-facts.md "Overall band"). Only Reading and Listening have bands in this app
 * (their raw scores convert by the published tables, ielts/bands.ts); Writing and Speaking
 * have none, so they have no estimate.
 */
import { dayKeyDistance } from '../stats/day-keys.ts';

/** Most recent banded attempts an estimate looks at. */
export const ESTIMATE_RECENT = 5;
/** Best bands of those averaged. */
export const ESTIMATE_BEST = 2;

/** Target bands a learner can choose: 4.0 to 9.0 in half bands (issue 21 §3). */
export const TARGET_BAND_MIN = 4;
export const TARGET_BAND_MAX = 9;

/** True when `band` is a target the learner may choose (4.0-9.0 in 0.5 steps). */
export function isTargetBand(band: number): boolean {
  return band >= TARGET_BAND_MIN && band <= TARGET_BAND_MAX && Number.isInteger(band * 2);
}

/** One completed attempt as the estimate reads it: its band and when (ISO instant). */
export interface BandedAttempt {
  bandScore: number;
  completedAt: string;
}

/**
 * The skill's band estimate from its attempts (any order), or null without any. Bands are
 * 0-9; the result is a half band.
 */
export function estimateBand(attempts: readonly BandedAttempt[]): number | null {
  if (attempts.length === 0) return null;
  const recent = [...attempts]
    .sort((a, b) => (a.completedAt < b.completedAt ? 1 : a.completedAt > b.completedAt ? -1 : 0))
    .slice(0, ESTIMATE_RECENT)
    .map((attempt) => attempt.bandScore)
    .sort((a, b) => b - a)
    .slice(0, ESTIMATE_BEST);
  const mean = recent.reduce((sum, band) => sum + band, 0) / recent.length;
  return Math.round(mean * 2) / 2;
}

/**
 * Days from the learner day `todayKey` to the exam date `examDate` (both 'YYYY-MM-DD'): 0 on
 * the exam's day, negative once it is past; null without an exam date.
 * @throws RangeError when a key is not a 'YYYY-MM-DD' date.
 */
export function daysUntilExam(todayKey: string, examDate: string | null): number | null {
  return examDate === null ? null : dayKeyDistance(todayKey, examDate);
}
