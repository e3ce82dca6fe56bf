import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { previewAnkiPackage } from './anki-read.ts';
import { parseCsv } from './csv.ts';
import {
  asciiFileName,
  contentDisposition,
  exportSet,
  neutraliseFormulaCell,
  safeFileBase,
  toCsv,
  toQuizletText,
} from './export.ts';
import { parseQuizletText } from './quizlet-text.ts';
import { loadSqlJs } from './sqlite.ts';

const set = {
  title: 'Từ vựng: IELTS / Band 7',
  cards: [
    { id: '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b', front: 'apple, green', back: 'quả táo "xanh"' },
    { front: 'multi', back: 'dòng 1\ndòng 2' },
    { front: 'Tom & Jerry <3', back: 'mèo\tvà chuột' },
  ],
};
const plain = set.cards.map(({ front, back }) => ({ front, back }));
const now = new Date('2026-03-01T10:00:00Z');

describe('export', () => {
  it('writes CSV with a BOM, a header and RFC 4180 quoting that reads back the same', () => {
    const csv = toCsv(set);
    const head = '\uFEFFfront,back,tags\r\n"apple, green","quả táo ""xanh""",\r\n';
    expect(csv.startsWith(head)).toBe(true);
    expect(parseCsv(csv, 'T').cards).toEqual(plain);
  });

  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    expect(neutraliseFormulaCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '\'=HYPERLINK("http://evil.example","click")',
    );
    for (const cell of [
      '+1+1',
      '-2+3',
      '@SUM(A1:A9)',
      '\tx',
      '\rx',
      '＝1+1',
      '＋1',
      '－1',
      '＠x',
    ]) {
      expect(neutraliseFormulaCell(cell)).toBe(`'${cell}`);
    }
    // an apostrophe before a formula gets one more, so that the import's removal is exact
    expect(neutraliseFormulaCell("'=1+1")).toBe("''=1+1");
    // everything else as it is, a formula character later in the text too
    for (const cell of ['apple', 'e-mail', 'a=b', "'tis", "'", '', ' =x', '1+1', 'x@y.z']) {
      expect(neutraliseFormulaCell(cell)).toBe(cell);
    }

    const csv = toCsv({
      title: 'T',
      cards: [
        { front: '=HYPERLINK("http://evil.example","click")', back: '+1+1' },
        { front: '@SUM(1,2)', back: '-ing' },
        { front: 'plain', back: 'a = b' },
      ],
    });
    expect(csv).toBe(
      '\uFEFFfront,back,tags\r\n' +
        '"\'=HYPERLINK(""http://evil.example"",""click"")","\'+1+1",\r\n' +
        '"\'@SUM(1,2)","\'-ing",\r\n' +
        'plain,a = b,\r\n',
    );
  });

  it('reads its own CSV back unchanged, formula-like sides included', () => {
    const sides = [
      '=HYPERLINK("http://evil.example","click")',
      '+1+1',
      '-ing',
      '@SUM(A1:A9)',
      "'=already quoted",
      "''+two",
      "'tis",
      "'",
      '＝full width',
      'tab\tinside',
      'a, b; c',
    ];
    const cards = sides.map((side, i) => ({ front: side, back: sides[sides.length - 1 - i]! }));
    expect(parseCsv(toCsv({ title: 'T', cards }), 'T').cards).toEqual(cards);
  });

  it('writes Quizlet text, flattening tabs and line breaks inside a side', () => {
    const text = toQuizletText(set);
    expect(text).toBe(
      'apple, green\tquả táo "xanh"\nmulti\tdòng 1 dòng 2\nTom & Jerry <3\tmèo và chuột\n',
    );
    const back = parseQuizletText(text, { termSeparator: 'tab', cardSeparator: 'newline' }, 'T');
    expect(back.cards.map((c) => c.front)).toEqual(plain.map((c) => c.front));
  });

  it('writes an .apkg (legacy layout, schema 11) that reads back the same', async () => {
    const file = await exportSet(set, 'apkg', now);
    expect(file.fileName).toBe('Từ vựng IELTS Band 7.apkg');
    const entries = unzipSync(file.body as Uint8Array);
    expect(Object.keys(entries).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(entries.media!)).toBe('{}');

    const SQL = await loadSqlJs();
    const db = new SQL.Database(entries['collection.anki2']);
    try {
      expect(db.exec('select ver from col')[0]!.values).toEqual([[11]]);
      expect(db.exec('select count(*) from cards')[0]!.values).toEqual([[3]]);
      const decks = JSON.parse(String(db.exec('select decks from col')[0]!.values[0]![0]));
      expect(Object.values(decks).map((d) => (d as { name: string }).name)).toContain(set.title);
      const models = JSON.parse(String(db.exec('select models from col')[0]!.values[0]![0]));
      const model = Object.values(models)[0] as { flds: { name: string }[] };
      expect(model.flds.map((f) => f.name)).toEqual(['Front', 'Back']);
      const [guid] = db.exec('select guid from notes order by id')[0]!.values[0]!;
      const again = unzipSync((await exportSet(set, 'apkg', now)).body as Uint8Array);
      const db2 = new SQL.Database(again['collection.anki2']);
      expect(db2.exec('select guid from notes order by id')[0]!.values[0]![0]).toBe(guid);
      db2.close();
    } finally {
      db.close();
    }

    const preview = await previewAnkiPackage(file.body as Uint8Array, file.fileName);
    // HTML has no tab: Anki shows it as a space, and so it reads back
    const withSpace = plain.map((c) => ({ ...c, back: c.back.replace('\t', ' ') }));
    expect(preview).toEqual({
      title: set.title,
      cards: withSpace.map((card) => ({ ...card, group: 0, deck: 0 })),
      problems: [],
      groups: [{ noteType: 'Basic (IELTS Study)', template: 'Card 1', count: withSpace.length }],
      decks: [{ name: set.title, count: withSpace.length }],
    });
  });

  it('names files safely, with an ASCII fallback and the UTF-8 name', async () => {
    expect(safeFileBase(' ..a/b\\c:d*e?f"g<h>i|j\u0001 ')).toBe('a b c d e f g h i j');
    expect(safeFileBase('...')).toBe('flashcards');
    expect(asciiFileName('Đề thi Tiếng Việt.csv')).toBe('De thi Tieng Viet.csv');
    expect(asciiFileName('单词.txt')).toBe('flashcards.txt');
    expect(contentDisposition("Từ (mới) it's.csv")).toBe(
      'attachment; filename="Tu _moi_ it_s.csv"; filename*=UTF-8\'\'T%E1%BB%AB%20%28m%E1%BB%9Bi%29%20it%27s.csv',
    );
    const text = await exportSet(set, 'text', now);
    expect(text).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      fileName: 'Từ vựng IELTS Band 7.txt',
    });
  });
});
