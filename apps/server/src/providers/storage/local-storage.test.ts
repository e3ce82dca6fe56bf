import { mkdtemp, mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStorageContract, INVALID_KEYS } from '../../../test/helpers/storage-contract.ts';
import { LocalStorage } from './local-storage.ts';
import { InvalidStorageKeyError, assertValidKey, assertValidPrefix } from './storage.ts';

let dir: string;
let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ielts-storage-'));
  root = join(dir, 'files');
  storage = await LocalStorage.open(root);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describeStorageContract('local disk', () => storage);

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('LocalStorage', () => {
  it('keeps object <key> at <root>/<key>, and leaves no temporary file behind', async () => {
    const body = new TextEncoder().encode('webp bytes');
    await storage.put('users/u9/avatars/x.webp', body, { contentType: 'image/webp' });
    expect(await readFile(join(root, 'users/u9/avatars/x.webp'), 'utf8')).toBe('webp bytes');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('keeps the content type across a reopen', async () => {
    await storage.put('users/u9/cards/y.webp', new Uint8Array([1]), { contentType: 'image/webp' });
    const reopened = await LocalStorage.open(root);
    expect((await reopened.get('users/u9/cards/y.webp'))?.contentType).toBe('image/webp');
  });

  it('writes nothing outside its root for a traversal key', async () => {
    const before = await readdir(dir);
    for (const key of INVALID_KEYS) {
      await expect(
        storage.put(key, new Uint8Array([1]), { contentType: 'text/plain' }),
      ).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(await readdir(dir)).toEqual(before);
    expect(await exists(join(dir, 'outside.webp'))).toBe(false);
  });

  it('removes the folders a deletePrefix emptied, meta included', async () => {
    await storage.put('users/u7/avatars/a.webp', new Uint8Array([1]), {
      contentType: 'image/webp',
    });
    await storage.put('users/u7/cards/c.webp', new Uint8Array([2]), { contentType: 'image/webp' });
    expect(await storage.deletePrefix('users/u7/')).toBe(2);
    expect(await exists(join(root, 'users/u7'))).toBe(false);
    expect(await exists(join(root, '.meta/users/u7'))).toBe(false);
    expect(await exists(join(root, 'users'))).toBe(true);
  });

  it('answers application/octet-stream when the meta file is missing', async () => {
    await mkdir(join(root, 'legacy'), { recursive: true });
    await writeFile(join(root, 'legacy/file.bin'), 'x');
    expect(await storage.get('legacy/file.bin')).toMatchObject({
      contentType: 'application/octet-stream',
      size: 1,
    });
  });

  it('clears temporary files older than an hour when it opens, not fresh ones', async () => {
    const stale = join(root, '.tmp', 'stale');
    const fresh = join(root, '.tmp', 'fresh');
    await writeFile(stale, 'left by a crash');
    await writeFile(fresh, 'being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await LocalStorage.open(root);
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    await rm(fresh);
  });
});

describe('key rules', () => {
  it('accepts the documented layout', () => {
    expect(() => assertValidKey('users/abc123/avatars/0b6e-4c1d.webp')).not.toThrow();
    expect(() => assertValidKey('users/abc_123/cards/x.y-z.webp')).not.toThrow();
    expect(() => assertValidPrefix('users/abc123/')).not.toThrow();
    expect(() => assertValidPrefix('users/abc')).not.toThrow();
  });

  it('refuses traversal, absolute paths, dot segments and other characters', () => {
    for (const key of INVALID_KEYS) {
      expect(() => assertValidKey(key), key).toThrow(InvalidStorageKeyError);
    }
    for (const prefix of ['', '/', '../', 'a/../b/', 'a/.x', 'a//']) {
      expect(() => assertValidPrefix(prefix), prefix).toThrow(InvalidStorageKeyError);
    }
  });
});
