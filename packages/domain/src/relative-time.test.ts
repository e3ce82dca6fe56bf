import { describe, expect, it } from 'vitest';
import { dayPart, localHour, relativeTime } from './relative-time.ts';

const HCM = 'Asia/Ho_Chi_Minh';
const now = new Date('2026-11-27T07:00:00Z'); // 14:00 in Ho Chi Minh City
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it('says now under a minute, then minutes, then hours of the same day', () => {
    expect(relativeTime(ago(20_000), now, HCM)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(ago(5 * MIN), now, HCM)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTime(ago(3 * HOUR + 10 * MIN), now, HCM)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime(new Date(now.getTime() + 2 * HOUR), now, HCM)).toEqual({
      value: 2,
      unit: 'hour',
    });
  });

  it('counts calendar days in the learner zone: 23:50 yesterday is yesterday', () => {
    // 23:50 the day before in Ho Chi Minh City is 16:50 UTC; it is 14 h 10 min before now
    expect(relativeTime(new Date('2026-11-26T16:50:00Z'), now, HCM)).toEqual({
      value: -1,
      unit: 'day',
    });
    // 18:00 UTC the day before is 01:00 today in Ho Chi Minh City: today there, yesterday in UTC
    expect(relativeTime(new Date('2026-11-26T18:00:00Z'), now, HCM)).toEqual({
      value: -13,
      unit: 'hour',
    });
    expect(relativeTime(new Date('2026-11-26T18:00:00Z'), now, 'UTC')).toEqual({
      value: -1,
      unit: 'day',
    });
    expect(relativeTime(ago(3 * 24 * HOUR), now, HCM)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTime(new Date('2026-11-28T02:00:00Z'), now, HCM)).toEqual({
      value: 1,
      unit: 'day',
    });
  });

  it('goes on in weeks, months and years', () => {
    expect(relativeTime(ago(10 * 24 * HOUR), now, HCM)).toEqual({ value: -1, unit: 'week' });
    expect(relativeTime(ago(30 * 24 * HOUR), now, HCM)).toEqual({ value: -4, unit: 'week' });
    expect(relativeTime(new Date('2026-09-10T07:00:00Z'), now, HCM)).toEqual({
      value: -2,
      unit: 'month',
    });
    expect(relativeTime(new Date('2024-12-01T07:00:00Z'), now, HCM)).toEqual({
      value: -2,
      unit: 'year',
    });
  });
});

describe('the greeting hour', () => {
  it('reads the hour on the learner clock, not the machine one', () => {
    expect(localHour(now, HCM)).toBe(14);
    expect(localHour(now, 'UTC')).toBe(7);
    expect(localHour(new Date('2026-11-27T17:30:00Z'), HCM)).toBe(0);
  });

  it('names the part of the day', () => {
    expect([3, 4, 10, 11, 17, 18, 23, 0].map(dayPart)).toEqual([
      'evening',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'evening',
    ]);
  });
});
