import { IMPORT_MESSAGES } from '@app/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lyingZip } from './test-packages.ts';
import { isSafeEntryName, readZip } from './zip.ts';

const MB = 1024 * 1024;
const options = (cap = 5 * MB) => ({ wanted: new Set(['keep']), maxTotalBytes: cap });

describe('zip reading', () => {
  it('returns the wanted entries and every name', () => {
    const zip = zipSync({
      keep: strToU8('kept'),
      other: [strToU8('x'.repeat(1000)), { level: 9 }],
    });
    const { names, files } = readZip(zip, options());
    expect(names).toEqual(['keep', 'other']);
    expect(new TextDecoder().decode(files.get('keep'))).toBe('kept');
    expect(files.has('other')).toBe(false);
  });

  it('refuses entry names that could leave the folder', () => {
    for (const name of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\b', '..']) {
      expect(isSafeEntryName(name)).toBe(false);
      const zip = zipSync({ keep: strToU8('k'), [name]: strToU8('x') });
      expect(() => readZip(zip, options())).toThrow(IMPORT_MESSAGES.unsafeZipEntry);
    }
    expect(isSafeEntryName('media/0')).toBe(true);
    expect(isSafeEntryName('a..b')).toBe(true);
  });

  it('refuses an archive whose declared sizes pass the cap, before inflating', () => {
    const zip = lyingZip('keep', 1024, 6 * MB);
    expect(() => readZip(zip, options())).toThrow(IMPORT_MESSAGES.zipTooLarge);
    const two = zipSync({ keep: new Uint8Array(3 * MB), other: new Uint8Array(3 * MB) });
    expect(() => readZip(two, options())).toThrow(IMPORT_MESSAGES.zipTooLarge);
  });

  it('stops inflating an entry as soon as it passes the size its header declared', () => {
    const zip = lyingZip('keep', 8 * MB, 1000);
    expect(zip.length).toBeLessThan(32 * 1024);
    const started = performance.now();
    expect(() => readZip(zip, options())).toThrow(IMPORT_MESSAGES.corruptZip);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops inflating as soon as the real output passes the cap when sizes come after the data', () => {
    const zip = lyingZip('keep', 8 * MB, 8 * MB, true);
    const started = performance.now();
    expect(() => readZip(zip, options())).toThrow(IMPORT_MESSAGES.zipTooLarge);
    expect(performance.now() - started).toBeLessThan(2000);
    const small = zipSync({ keep: strToU8('small') });
    expect(readZip(small, options()).files.get('keep')).toEqual(strToU8('small'));
  });

  it('counts entries it does not keep too', () => {
    const zip = lyingZip('keep', 8 * MB, 8 * MB, true);
    const renamed = new Uint8Array(zip);
    // rename the entry "keep" → "skip" in the local header (the name follows its 30 bytes)
    renamed.set(strToU8('skip'), 30);
    expect(() => readZip(renamed, options())).toThrow(IMPORT_MESSAGES.zipTooLarge);
  });

  it('reads an entry whose sizes come after its data', () => {
    const zip = lyingZip('keep', 1000, 1000, true);
    expect(readZip(zip, options()).files.get('keep')).toEqual(new Uint8Array(1000));
  });

  it('calls a truncated or damaged archive corrupt', () => {
    const zip = zipSync({ keep: [strToU8('y'.repeat(100_000)), { level: 9 }] });
    expect(() => readZip(zip.subarray(0, 60), options())).toThrow(IMPORT_MESSAGES.corruptZip);
    const damaged = new Uint8Array(zip);
    damaged.fill(0xff, 40, 60);
    expect(() => readZip(damaged, options())).toThrow(IMPORT_MESSAGES.corruptZip);
  });
});
