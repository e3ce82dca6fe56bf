import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepCleanWebp, onlyPixelChunks } from '../../lib/clean-webp.ts';
import { readAnkiPackage } from './anki-read.ts';
import { readCsvZip } from './csv-zip.ts';
import { exportSet, type ExportableSet } from './export.ts';
import type { ImportReading } from './import-media.ts';

const A = '/api/files/users/u1/cards/0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b.webp';
const B = '/api/files/users/u1/cards/1c7a5b9f-4d3e-4f20-9bac-3d4e5f6a7b8c.webp';
const GONE = '/api/files/users/u1/cards/2d8b6caf-5e4f-4031-8cbd-4e5f6a7b8c9d.webp';
const now = new Date('2026-03-01T10:00:00Z');
let stored: Map<string, Uint8Array>;

beforeAll(async () => {
  const webp = (background: string) =>
    sharp({ create: { width: 10, height: 7, channels: 3, background } })
      .webp()
      .toBuffer();
  stored = new Map([
    [A, new Uint8Array(await webp('#112233'))],
    [B, new Uint8Array(await webp('#aabbcc'))],
  ]);
});

const set: ExportableSet = {
  title: 'Ảnh',
  cards: [
    {
      front: 'cat',
      back: 'con mèo',
      frontImageUrl: A,
      backImageUrl: B,
      tags: ['animal', 'ielts 7'],
    },
    { front: 'same', back: 'giống', frontImageUrl: A, backImageUrl: null },
    { front: 'gone', back: 'mất', frontImageUrl: GONE, tags: [] },
  ],
};
const readImage = (url: string) => Promise.resolve(stored.get(url) ?? null);

/** Each card's [front, back] image bytes in a reading. */
function imageBytes(reading: ImportReading) {
  return reading.preview.cards.map((_, card) =>
    (['front', 'back'] as const).map((side) => {
      const ref = reading.media.refs.find((r) => r.card === card && r.side === side);
      return ref ? new Uint8Array(reading.media.files[ref.file]!.bytes) : null;
    }),
  );
}

const expected = () => [
  [stored.get(A), stored.get(B)],
  [stored.get(A), null],
  [null, null],
];

describe('exports with images', () => {
  it('writes card images into the .apkg media and reads them back, same bytes', async () => {
    const file = await exportSet(set, 'apkg', now, { readImage });
    const zip = unzipSync(file.body as Uint8Array);
    expect(JSON.parse(strFromU8(zip.media!))).toEqual({
      '0': '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b.webp',
      '1': '1c7a5b9f-4d3e-4f20-9bac-3d4e5f6a7b8c.webp',
    });
    expect(zip['0']).toEqual(stored.get(A));
    const reading = await readAnkiPackage(file.body as Uint8Array, file.fileName);
    expect(reading.preview.cards.map((c) => [c.front, c.back])).toEqual([
      ['cat', 'con mèo'],
      ['same', 'giống'],
      ['gone', 'mất'],
    ]);
    expect(imageBytes(reading)).toEqual(expected());
    expect(reading.preview.problems).toEqual([]);
  });

  it('answers csv&images=true as a zip of the CSV and images/, which imports back', async () => {
    const file = await exportSet(set, 'csv', now, { images: true, readImage });
    expect(file.fileName).toBe('Ảnh.zip');
    expect(file.contentType).toBe('application/zip');
    const zip = unzipSync(file.body as Uint8Array);
    expect(Object.keys(zip).sort()).toEqual([
      'images/0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b.webp',
      'images/1c7a5b9f-4d3e-4f20-9bac-3d4e5f6a7b8c.webp',
      'Ảnh.csv',
    ]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip['Ảnh.csv']);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFfront,back,front_image,back_image,tags');
    const reading = readCsvZip(file.body as Uint8Array, file.fileName, {
      termSeparator: 'tab',
      cardSeparator: 'newline',
    });
    expect(reading.preview.title).toBe('Ảnh');
    expect(reading.preview.cards).toEqual([
      { front: 'cat', back: 'con mèo', tags: ['animal', 'ielts_7'] },
      { front: 'same', back: 'giống' },
      { front: 'gone', back: 'mất' },
    ]);
    expect(imageBytes(reading)).toEqual(expected());
  });

  it('keeps a clean WebP as it is and re-encodes anything else', async () => {
    const clean = stored.get(A)!;
    expect(onlyPixelChunks(clean)).toBe(true);
    expect((await keepCleanWebp(clean))?.body).toBe(clean);
    const withExif = new Uint8Array(
      await sharp(clean)
        .withExif({ IFD0: { Copyright: 'x' } })
        .webp()
        .toBuffer(),
    );
    expect(onlyPixelChunks(withExif)).toBe(false);
    expect(await keepCleanWebp(withExif)).toBeNull();
    const big = new Uint8Array(
      await sharp({ create: { width: 1100, height: 20, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    expect(await keepCleanWebp(big)).toBeNull();
    const trailing = new Uint8Array([...clean, 0, 0]);
    expect(await keepCleanWebp(trailing)).toBeNull();
    const png = new Uint8Array(await sharp(clean).png().toBuffer());
    expect(await keepCleanWebp(png)).toBeNull();
  });
});
