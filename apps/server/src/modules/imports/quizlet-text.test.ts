import { IMPORT_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuizletText } from './quizlet-text.ts';

const parse = (text: string, termSeparator = 'tab', cardSeparator = 'newline') =>
  parseQuizletText(text, { termSeparator, cardSeparator }, 'T');

describe('Quizlet text', () => {
  it('reads tab between term and definition, newline between cards (Quizlet defaults)', () => {
    const preview = parse('\uFEFFcohesion\tsự mạch lạc\r\nabundant\tdồi dào, phong phú\n\n');
    expect(preview).toEqual({
      title: 'T',
      cards: [
        { front: 'cohesion', back: 'sự mạch lạc' },
        { front: 'abundant', back: 'dồi dào, phong phú' },
      ],
      problems: [],
    });
  });

  it('reads a comma between term and definition (the rest of the line is the definition)', () => {
    const preview = parse('apple, quả táo, loại quả\nbook,sách', 'comma');
    expect(preview.cards).toEqual([
      { front: 'apple', back: 'quả táo, loại quả' },
      { front: 'book', back: 'sách' },
    ]);
  });

  it('reads a custom term separator', () => {
    const preview = parse('run - chạy\nwalk - đi bộ', ' - ');
    expect(preview.cards).toEqual([
      { front: 'run', back: 'chạy' },
      { front: 'walk', back: 'đi bộ' },
    ]);
  });

  it('reads semicolons between cards, keeping line breaks inside a definition', () => {
    const preview = parse('a\tdòng 1\ndòng 2;b\tB;\n c\tC;', 'tab', 'semicolon');
    expect(preview.cards).toEqual([
      { front: 'a', back: 'dòng 1\ndòng 2' },
      { front: 'b', back: 'B' },
      { front: 'c', back: 'C' },
    ]);
  });

  it('reads a custom card separator', () => {
    const preview = parse('one=một###two=hai###', '=', '###');
    expect(preview.cards).toEqual([
      { front: 'one', back: 'một' },
      { front: 'two', back: 'hai' },
    ]);
  });

  it('reports lines without a separator or with an empty side, by the line they start on', () => {
    const preview = parse('ok\tđược\nno separator here\n\t lonely back\nfront only\t\nfine\tổn');
    expect(preview.cards).toEqual([
      { front: 'ok', back: 'được' },
      { front: 'fine', back: 'ổn' },
    ]);
    expect(preview.problems).toEqual([
      {
        line: 2,
        place: 'line',
        code: 'missingSeparator',
        message: IMPORT_MESSAGES.missingSeparator('Dòng 2'),
      },
      { line: 3, place: 'line', code: 'emptyFront', message: IMPORT_MESSAGES.emptyFront('Dòng 3') },
      { line: 4, place: 'line', code: 'emptyBack', message: IMPORT_MESSAGES.emptyBack('Dòng 4') },
    ]);

    const multi = parse('a\tA;\n\nnone;b\tB', 'tab', 'semicolon');
    expect(multi.problems).toEqual([
      {
        line: 3,
        place: 'line',
        code: 'missingSeparator',
        message: IMPORT_MESSAGES.missingSeparator('Dòng 3'),
      },
    ]);
  });

  it('skips a side longer than 2000 characters instead of cutting it', () => {
    const preview = parse(`long\t${'x'.repeat(2001)}\nshort\tngắn`);
    expect(preview.cards).toEqual([{ front: 'short', back: 'ngắn' }]);
    expect(preview.problems).toEqual([
      {
        line: 1,
        place: 'line',
        code: 'sideTooLong',
        side: 'back',
        max: 2000,
        message: IMPORT_MESSAGES.sideTooLong('Dòng 1', 'back'),
      },
    ]);
  });

  it('says where the editor limit of 1000 cards per set falls', () => {
    const text = Array.from({ length: 1200 }, (_, i) => `w${i}\tn${i}`).join('\n');
    const preview = parse(text);
    expect(preview.cards).toHaveLength(1200);
    expect(preview.problems).toEqual([
      {
        line: 1001,
        place: 'line',
        code: 'overEditorLimit',
        count: 1200,
        max: 1000,
        message: IMPORT_MESSAGES.overEditorLimit(1200, 'Dòng 1001'),
      },
    ]);
  });

  it('stops at the 2000-card cap without reading a 1,000,000-line text to its end', () => {
    const text = 'word\tnghĩa\n'.repeat(1_000_000);
    const started = performance.now();
    expect(() => parse(text)).toThrow(IMPORT_MESSAGES.tooManyCards);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses text with nothing in it', () => {
    expect(() => parse('\n \n')).toThrow(IMPORT_MESSAGES.noCards);
  });
});
