import { describe, expect, it } from 'vitest';
import {
  browseCardState,
  DIFFICULT_EASINESS_FACTOR,
  dueCutoff,
  foldSearchText,
  isDifficult,
  SEARCH_FOLD_TABLE,
} from './card-browser.ts';
import { nextEasinessFactor } from '../srs/sm2.ts';

describe('card browser rules', () => {
  it('calls a card difficult below 2.0: after two hard ratings, not after one', () => {
    expect(DIFFICULT_EASINESS_FACTOR).toBe(2);
    expect(isDifficult(2.5)).toBe(false);
    expect(isDifficult(2.18)).toBe(false);
    expect(isDifficult(1.86)).toBe(true);
    expect(isDifficult(1.3)).toBe(true);
  });

  it('folds Vietnamese accents, đ and case, precomposed or decomposed', () => {
    expect(foldSearchText('Đăng KÝ học')).toBe('dang ky hoc');
    expect(foldSearchText('Người Việt')).toBe('nguoi viet');
    expect(foldSearchText('Người Việt'.normalize('NFD'))).toBe('nguoi viet');
    expect(foldSearchText('ỨNG DỤNG')).toBe('ung dung');
    expect(foldSearchText('résumé 100%')).toBe('resume 100%');
    expect(foldSearchText('naïve')).toBe('naïve'); // outside Vietnamese: left alone
  });

  it('maps each letter of the table to one ASCII letter, then lists marks to delete', () => {
    const { from, to } = SEARCH_FOLD_TABLE;
    expect(to).toMatch(/^[adeiouy]+$/);
    expect(
      [...from]
        .slice(0, to.length)
        .every((ch) => ch.normalize('NFD')[0] !== ch || ch === 'đ' || ch === 'Đ'),
    ).toBe(true);
    expect([...from].length - to.length).toBe(8);
    expect(new Set(from).size).toBe([...from].length);
  });

  it('cuts "due" at the start of the learner next day (time zone and rollover hour)', () => {
    // 03:00 on the 23rd in Vietnam, rollover at 4: the learner's day is still the 22nd
    const now = new Date('2026-11-22T20:00:00Z');
    expect(dueCutoff(now, 'Asia/Ho_Chi_Minh', 4).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(dueCutoff(now, 'Asia/Ho_Chi_Minh', 0).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('shows suspended first, then new, due or scheduled', () => {
    const cutoff = new Date('2026-11-23T17:00:00Z');
    const review = (nextReviewDate: string) => ({ nextReviewDate });
    expect(browseCardState({ suspended: true, review: null }, cutoff)).toBe('suspended');
    expect(browseCardState({ suspended: false, review: null }, cutoff)).toBe('new');
    expect(
      browseCardState({ suspended: false, review: review('2026-11-23T16:59:59Z') }, cutoff),
    ).toBe('due');
    expect(
      browseCardState({ suspended: false, review: review('2026-11-23T17:00:00Z') }, cutoff),
    ).toBe('scheduled');
  });

  it('agrees with SM-2: two hard ratings from the start make a card difficult', () => {
    const once = nextEasinessFactor(2.5, 2);
    const twice = nextEasinessFactor(once, 2);
    expect(isDifficult(once)).toBe(false);
    expect(isDifficult(twice)).toBe(true);
  });
});
