import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../providers/storage/local-storage.ts';
import { storeImportImages } from './import-images.ts';
import type { ImportReading } from './import-media.ts';

/** A PNG of `size`×`size` px, as an ArrayBuffer of its own. */
async function png(size: number): Promise<ArrayBuffer> {
  const bytes = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(bytes).buffer;
}

/** Three cards, each showing its own file on its front (notes 1-3). */
async function reading(): Promise<ImportReading> {
  const files = await Promise.all(
    [100, 100, 100].map(async (size, i) => ({
      name: `image-${i}.png`,
      bytes: await png(size),
    })),
  );
  return {
    preview: {
      title: 'Ảnh',
      cards: files.map((_, i) => ({ front: `word ${i}`, back: `nghĩa ${i}` })),
      problems: [],
    },
    media: {
      place: 'note',
      files,
      refs: files.map((_, i) => ({ card: i, side: 'front' as const, file: i, line: i + 1 })),
    },
  };
}

describe('storing an import’s images within its budget', () => {
  let root: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'import-images-'));
    storage = await LocalStorage.open(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores every image within the budget', async () => {
    const preview = await storeImportImages({ storage }, 'learner-1', await reading());
    expect(preview.cards.map((card) => card.frontImageUrl)).toEqual([
      expect.stringMatching(/^\/api\/files\/users\/learner-1\/cards\/.+\.webp$/),
      expect.stringMatching(/^\/api\/files\/users\/learner-1\/cards\/.+\.webp$/),
      expect.stringMatching(/^\/api\/files\/users\/learner-1\/cards\/.+\.webp$/),
    ]);
    expect(preview.problems).toEqual([]);
  });

  it('reports the images past the pixel budget, read from their headers', async () => {
    // two 100×100 images fit in 25,000 pixels, the third does not
    const preview = await storeImportImages({ storage }, 'learner-1', await reading(), {
      ms: 60_000,
      pixels: 25_000,
    });
    expect(preview.cards.filter((card) => card.frontImageUrl).length).toBe(2);
    expect(preview.problems).toHaveLength(1);
    expect(preview.problems[0]).toMatchObject({
      code: 'imagesNotImported',
      place: 'note',
      files: [{ name: expect.stringMatching(/^image-\d\.png$/), missing: false }],
    });
    // the card keeps its text
    expect(preview.cards).toHaveLength(3);
  });

  it('reports every image once the time budget is spent', async () => {
    const preview = await storeImportImages({ storage }, 'learner-1', await reading(), {
      ms: -1,
      pixels: 1e9,
    });
    expect(preview.cards.some((card) => card.frontImageUrl)).toBe(false);
    expect(preview.problems.map((problem) => problem.line)).toEqual([1, 2, 3]);
  });
});
