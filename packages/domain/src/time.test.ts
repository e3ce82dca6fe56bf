import { describe, expect, it } from 'vitest';
import {
  addLearnerDays,
  isSameLearnerDay,
  isValidTimeZone,
  learnerDayKey,
  startOfLearnerDay,
} from './time.ts';

describe('learner days', () => {
  it('validates IANA zone names', () => {
    expect(isValidTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('uses the learner time zone, not UTC, near midnight at UTC+7', () => {
    const lateEvening = new Date('2026-11-22T16:59:59Z'); // 23:59:59 in Vietnam
    const afterMidnight = new Date('2026-11-22T17:00:00Z'); // 00:00 on the 23rd in Vietnam
    expect(learnerDayKey(lateEvening, 'Asia/Ho_Chi_Minh')).toBe('2026-11-22');
    expect(learnerDayKey(afterMidnight, 'Asia/Ho_Chi_Minh')).toBe('2026-11-23');
    expect(learnerDayKey(afterMidnight, 'UTC')).toBe('2026-11-22');
    expect(isSameLearnerDay(lateEvening, afterMidnight, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(isSameLearnerDay(lateEvening, afterMidnight, 'UTC')).toBe(true);
  });

  it('finds the start of the learner day and adds calendar days', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 03:00 on the 23rd in Vietnam
    expect(startOfLearnerDay(now, 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
    expect(addLearnerDays(now, 6, 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2026-11-28T17:00:00.000Z',
    );
  });
});
