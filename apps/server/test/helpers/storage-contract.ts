/**
 * The behaviour every Storage implementation owes (providers/storage/storage.ts), written once
 * and run against each driver: local disk (unit test beside local-storage.ts) and S3 against a
 * real S3-compatible HTTP server (test/storage-s3.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, type Storage } from '../../src/providers/storage/storage.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

/** Keys that must never reach a driver (traversal, absolute, odd characters, dot segments). */
export const INVALID_KEYS = [
  '',
  '../outside.webp',
  'users/../../etc/passwd',
  'users/..',
  '/etc/passwd',
  'users//a.webp',
  'users/./a.webp',
  '.tmp/x',
  '.meta/users/a.webp.json',
  'users/a.webp/',
  'users\\..\\a.webp',
  'users/a b.webp',
  'users/%2e%2e/a.webp',
  'users/ả.webp',
  `users/${'a'.repeat(1100)}`,
];

/**
 * Registers the contract's tests for the storage `open()` answers (called in each test, so a
 * driver set up in beforeAll is ready). Every test writes under its own `contract/<n>/` keys.
 */
export function describeStorageContract(name: string, open: () => Storage): void {
  describe(`Storage contract: ${name}`, () => {
    it('puts and gets bytes with their content type, size and a quoted ETag', async () => {
      const storage = open();
      const body = new Uint8Array([0, 1, 2, 250, 255, 10, 13]);
      await storage.put('contract/1/users/u1/avatars/a.webp', body, { contentType: 'image/webp' });
      const got = await storage.get('contract/1/users/u1/avatars/a.webp');
      expect(got).not.toBeNull();
      expect(Array.from(got?.body ?? [])).toEqual(Array.from(body));
      expect(got).toMatchObject({ contentType: 'image/webp', size: body.byteLength });
      expect(got?.etag).toMatch(/^"[^"]+"$/);

      await storage.put('contract/1/same.bin', body, { contentType: 'application/octet-stream' });
      expect((await storage.get('contract/1/same.bin'))?.etag).toBe(got?.etag);
    });

    it('overwrites an object, its content type and its ETag', async () => {
      const storage = open();
      const key = 'contract/2/users/u1/cards/c.webp';
      await storage.put(key, bytes('first'), { contentType: 'image/png' });
      const first = await storage.get(key);
      await storage.put(key, bytes('second, longer'), { contentType: 'image/webp' });
      const second = await storage.get(key);
      expect(text(second?.body ?? new Uint8Array())).toBe('second, longer');
      expect(second).toMatchObject({ contentType: 'image/webp', size: 14 });
      expect(second?.etag).not.toBe(first?.etag);
    });

    it('round-trips a 1 MiB body byte for byte', async () => {
      const storage = open();
      const body = new Uint8Array(1024 * 1024).map((_, index) => (index * 31 + 7) % 256);
      await storage.put('contract/3/big.bin', body, { contentType: 'application/octet-stream' });
      const got = await storage.get('contract/3/big.bin');
      expect(got?.size).toBe(body.byteLength);
      expect(Buffer.compare(Buffer.from(got?.body ?? []), Buffer.from(body))).toBe(0);
    });

    it('answers null for a missing key and for a key that is only a folder of others', async () => {
      const storage = open();
      expect(await storage.get('contract/4/none.webp')).toBeNull();
      await storage.put('contract/4/users/u1/a.webp', bytes('a'), { contentType: 'image/webp' });
      expect(await storage.get('contract/4/users/u1')).toBeNull();
      expect(await storage.get('contract/4/users')).toBeNull();
    });

    it('deletes a key, and deleting a missing key is no error', async () => {
      const storage = open();
      await storage.put('contract/5/a.webp', bytes('a'), { contentType: 'image/webp' });
      await storage.put('contract/5/b.webp', bytes('b'), { contentType: 'image/webp' });
      await storage.delete('contract/5/a.webp');
      expect(await storage.get('contract/5/a.webp')).toBeNull();
      expect(text((await storage.get('contract/5/b.webp'))?.body ?? new Uint8Array())).toBe('b');
      await expect(storage.delete('contract/5/a.webp')).resolves.toBeUndefined();
      await expect(storage.delete('contract/5/never/was.webp')).resolves.toBeUndefined();
      await expect(storage.delete('contract/5')).resolves.toBeUndefined();
    });

    it("deletes every object under a user's prefix, and only those, counting them", async () => {
      const storage = open();
      const keys = {
        mine: [
          'contract/6/users/u1/avatars/a1.webp',
          'contract/6/users/u1/avatars/a2.webp',
          'contract/6/users/u1/cards/c1.webp',
          'contract/6/users/u1/cards/deep/c2.webp',
        ],
        others: [
          'contract/6/users/u10/avatars/a.webp',
          'contract/6/users/u2/cards/c.webp',
          'contract/6/users/u1.webp',
        ],
      };
      for (const key of [...keys.mine, ...keys.others]) {
        await storage.put(key, bytes(key), { contentType: 'image/webp' });
      }
      expect(await storage.deletePrefix('contract/6/users/u1/')).toBe(4);
      for (const key of keys.mine) expect(await storage.get(key)).toBeNull();
      for (const key of keys.others)
        expect(text((await storage.get(key))?.body ?? bytes(''))).toBe(key);
      expect(await storage.deletePrefix('contract/6/users/u1/')).toBe(0);
      expect(await storage.deletePrefix('contract/6/nobody/')).toBe(0);
      // The folder can be written to again after it was emptied.
      await storage.put(keys.mine[0] ?? '', bytes('again'), { contentType: 'image/webp' });
      expect(text((await storage.get(keys.mine[0] ?? ''))?.body ?? bytes(''))).toBe('again');
    });

    it('keeps the keys it is told to keep', async () => {
      const storage = open();
      const keys = ['contract/9/u/a.webp', 'contract/9/u/b.webp', 'contract/9/u/sub/c.webp'];
      for (const key of keys) await storage.put(key, bytes(key), { contentType: 'image/webp' });
      const keep = new Set(['contract/9/u/b.webp', 'contract/9/u/sub/c.webp']);
      expect(await storage.deletePrefix('contract/9/u/', { keep })).toBe(1);
      expect(await storage.get('contract/9/u/a.webp')).toBeNull();
      for (const key of keep) {
        const kept = await storage.get(key);
        expect(text(kept?.body ?? bytes('')), key).toBe(key);
        expect(kept?.contentType).toBe('image/webp');
      }
    });

    it('matches a prefix as a string, not only as a folder', async () => {
      const storage = open();
      for (const key of ['contract/7/ab/x.webp', 'contract/7/a.webp', 'contract/7/b.webp']) {
        await storage.put(key, bytes(key), { contentType: 'image/webp' });
      }
      expect(await storage.deletePrefix('contract/7/a')).toBe(2);
      expect(await storage.get('contract/7/ab/x.webp')).toBeNull();
      expect(await storage.get('contract/7/a.webp')).toBeNull();
      expect(await storage.get('contract/7/b.webp')).not.toBeNull();
    });

    it('refuses a content type that could break a header', async () => {
      const storage = open();
      for (const contentType of ['', ' image/webp', 'image/webp\r\nX-Evil: 1', 'ảnh/webp']) {
        await expect(
          storage.put('contract/8/a.webp', bytes('x'), { contentType }),
          contentType,
        ).rejects.toThrow(/content type/);
      }
      expect(await storage.get('contract/8/a.webp')).toBeNull();
    });

    it('refuses invalid keys and prefixes on every method', async () => {
      const storage = open();
      for (const key of INVALID_KEYS) {
        const options = { contentType: 'image/webp' };
        await expect(storage.put(key, bytes('x'), options), key).rejects.toThrow(
          InvalidStorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
      }
      for (const prefix of ['', '/', '../', 'users/../', '.tmp/', 'users//', 'a b/']) {
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(InvalidStorageKeyError);
      }
    });
  });
}
