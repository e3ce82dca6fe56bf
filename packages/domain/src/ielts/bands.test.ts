import { describe, expect, it } from 'vitest';
import { academicReadingBand, listeningBand, overallBand } from './bands.ts';

/** Every raw score 0-40 of both tables (ielts-facts.md), written out so a change shows. */
const LISTENING = [
  0, 1, 2, 2, 2.5, 2.5, 3, 3, 3.5, 3.5, 4, 4, 4, 4.5, 4.5, 4.5, 5, 5, 5.5, 5.5, 5.5, 5.5, 5.5, 6, 6,
  6, 6.5, 6.5, 6.5, 6.5, 7, 7, 7.5, 7.5, 7.5, 8, 8, 8.5, 8.5, 9, 9,
];
const READING = [
  0, 1, 2, 2, 2.5, 2.5, 3, 3, 3.5, 3.5, 4, 4, 4, 4.5, 4.5, 5, 5, 5, 5, 5.5, 5.5, 5.5, 5.5, 6, 6, 6,
  6, 6.5, 6.5, 6.5, 7, 7, 7, 7.5, 7.5, 8, 8, 8.5, 8.5, 9, 9,
];

describe('raw score → band', () => {
  it('Listening, every raw score 0-40', () => {
    expect(Array.from({ length: 41 }, (_, raw) => listeningBand(raw))).toEqual(LISTENING);
  });

  it('Academic Reading, every raw score 0-40', () => {
    expect(Array.from({ length: 41 }, (_, raw) => academicReadingBand(raw))).toEqual(READING);
  });

  it('matches the official averages (ielts.org)', () => {
    expect([16, 23, 30, 35].map(listeningBand)).toEqual([5, 6, 7, 8]);
    expect([15, 23, 30, 35].map(academicReadingBand)).toEqual([5, 6, 7, 8]);
  });

  it('refuses raw scores outside 0-40', () => {
    expect(() => listeningBand(41)).toThrow(RangeError);
    expect(() => academicReadingBand(-1)).toThrow(RangeError);
    expect(() => academicReadingBand(12.5)).toThrow(RangeError);
  });
});

describe('overall band', () => {
  it('rounds the mean to the nearest half band (.25 and .75 up), the official examples', () => {
    expect(overallBand([6.5, 6.5, 5, 7])).toBe(6.5);
    expect(overallBand([4, 3.5, 4, 4])).toBe(4);
    expect(overallBand([6.5, 6.5, 5.5, 6])).toBe(6);
    expect(overallBand([7, 7, 7, 8])).toBe(7.5); // 7.25 → 7.5
  });
});
