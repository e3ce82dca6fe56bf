import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@app/contracts';
import sharp from 'sharp';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnkiPackage } from './anki-read.ts';
import { readCsvZip } from './csv-zip.ts';
import { ImageCollector, type ImportReading } from './import-media.ts';
import { anki21bPackage, legacyPackage } from './test-packages.ts';

let png: Uint8Array;
let jpeg: Uint8Array;

beforeAll(async () => {
  const pixels = { width: 8, height: 6, channels: 3 as const, background: '#3366cc' };
  png = new Uint8Array(await sharp({ create: pixels }).png().toBuffer());
  jpeg = new Uint8Array(
    await sharp({ create: { ...pixels, background: '#cc3300' } })
      .jpeg()
      .toBuffer(),
  );
});

const notes = [
  { fields: ['cat<img src="cat.png">', 'con mèo<br><img src="cat.jpg">'] },
  { fields: ['two<img src="cat.png"><img src="extra.png">', 'hai'] },
  { fields: ['gone<img src="gone.png">', 'mất'] },
  { fields: ['spaced<img src="my%20cat.png">', 'có dấu cách'] },
];

/** The image file names each card shows, side by side, from a reading. */
function shown(reading: ImportReading) {
  return reading.preview.cards.map((_, card) => {
    const side = (s: 'front' | 'back') => {
      const ref = reading.media.refs.find((r) => r.card === card && r.side === s);
      return ref ? reading.media.files[ref.file]!.name : null;
    };
    return [side('front'), side('back')];
  });
}

describe('Anki images become card images', () => {
  for (const [layout, build] of [
    ['schema 11 (collection.anki2)', legacyPackage],
    ['anki21b (zstd media)', anki21bPackage],
  ] as const) {
    it(`reads each side's first image from a ${layout} package, each file once`, async () => {
      const media = { 'cat.png': png, 'cat.jpg': jpeg, 'extra.png': png, 'my cat.png': jpeg };
      const reading = await readAnkiPackage(await build(notes, { media }), 'x.apkg');
      expect(reading.preview.cards.map((c) => c.front)).toEqual(['cat', 'two', 'gone', 'spaced']);
      expect(shown(reading)).toEqual([
        ['cat.png', 'cat.jpg'],
        ['cat.png', null],
        [null, null],
        ['my%20cat.png', null],
      ]);
      // the bytes are the package's own (zstd layer removed), one file per name
      const files = new Map(reading.media.files.map((f) => [f.name, new Uint8Array(f.bytes)]));
      expect([...files.keys()].sort()).toEqual(['cat.jpg', 'cat.png', 'my%20cat.png']);
      expect(files.get('cat.png')).toEqual(png);
      expect(files.get('cat.jpg')).toEqual(jpeg);
      expect(reading.media.place).toBe('note');
      expect(reading.preview.problems.map((p) => p.message)).toEqual([
        IMPORT_MESSAGES.imagesDropped('Ghi chú 2', '"extra.png"'),
        IMPORT_MESSAGES.imagesNotImported('Ghi chú 3', '"gone.png" (không có trong gói)'),
      ]);
    });
  }

  it('counts zstd media in the inflate cap: a broken frame is a problem, not a refusal', async () => {
    const files = unzipSync(
      await anki21bPackage(notes.slice(0, 1), { media: { 'cat.png': png, 'cat.jpg': jpeg } }),
    );
    files['0'] = strToU8('not zstd'); // cat.png
    const reading = await readAnkiPackage(zipSync(files), 'x.apkg');
    expect(shown(reading)).toEqual([[null, 'cat.jpg']]);
    expect(reading.preview.problems).toMatchObject([
      { line: 1, code: 'imagesNotImported', files: [{ name: 'cat.png', missing: false }] },
    ]);
  });
});

describe('the cap on image files per import', () => {
  it(`stores at most ${IMPORT_LIMITS.imagesPerImport} files; later ones are answered overCap`, () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const images = new ImageCollector(() => ({ bytes, zstd: false }));
    const max = IMPORT_LIMITS.imagesPerImport;
    for (let i = 0; i < max; i += 1)
      expect(images.attach(i, 'front', `${i}.png`, i + 1)).toBeNull();
    expect(images.attach(max, 'front', 'one-more.png', max + 1)).toBe('overCap');
    // a file already read is shown again without counting twice
    expect(images.attach(max, 'back', '0.png', max + 1)).toBeNull();
    const cards = Array.from({ length: max + 1 }, () => ({ front: 'a', back: 'b' }));
    const { media } = images.finish({ title: 'T', cards, problems: [] });
    expect(media.files).toHaveLength(max);
    expect(media.refs).toHaveLength(max + 1);
  });
});

describe('CSV zip with images', () => {
  it('reads the one CSV at the root, its tags and the images its rows name', () => {
    const csv =
      'front,back,front_image,back_image,tags\r\n' +
      'cat,con mèo,a.png,,animal ielts\r\n' +
      'dog,con chó,,missing.png,\r\n';
    const zip = zipSync({ 'Set.csv': strToU8(csv), 'images/a.png': png, 'images/b.png': jpeg });
    const reading = readCsvZip(zip, 'Set.zip', { termSeparator: 'tab', cardSeparator: 'newline' });
    expect(reading.preview.title).toBe('Set');
    expect(reading.preview.cards).toEqual([
      { front: 'cat', back: 'con mèo', tags: ['animal', 'ielts'] },
      { front: 'dog', back: 'con chó' },
    ]);
    expect(shown(reading)).toEqual([
      ['a.png', null],
      [null, null],
    ]);
    expect(new Uint8Array(reading.media.files[0]!.bytes)).toEqual(png);
    expect(reading.preview.problems.map((p) => p.message)).toEqual([
      IMPORT_MESSAGES.imagesNotImported('Dòng 3', '"missing.png" (không có trong gói)'),
    ]);
  });

  it('refuses a zip with no Anki collection and no single CSV or text at its root', () => {
    const separators = { termSeparator: 'tab', cardSeparator: 'newline' };
    const two = zipSync({ 'a.csv': strToU8('front,back\na,b\n'), 'b.csv': strToU8('x') });
    expect(() => readCsvZip(two, 'x.zip', separators)).toThrow(IMPORT_MESSAGES.noCollection);
    const nested = zipSync({ 'folder/a.csv': strToU8('front,back\na,b\n') });
    expect(() => readCsvZip(nested, 'x.zip', separators)).toThrow(IMPORT_MESSAGES.noCollection);
  });
});
