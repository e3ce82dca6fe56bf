import { IMPORT_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { looksAlternating, previewAlternating, readAlternating } from './quizlet-alternating.ts';
import { previewPastedText } from './imports.service.ts';

const paste = (text: string, layout: 'auto' | 'lines' | 'alternating' = 'auto') =>
  previewPastedText({ text, termSeparator: 'tab', cardSeparator: 'newline', layout });

/** A set page as a browser copies it: header, heading, a counter and labels per pair. */
const PAGE = [
  'Từ vựng chủ đề môi trường',
  'Save',
  'Created by',
  'lan_hoc_ielts',
  '',
  'Terms in this set (3)',
  '1',
  'deforestation',
  'Play audio',
  'nạn phá rừng',
  'Play audio',
  'Star',
  '2',
  'renewable energy',
  'Play audio',
  'năng lượng tái tạo',
  'Play audio',
  'Star',
  '3',
  'landfill',
  'Play audio',
  'bãi chôn lấp rác',
  'Play audio',
  'Star',
].join('\r\n');

describe('alternate lines from a Quizlet set page', () => {
  it('reads a page paste: header dropped, title kept, counters and labels removed', () => {
    expect(paste(PAGE)).toEqual({
      title: 'Từ vựng chủ đề môi trường',
      cards: [
        { front: 'deforestation', back: 'nạn phá rừng' },
        { front: 'renewable energy', back: 'năng lượng tái tạo' },
        { front: 'landfill', back: 'bãi chôn lấp rác' },
      ],
      problems: [],
      layout: 'alternating',
    });
  });

  it('reads the Vietnamese heading as well', () => {
    const preview = paste('Bộ từ\nThuật ngữ trong học phần này (1)\nthrive\nphát triển mạnh');
    expect(preview.title).toBe('Bộ từ');
    expect(preview.cards).toEqual([{ front: 'thrive', back: 'phát triển mạnh' }]);
  });

  it('reads alternate lines without blank lines, titled by the first term (issue 34 §16)', () => {
    const preview = paste('\uFEFFcommute\nđi lại hằng ngày\nsuburb\nvùng ngoại ô, ngoại thành\n');
    expect(preview).toEqual({
      title: 'commute',
      cards: [
        { front: 'commute', back: 'đi lại hằng ngày' },
        { front: 'suburb', back: 'vùng ngoại ô, ngoại thành' },
      ],
      problems: [],
      layout: 'alternating',
    });
  });

  it('reads pairs split by blank lines, and a blank line after every line', () => {
    const split = paste('commute\nđi lại\n\n\nsuburb\nngoại ô\n');
    const spaced = paste('commute\n\nđi lại\n\nsuburb\n\nngoại ô');
    for (const preview of [split, spaced]) {
      expect(preview.cards).toEqual([
        { front: 'commute', back: 'đi lại' },
        { front: 'suburb', back: 'ngoại ô' },
      ]);
      expect(preview.layout).toBe('alternating');
    }
  });

  it('reports the unpaired last line of an odd block and still pairs the other blocks', () => {
    const preview = paste('commute\nđi lại\nsuburb\n\nthrive\nphát triển');
    expect(preview.cards).toEqual([
      { front: 'commute', back: 'đi lại' },
      { front: 'thrive', back: 'phát triển' },
    ]);
    expect(preview.problems).toEqual([
      {
        line: 3,
        place: 'line',
        code: 'unpairedLine',
        message: IMPORT_MESSAGES.unpairedLine('Dòng 3'),
      },
    ]);
    const odd = paste('commute\nđi lại\nsuburb');
    expect(odd.cards).toHaveLength(1);
    expect(odd.problems.map((p) => [p.code, p.line])).toEqual([['unpairedLine', 3]]);
  });

  it('keeps a single "star" term (a label is noise only when repeated)', () => {
    const preview = paste('star\nngôi sao\nplanet\nhành tinh');
    expect(preview.cards[0]).toEqual({ front: 'star', back: 'ngôi sao' });
  });

  it('never reads tab-separated text as alternate lines', () => {
    const preview = paste('commute\tđi lại\nsuburb\tngoại ô');
    expect(preview.layout).toBe('lines');
    expect(preview.cards).toEqual([
      { front: 'commute', back: 'đi lại' },
      { front: 'suburb', back: 'ngoại ô' },
    ]);
    expect(looksAlternating(readAlternating('a\tb\nc\td'))).toBe(false);
  });

  it('never reads one card per line with another separator as alternate lines', () => {
    for (const text of [
      'commute - đi lại\nsuburb - ngoại ô',
      'commute: đi lại\nsuburb: ngoại ô\nthrive: phát triển\nscarce: khan hiếm',
      'commute = đi lại\nsuburb = ngoại ô',
      'commute, đi lại\nsuburb, ngoại ô\nthrive, phát triển',
    ]) {
      expect(looksAlternating(readAlternating(text)), text).toBe(false);
      expect(paste(text).layout, text).toBe('lines');
    }
    // a single line is never alternate lines
    expect(looksAlternating(readAlternating('commute'))).toBe(false);
  });

  it('obeys a layout the learner chose, and custom separators turn detection off', () => {
    expect(paste('commute\nđi lại', 'lines').layout).toBe('lines');
    expect(paste('commute - đi lại\nsuburb - ngoại ô', 'alternating').cards).toEqual([
      { front: 'commute - đi lại', back: 'suburb - ngoại ô' },
    ]);
    const custom = previewPastedText({
      text: 'commute\nđi lại',
      termSeparator: ' - ',
      cardSeparator: 'newline',
      layout: 'auto',
    });
    expect(custom.layout).toBe('lines');
  });

  it('exposes the blocks with their line numbers', () => {
    expect(readAlternating('Terms in this set (1)\n1\nfoo\nbar')).toEqual({
      title: null,
      blocks: [
        [
          { line: 3, text: 'foo' },
          { line: 4, text: 'bar' },
        ],
      ],
    });
    expect(() => previewAlternating({ title: null, blocks: [] }, 'T')).toThrow();
  });
});
