import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from './catalogues.ts';
import { dateFormats } from './dates.ts';
import { makeIntl } from './translate.ts';

const vi = dateFormats(makeIntl('vi', loadedMessages('vi')!), 'Asia/Ho_Chi_Minh');
const en = dateFormats(makeIntl('en', await loadMessages('en')), 'Asia/Ho_Chi_Minh');
// 14:05 on 27 November 2026 in Ho Chi Minh City
const instant = '2026-11-27T07:05:00.000Z';

describe('the date formats (issue 34 §14: one per kind)', () => {
  it('writes a day day-first in both languages, on the learner clock', () => {
    expect(vi.day(instant)).toBe('27/11/2026');
    expect(en.day(instant)).toBe('27/11/2026');
    expect(en.day(new Date(instant))).toBe('27/11/2026');
    // 20:00 UTC is already the next day in Ho Chi Minh City
    expect(vi.day('2026-11-27T20:00:00.000Z')).toBe('28/11/2026');
  });

  it('writes a calendar day key as that day wherever the learner is', () => {
    const utcMinus = dateFormats(makeIntl('en', loadedMessages('en')!), 'America/Los_Angeles');
    expect(utcMinus.day('2026-11-27')).toBe('27/11/2026');
    expect(vi.day('2026-11-27')).toBe('27/11/2026');
    expect(vi.shortDay('2026-02-03')).toBe('3/2');
    expect(en.shortDay('2026-02-03')).toBe('03/02');
    expect(en.month('2026-11')).toBe('Nov 2026');
  });

  it('writes a day and its time in 24 hours', () => {
    expect(vi.dayTime(instant)).toBe('14:05 27/11/2026');
    expect(en.dayTime(instant)).toBe('27/11/2026, 14:05');
  });

  it('says how long ago in the one unit a person would say', () => {
    const now = new Date('2026-11-27T07:10:00.000Z');
    expect(vi.relative(instant, now)).toBe('5 phút trước');
    expect(en.relative(instant, now)).toBe('5 minutes ago');
    expect(en.relative('2026-11-27T07:09:40.000Z', now)).toBe('now');
    expect(en.relative('2026-11-27T03:00:00.000Z', now)).toBe('4 hours ago');
    expect(en.relative('2026-11-26T10:00:00.000Z', now)).toBe('yesterday');
    expect(vi.relative('2026-11-24T10:00:00.000Z', now)).toBe('3 ngày trước');
    expect(en.relative('2026-11-29T10:00:00.000Z', now)).toBe('in 2 days');
    expect(en.relative('2026-11-10T10:00:00.000Z', now)).toBe('2 weeks ago');
  });
});
