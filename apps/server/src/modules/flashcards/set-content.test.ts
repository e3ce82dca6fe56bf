import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareContent } from './set-content.ts';

describe('prepared study content', () => {
  const content = {
    set: { id: '6f1c1f8e-4f6e-4c55-9d2a-1f1f1f1f1f1f', title: 'Bộ thẻ', color: '#3B82F6' },
    cards: [
      {
        id: '0b6f4a8e-3c2d-4e1f-8a9b-2c3d4e5f6a7b',
        front: 'cohesion',
        back: 'sự mạch lạc',
        frontImageUrl: null,
        backImageUrl: null,
        tags: ['Noun'],
      },
    ],
  };

  it('compresses the same JSON both ways and tags it with a stable weak ETag', async () => {
    const a = await prepareContent(content);
    const b = await prepareContent(content);
    expect(JSON.parse(a.json)).toEqual(content);
    expect(gunzipSync(a.gzip).toString()).toBe(a.json);
    expect(brotliDecompressSync(a.brotli).toString()).toBe(a.json);
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(b.etag).toBe(a.etag);
    const edited = await prepareContent({ ...content, set: { ...content.set, title: 'Khác' } });
    expect(edited.etag).not.toBe(a.etag);
  });
});
