import { IMPORT_MESSAGES } from '@app/contracts';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readMediaEntries, readMetaVersion } from './anki-package.ts';
import { previewAnkiPackage } from './anki-read.ts';
import { loadSqlJs } from './sqlite.ts';
import { decompressZstd } from './zstd.ts';
import {
  anki21bPackage,
  DUMMY_NOTE,
  encodeMediaEntries,
  legacyPackage,
  zstd,
} from './test-packages.ts';
import type { TestNote } from './test-note-types.ts';

const notes = [
  { fields: ['<b>cohesion</b>', 'sự <i>mạch lạc</i>'] },
  { fields: ['hello [sound:hello.mp3]', 'xin chào'] },
  { fields: ['cat<img src="cat.jpg">', '<div>con mèo</div><div>động vật</div>'] },
  { fields: ['', 'mặt sau không có mặt trước'] },
  { fields: ['&lt;tag&gt; &amp; co', 'thẻ'] },
];

const expectedCards = [
  { front: 'cohesion', back: 'sự mạch lạc' },
  { front: 'hello', back: 'xin chào' },
  { front: 'cat', back: 'con mèo\nđộng vật' },
  { front: '<tag> & co', back: 'thẻ' },
].map((card) => ({ ...card, group: 0, deck: 0 }));
const basicGroups = [{ noteType: 'Basic', template: 'Card 1', count: 4 }];

const expectedProblems = [
  {
    line: 2,
    place: 'note',
    code: 'soundsDropped',
    files: [{ name: 'hello.mp3', missing: false }],
    moreFiles: false,
    message: IMPORT_MESSAGES.soundsDropped('Ghi chú 2', '"hello.mp3"'),
  },
  { line: 4, place: 'note', code: 'emptyFront', message: IMPORT_MESSAGES.emptyFront('Ghi chú 4') },
];

const media = { 'hello.mp3': 'ID3…', 'cat.jpg': 'JFIF…' };

describe('Anki packages', () => {
  // the set name is the deck's last name part, its description kept (issue 34 §16)
  const deckDescription = 'Từ vựng <b>IELTS</b> chủ đề giáo dục<br>Nguồn: Cambridge';
  const description = 'Từ vựng IELTS chủ đề giáo dục\nNguồn: Cambridge';

  it('reads the legacy layout (collection.anki2, JSON media map)', async () => {
    const apkg = await legacyPackage(notes, { deckName: 'IELTS::Words', deckDescription, media });
    const preview = await previewAnkiPackage(apkg, 'my deck.apkg');
    expect(preview).toEqual({
      title: 'Words',
      description,
      cards: expectedCards,
      problems: expectedProblems,
      groups: basicGroups,
      decks: [{ name: 'IELTS::Words', count: 4 }],
    });
  });

  it('names the set by the last part of a deck hierarchy longer than a title', async () => {
    const parent = 'Cambridge IELTS Academic '.repeat(10).trim(); // 249 characters
    const apkg = await legacyPackage(notes, { deckName: `${parent}::Education` });
    const preview = await previewAnkiPackage(apkg, 'deep.apkg');
    expect(preview.title).toBe('Education');
  });

  it('reads collection.anki21 and marks media missing from the package', async () => {
    const apkg = await legacyPackage(notes.slice(1, 3), { collection: 'collection.anki21' });
    const preview = await previewAnkiPackage(apkg, 'x.apkg');
    expect(preview.title).toBe('Legacy deck');
    expect(preview).not.toHaveProperty('description');
    expect(preview.problems.map((p) => p.message)).toEqual([
      IMPORT_MESSAGES.soundsDropped('Ghi chú 1', '"hello.mp3" (không có trong gói)'),
      IMPORT_MESSAGES.imagesNotImported('Ghi chú 2', '"cat.jpg" (không có trong gói)'),
    ]);
  });

  it('reads the newer layout (collection.anki21b, zstd) rather than the dummy anki2', async () => {
    const apkg = await anki21bPackage(notes, {
      deckName: 'IELTS::Modern',
      deckDescription,
      media,
    });
    const preview = await previewAnkiPackage(apkg, 'modern.apkg');
    expect(preview).toEqual({
      title: 'Modern',
      description,
      cards: expectedCards,
      problems: expectedProblems,
      groups: basicGroups,
      decks: [{ name: 'IELTS::Modern', count: 4 }],
    });
    expect(JSON.stringify(preview)).not.toContain(DUMMY_NOTE);
  });

  it('titles by the file name when the notes are in the Default deck', async () => {
    const files = unzipSync(await anki21bPackage([]));
    const onlyDummy = zipSync({ 'collection.anki2': files['collection.anki2']! });
    const preview = await previewAnkiPackage(onlyDummy, 'Từ vựng.colpkg');
    expect(preview).toEqual({
      title: 'Từ vựng',
      cards: [],
      problems: [
        {
          line: 1,
          place: 'note',
          code: 'emptyBack',
          message: IMPORT_MESSAGES.emptyBack('Ghi chú 1'),
        },
      ],
      groups: [],
      decks: [],
    });
  });

  it('refuses a package from a newer Anki, a zip without a collection and a broken one', async () => {
    const tooNew = zipSync({ meta: new Uint8Array([0x08, 0x04]), 'collection.anki2': strToU8('') });
    await expect(previewAnkiPackage(tooNew, 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.packageTooNew,
    );
    const none = zipSync({ 'notes.txt': strToU8('hi'), media: strToU8('{}') });
    await expect(previewAnkiPackage(none, 'x.apkg')).rejects.toThrow(IMPORT_MESSAGES.noCollection);
    const broken = zipSync({ 'collection.anki2': strToU8('not a database '.repeat(100)) });
    await expect(previewAnkiPackage(broken, 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.corruptCollection,
    );
    const brokenZstd = zipSync({ 'collection.anki21b': await zstd(strToU8('nope'.repeat(50))) });
    await expect(previewAnkiPackage(brokenZstd, 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.corruptCollection,
    );
  });

  it('refuses more than 2000 notes', async () => {
    const many = Array.from({ length: 2001 }, (_, i) => ({ fields: [`w${i}`, `n${i}`] }));
    await expect(previewAnkiPackage(await legacyPackage(many), 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.tooManyCards,
    );
  });

  describe.each([
    ['legacy (col.models JSON)', legacyPackage],
    ['newer (notetypes and templates tables)', anki21bPackage],
  ])('renders notes through their note types: %s layout', (_layout, build) => {
    const typed: TestNote[] = [
      { type: 'reversed', fields: ['cohesion', 'sự <b>mạch lạc</b>'], tags: ['ielts'] },
      {
        type: 'cloze',
        fields: ['{{c1::Hà Nội}} là thủ đô của {{c2::Việt Nam::quốc gia}}', 'Địa lý'],
      },
      { type: 'vocab', fields: ['Lan', 'ôn lại thứ hai', 'coherence', 'sự mạch lạc (ý)'] },
      { type: 'vocab', fields: ['Minh', '', '', 'nghĩa'] }, // nothing the front shows
      { type: 'cloze', fields: ['không có chỗ trống', ''] },
      { fields: ['a {{c1::raw}} cloze {{Field}}', 'ruby <ruby>漢字<rt>かんじ</rt></ruby>'] },
    ];

    it('makes the cards Anki makes, and reports the notes that give none', async () => {
      const preview = await previewAnkiPackage(await build(typed), 'typed.apkg');
      expect(preview.cards.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual([
        // a note's tags go on each of its cards
        { front: 'cohesion', back: 'sự mạch lạc', tags: ['ielts'] },
        { front: 'sự mạch lạc', back: 'cohesion', tags: ['ielts'] },
        { front: '[...] là thủ đô của Việt Nam', back: '[Hà Nội] là thủ đô của Việt Nam\nĐịa lý' },
        {
          front: 'Hà Nội là thủ đô của [quốc gia]',
          back: 'Hà Nội là thủ đô của [Việt Nam]\nĐịa lý',
        },
        { front: 'coherence\nôn lại thứ hai', back: 'sự mạch lạc (ý)\ncoherence' },
        { front: 'a raw cloze', back: 'ruby 漢字[かんじ]' },
      ]);
      expect(preview.problems).toEqual([
        {
          line: 4,
          place: 'note',
          code: 'emptyFront',
          message: IMPORT_MESSAGES.emptyFront('Ghi chú 4'),
        },
        {
          line: 5,
          place: 'note',
          code: 'emptyFront',
          message: IMPORT_MESSAGES.emptyFront('Ghi chú 5'),
        },
      ]);
      expect(JSON.stringify(preview)).not.toContain('{{');
      expect(preview.groups).toEqual([
        { noteType: 'Basic (and reversed card)', template: 'Card 1', count: 1 },
        { noteType: 'Basic (and reversed card)', template: 'Card 2', count: 1 },
        { noteType: 'Cloze', template: 'Cloze', count: 2 },
        { noteType: 'Vocabulary', template: 'Recall', count: 1 },
        { noteType: 'Basic', template: 'Card 1', count: 1 },
      ]);
      expect(preview.cards.map((card) => card.group)).toEqual([0, 1, 2, 2, 3, 4]);
    });
  });

  it('refuses more than 2000 cards even from fewer notes', async () => {
    const many: TestNote[] = Array.from({ length: 1001 }, (_, i) => ({
      type: 'reversed',
      fields: [`w${i}`, `n${i}`],
    }));
    await expect(previewAnkiPackage(await legacyPackage(many), 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.tooManyCards,
    );
  });

  it('refuses an anki21b whose note type tables are views, also after reading them', async () => {
    const files = unzipSync(await anki21bPackage([{ fields: ['a', 'b'] }]));
    const SQL = await loadSqlJs();
    for (const table of ['fields', 'templates', 'notetypes']) {
      const db = new SQL.Database(decompressZstd(files['collection.anki21b']!, 50_000_000));
      db.run(`drop table ${table}`);
      db.run(
        `create view ${table} as with recursive r(n) as (select 1 union all select n + 1 from r)
         select n as ntid, n as id, 0 as ord, 'x' as name, x'' as config from r`,
      );
      const collection = await zstd(db.export());
      db.close();
      const apkg = zipSync({ ...files, 'collection.anki21b': collection });
      await expect(previewAnkiPackage(apkg, 'x.apkg')).rejects.toThrow(
        IMPORT_MESSAGES.collectionNotTables,
      );
    }
  });

  it('decodes meta and media maps', () => {
    expect(readMetaVersion(new Uint8Array([0x08, 0x03]))).toBe(3);
    expect(readMetaVersion(new Uint8Array([]))).toBe(0);
    expect(readMetaVersion(new Uint8Array([0xff]))).toBe(0);
    const entries = encodeMediaEntries([
      ['a.mp3', strToU8('x')],
      ['ảnh.jpg', strToU8('yy')],
    ]);
    expect(readMediaEntries(entries)).toEqual(['a.mp3', 'ảnh.jpg']);
  });
});
