import { describe, expect, it } from 'vitest';
import { looksVietnamese, misplacedToneMarks, traditionalToneMark } from './vietnamese.ts';

describe('traditionalToneMark', () => {
  it('puts the mark on the first vowel of an open oa, oe, uy syllable', () => {
    expect(traditionalToneMark('xoá')).toBe('xóa');
    expect(traditionalToneMark('Xoá')).toBe('Xóa');
    expect(traditionalToneMark('Huỷ')).toBe('Hủy');
    expect(traditionalToneMark('hoà')).toBe('hòa');
    expect(traditionalToneMark('hoạ')).toBe('họa');
    expect(traditionalToneMark('khoẻ')).toBe('khỏe');
    expect(traditionalToneMark('tuỳ')).toBe('tùy');
    expect(traditionalToneMark('thuỵ')).toBe('thụy');
  });

  it('leaves what both styles write alike, and what is already traditional', () => {
    for (const word of [
      'hoàn',
      'toán',
      'khuyến',
      'quý',
      'Quỳ',
      'xóa',
      'hủy',
      'khuỷu',
      'hoa',
      'a',
    ]) {
      expect(traditionalToneMark(word)).toBe(word);
    }
  });

  it('reads decomposed input and answers NFC', () => {
    expect(traditionalToneMark('xoá'.normalize('NFD'))).toBe('xóa');
  });
});

describe('misplacedToneMarks', () => {
  it('lists the words written with the mark on the second vowel', () => {
    expect(misplacedToneMarks('Huỷ lời mời và xoá thẻ, rồi hòa nhập')).toEqual(['Huỷ', 'xoá']);
    expect(misplacedToneMarks('Hủy lời mời và xóa thẻ')).toEqual([]);
  });
});

describe('looksVietnamese', () => {
  it('is true for text with letters only Vietnamese has', () => {
    expect(looksVietnamese('ô nhiễm')).toBe(true);
    expect(looksVietnamese('bảo vệ môi trường')).toBe(true);
    expect(looksVietnamese('đi')).toBe(true);
    expect(looksVietnamese('ô nhiễm'.normalize('NFD'))).toBe(true);
  });

  it('is false for English, accented loanwords and unmarked Vietnamese', () => {
    expect(looksVietnamese('pollution')).toBe(false);
    expect(looksVietnamese('café')).toBe(false);
    expect(looksVietnamese('résumé')).toBe(false);
    expect(looksVietnamese('naïve')).toBe(false);
    expect(looksVietnamese('o nhiem')).toBe(false);
    expect(looksVietnamese('')).toBe(false);
  });
});
