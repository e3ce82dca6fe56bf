import { describe, expect, it } from 'vitest';
import { learnerDayGaps, learnerDaysBetween } from './schedule.ts';

describe('learnerDayGaps', () => {
  const at = (iso: string) => new Date(iso);

  it('is 0 first, then the learner days since the previous instant', () => {
    const instants = [
      at('2026-03-01T10:00:00Z'),
      at('2026-03-01T23:00:00Z'), // same UTC day
      at('2026-03-04T01:00:00Z'),
      at('2026-03-14T12:00:00Z'),
    ];
    expect(learnerDayGaps(instants, 'UTC', 0)).toEqual([0, 0, 3, 10]);
  });

  it('counts in the learner day: zone and rollover hour', () => {
    // Ho Chi Minh City is UTC+7; the day starts at 04:00 local
    const instants = [at('2026-03-01T20:30:00Z'), at('2026-03-01T21:30:00Z')];
    // 03:30 and 04:30 local on 2 March: the first still belongs to 1 March's learner day
    expect(learnerDayGaps(instants, 'Asia/Ho_Chi_Minh', 4)).toEqual([0, 1]);
    expect(learnerDayGaps(instants, 'Asia/Ho_Chi_Minh', 0)).toEqual([0, 0]);
  });

  it('agrees with learnerDaysBetween pair by pair, never negative', () => {
    const instants = [
      at('2026-10-24T22:00:00Z'),
      at('2026-10-25T23:30:00Z'), // across the end of British Summer Time
      at('2026-10-20T08:00:00Z'), // out of order: 0, as learnerDaysBetween says
      at('2027-01-02T08:00:00Z'),
    ];
    const gaps = learnerDayGaps(instants, 'Europe/London', 3);
    expect(gaps[0]).toBe(0);
    for (let i = 1; i < instants.length; i += 1) {
      expect(gaps[i]).toBe(learnerDaysBetween(instants[i - 1]!, instants[i]!, 'Europe/London', 3));
    }
    expect(gaps[2]).toBe(0);
  });

  it('answers nothing for no instants and refuses a bad zone', () => {
    expect(learnerDayGaps([], 'UTC', 0)).toEqual([]);
    expect(() => learnerDayGaps([at('2026-01-01T00:00:00Z')], 'Mars/Olympus', 0)).toThrow(
      RangeError,
    );
  });
});
