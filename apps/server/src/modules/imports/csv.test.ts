import { IMPORT_MESSAGES } from '@app/contracts';
import type { AppError } from '../../lib/errors.ts';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, pickColumns, restoreFormulaCell } from './csv.ts';

describe('CSV import', () => {
  it('reads quoted commas, doubled quotes and line breaks (RFC 4180)', () => {
    const csv =
      'front,back\r\n' +
      '"apple, green","quả táo, màu xanh"\r\n' +
      '"say ""hi""","nói ""chào"""\r\n' +
      'multi,"dòng 1\r\ndòng 2"\r\n' +
      'plain,thường\r\n';
    expect(parseCsv(csv, 'T')).toEqual({
      title: 'T',
      cards: [
        { front: 'apple, green', back: 'quả táo, màu xanh' },
        { front: 'say "hi"', back: 'nói "chào"' },
        { front: 'multi', back: 'dòng 1\ndòng 2' },
        { front: 'plain', back: 'thường' },
      ],
      problems: [],
    });
  });

  it("removes the one ' the export puts before a formula-like side, and keeps any other", () => {
    for (const side of ['=1+1', '+1', '-ing', '@SUM(A1)', '\tx', '\rx', '＝x', "'=x", "''@x"]) {
      expect(restoreFormulaCell(`'${side}`)).toBe(side);
    }
    for (const cell of ["'tis", "'", "' =x", "x'=y", '=1+1', '-ing', '', "'1+1"]) {
      expect(restoreFormulaCell(cell)).toBe(cell);
    }
    const csv = 'front,back\r\n"\'=HYPERLINK(""x"")","\'+1+1"\r\n\'-ing,\'@home\r\n\'tis,it is\r\n';
    expect(parseCsv(csv, 'T').cards).toEqual([
      { front: '=HYPERLINK("x")', back: '+1+1' },
      { front: '-ing', back: '@home' },
      { front: "'tis", back: 'it is' },
    ]);
  });

  it('names the line a row starts on, after rows spanning several lines', () => {
    const csv = 'front,back\n"a","x\ny\nz"\n\nonly front,\nb,B\n';
    const preview = parseCsv(csv, 'T');
    expect(preview.cards).toEqual([
      { front: 'a', back: 'x\ny\nz' },
      { front: 'b', back: 'B' },
    ]);
    expect(preview.problems).toEqual([
      { line: 6, place: 'line', code: 'emptyBack', message: IMPORT_MESSAGES.emptyBack('Dòng 6') },
    ]);
  });

  it('takes the columns named front/back or term/definition, else the first two', () => {
    expect(pickColumns(['id', 'Definition', 'Term'])).toEqual({ front: 2, back: 1 });
    expect(pickColumns(['Mặt trước', 'ghi chú', 'Mặt sau'])).toEqual({ front: 0, back: 2 });
    expect(pickColumns(['word only', 'x', 'y'])).toEqual({ front: 0, back: 1 });
    const preview = parseCsv('\uFEFFnote,definition,term\nn,nghĩa,word\n', 'T');
    expect(preview.cards).toEqual([{ front: 'word', back: 'nghĩa' }]);
  });

  it('finds the delimiter in the header line (Excel writes semicolons in some locales)', () => {
    expect(detectDelimiter('front;back\na;b')).toBe(';');
    expect(detectDelimiter('front\tback')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('front')).toBe(',');
    expect(parseCsv('front;back\n"a;1";b\n', 'T').cards).toEqual([{ front: 'a;1', back: 'b' }]);
  });

  it('answers a 400 naming the line for a quote left open', () => {
    expect(() => parseCsv('front,back\na,"open\nb,c\n', 'T')).toThrow(/Tệp CSV bị lỗi ở dòng \d+/);
    try {
      parseCsv('front,back\na,"open\nb,c\n', 'T');
    } catch (error) {
      const { reason, params } = (error as AppError).toBody().error;
      expect(reason).toBe('csvBroken');
      expect(params).toEqual({ line: expect.any(Number) });
    }
    expect.assertions(3);
  });

  it('stops after the 2000-card cap on a 1,000,000-line CSV', () => {
    const csv = 'front,back\n' + 'word,nghĩa\n'.repeat(1_000_000);
    const started = performance.now();
    expect(() => parseCsv(csv, 'T')).toThrow(IMPORT_MESSAGES.tooManyCards);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('accepts exactly 2000 rows', () => {
    const csv = 'front,back\n' + 'word,nghĩa\n'.repeat(2000);
    expect(parseCsv(csv, 'T').cards).toHaveLength(2000);
  });
});
