import { describe, expect, it } from 'vitest';
import { checkWrittenAnswer, writtenAlternatives } from './written-answer.ts';

describe('checkWrittenAnswer', () => {
  it('accepts the games’ tolerant forms: case, spaces, apostrophes, alternatives', () => {
    expect(checkWrittenAnswer('  Bằng  Chứng ', 'bằng chứng')).toEqual({
      verdict: 'correct',
      expected: 'bằng chứng',
    });
    expect(checkWrittenAnswer('don’t', "don't")).toMatchObject({ verdict: 'correct' });
    expect(checkWrittenAnswer('large', 'big/large')).toEqual({
      verdict: 'correct',
      expected: 'large',
    });
  });

  it('takes each sense of a meaning, separated by commas or semicolons, and the whole', () => {
    expect(writtenAlternatives('bằng chứng, chứng cứ; dấu hiệu')).toEqual([
      'bằng chứng',
      'chứng cứ',
      'dấu hiệu',
    ]);
    expect(checkWrittenAnswer('chứng cứ', 'bằng chứng, chứng cứ')).toEqual({
      verdict: 'correct',
      expected: 'chứng cứ',
    });
    expect(checkWrittenAnswer('bằng chứng, chứng cứ', 'bằng chứng, chứng cứ')).toMatchObject({
      verdict: 'correct',
    });
  });

  it('reads the senses before a definition after a spaced dash', () => {
    const back = 'bằng chứng, chứng cứ — facts or information showing whether a claim is true';
    expect(writtenAlternatives(back)).toEqual(['bằng chứng', 'chứng cứ']);
    expect(checkWrittenAnswer('chứng cứ', back)).toEqual({
      verdict: 'correct',
      expected: 'chứng cứ',
    });
    expect(checkWrittenAnswer('facts or information', back).verdict).toBe('wrong');
    expect(checkWrittenAnswer(back, back).verdict).toBe('correct');
    expect(writtenAlternatives('tiêu chí – a standard')).toEqual(['tiêu chí']);
    // a hyphen inside a word or a dash without spaces is not a definition
    expect(writtenAlternatives('e-mail, thư điện tử')).toEqual(['e-mail', 'thư điện tử']);
    expect(writtenAlternatives('1990—2000')).toEqual(['1990—2000']);
  });

  it('says "Thiếu dấu" for missing tone marks, vowel marks and the stroke of đ', () => {
    // no marks at all, as typed on a keyboard without Vietnamese input
    expect(checkWrittenAnswer('bang chung', 'bằng chứng, chứng cứ')).toEqual({
      verdict: 'missing-marks',
      expected: 'bằng chứng',
    });
    // the hat kept, the tone mark missing
    expect(checkWrittenAnswer('đât nươc', 'đất nước')).toEqual({
      verdict: 'missing-marks',
      expected: 'đất nước',
    });
    expect(checkWrittenAnswer('dat nuoc', 'đất nước')).toMatchObject({ verdict: 'missing-marks' });
    // the breve missing, the tone mark right
    expect(checkWrittenAnswer('bàng', 'bằng')).toMatchObject({ verdict: 'missing-marks' });
    // composed or decomposed input is the same answer
    expect(checkWrittenAnswer('ba\u0300ng', 'bằng')).toMatchObject({ verdict: 'missing-marks' });
    expect(checkWrittenAnswer('ba\u0306\u0300ng', 'bằng')).toMatchObject({ verdict: 'correct' });
  });

  it('marks a wrong or extra mark, or other letters, as wrong', () => {
    // another tone mark in place of the right one
    expect(checkWrittenAnswer('bắng', 'bằng')).toEqual({ verdict: 'wrong', expected: 'bằng' });
    expect(checkWrittenAnswer('bẳng', 'bằng')).toMatchObject({ verdict: 'wrong' });
    expect(checkWrittenAnswer('đang', 'dang')).toMatchObject({ verdict: 'wrong' });
    expect(checkWrittenAnswer('bang chu', 'bằng chứng')).toMatchObject({ verdict: 'wrong' });
    expect(checkWrittenAnswer('   ', 'bằng chứng')).toEqual({
      verdict: 'wrong',
      expected: 'bằng chứng',
    });
  });

  it('forgives a missing accent in English too, and shows the right form', () => {
    expect(checkWrittenAnswer('cafe', 'café')).toEqual({
      verdict: 'missing-marks',
      expected: 'café',
    });
  });
});
