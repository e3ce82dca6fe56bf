/**
 * The progress chart's scales (pure): the value axis of each skill (bands 0-9, self-ratings 0-5,
 * word counts from 0 to a round number above the largest count and the 250-word minimum), and
 * which attempts get a date under the time axis.
 */
import type { IeltsSkill } from '@app/domain';

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** Words a Task 2 essay needs (ielts-facts.md). */
export const ESSAY_MIN_WORDS = 250;

/** The value axis of a skill for the given values. */
export function valueAxis(skill: IeltsSkill, values: readonly number[]): ValueAxis {
  if (skill === 'reading' || skill === 'listening') {
    return { min: 0, max: 9, ticks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };
  }
  if (skill === 'speaking') return { min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5] };
  const top = Math.max(ESSAY_MIN_WORDS, ...values);
  const step = top > 600 ? 200 : 100;
  const max = Math.ceil((top + 1) / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { min: 0, max, ticks };
}

/**
 * Indexes of the points whose date is written under the axis: the first, the last and evenly
 * spaced ones between, at most `room` in all.
 */
export function labelledIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const slots = Math.max(2, Math.floor(room));
  if (count <= slots) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (slots - 1);
  return [...new Set(Array.from({ length: slots }, (_, i) => Math.round(i * step)))];
}
