import { describe, expect, it } from 'vitest';
import {
  addLearnerDays,
  isCalendarDate,
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

  it('accepts only days on the calendar (issue 34 item 26)', () => {
    for (const day of [
      '2026-02-28',
      '2028-02-29',
      '2000-02-29',
      '2026-04-30',
      '2026-12-31',
      '0001-01-01',
      '9999-12-31',
    ]) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of [
      '2026-02-29',
      '2100-02-29', // not a leap year (divisible by 100, not by 400)
      '2026-04-31',
      '2026-06-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '0000-01-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
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

  it('starts the day at the rollover hour (issue 19, Anki default 4)', () => {
    const tz = 'Asia/Ho_Chi_Minh';
    const before = new Date('2026-11-22T20:59:59Z'); // 03:59:59 on the 23rd in Vietnam
    const after = new Date('2026-11-22T21:00:00Z'); // 04:00 on the 23rd in Vietnam
    expect(learnerDayKey(before, tz, 4)).toBe('2026-11-22');
    expect(learnerDayKey(after, tz, 4)).toBe('2026-11-23');
    expect(isSameLearnerDay(before, after, tz, 4)).toBe(false);
    expect(startOfLearnerDay(before, tz, 4).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(startOfLearnerDay(after, tz, 4).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    // due dates are the start of a learner day: 04:00 local, one day on
    expect(addLearnerDays(before, 1, tz, 4).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(addLearnerDays(after, 1, tz, 4).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(() => startOfLearnerDay(after, tz, 24)).toThrow(RangeError);
  });

  it('keeps the rollover hour on the local clock across a DST change', () => {
    // London leaves summer time on 2026-10-25: 04:00 BST is 03:00Z, 04:00 GMT is 04:00Z
    const saturday = new Date('2026-10-24T12:00:00Z');
    expect(addLearnerDays(saturday, 0, 'Europe/London', 4).toISOString()).toBe(
      '2026-10-24T03:00:00.000Z',
    );
    expect(addLearnerDays(saturday, 1, 'Europe/London', 4).toISOString()).toBe(
      '2026-10-25T04:00:00.000Z',
    );
  });
});
