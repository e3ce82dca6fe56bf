import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache.ts';

describe('ContentCache', () => {
  it('keeps bytes per set and encoding, and replaces them for a new ETag', () => {
    const cache = new ContentCache(1024);
    cache.set('a', 'br', 'W/"1"', new Uint8Array(10));
    cache.set('a', 'gzip', 'W/"1"', new Uint8Array(20));
    expect(cache.get('a', 'br')?.body.length).toBe(10);
    expect(cache.get('a', 'gzip')?.body.length).toBe(20);
    expect(cache.get('a', 'identity')).toBeUndefined();
    cache.set('a', 'br', 'W/"2"', new Uint8Array(30));
    expect(cache.get('a', 'br')).toEqual({ etag: 'W/"2"', body: new Uint8Array(30), bytes: 30 });
  });

  it('drops the least recently used entries beyond its byte budget', () => {
    const cache = new ContentCache(100);
    cache.set('a', 'br', 'e', new Uint8Array(40));
    cache.set('b', 'br', 'e', new Uint8Array(40));
    cache.get('a', 'br'); // a is now the most recently used
    cache.set('c', 'br', 'e', new Uint8Array(40));
    expect(cache.get('b', 'br')).toBeUndefined();
    expect(cache.get('a', 'br')).toBeDefined();
    expect(cache.get('c', 'br')).toBeDefined();
    // a body larger than the whole budget is not kept
    cache.set('d', 'identity', 'e', 'x'.repeat(60));
    expect(cache.get('d', 'identity')).toBeUndefined();
  });
});
