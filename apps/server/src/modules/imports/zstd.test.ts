import { IMPORT_MESSAGES } from '@app/contracts';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zstd } from './test-packages.ts';
import { checkZstdFrames, decompressZstd } from './zstd.ts';

const MB = 1024 * 1024;

describe('zstd with a cap', () => {
  it('decompresses one or several frames', async () => {
    const one = await zstd(strToU8('xin chào '.repeat(10_000)));
    expect(new TextDecoder().decode(decompressZstd(one, MB))).toBe('xin chào '.repeat(10_000));
    const two = new Uint8Array([...(await zstd(strToU8('a'))), ...(await zstd(strToU8('b')))]);
    expect(new TextDecoder().decode(decompressZstd(two, MB))).toBe('ab');
  });

  it('stops when the output passes the cap', async () => {
    const bomb = await zstd(new Uint8Array(8 * MB));
    expect(bomb.length).toBeLessThan(4096);
    expect(() => decompressZstd(bomb, 4 * MB)).toThrow(IMPORT_MESSAGES.zipTooLarge);
  });

  it('refuses a frame whose header asks for a window past the cap, before allocating it', () => {
    // magic, descriptor (no content size, not single-segment), window 2^(10+21) = 2 GB
    const header = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 21 << 3, 0x01, 0x00, 0x00]);
    expect(() => checkZstdFrames(header, 50 * MB)).toThrow(IMPORT_MESSAGES.zipTooLarge);
    expect(() => decompressZstd(header, 50 * MB)).toThrow(IMPORT_MESSAGES.zipTooLarge);
  });

  it('calls data that is not zstd corrupt', () => {
    expect(() => decompressZstd(strToU8('SQLite format 3'), MB)).toThrow(
      IMPORT_MESSAGES.corruptCollection,
    );
    expect(() => decompressZstd(new Uint8Array(0), MB)).toThrow(IMPORT_MESSAGES.corruptCollection);
  });
});
