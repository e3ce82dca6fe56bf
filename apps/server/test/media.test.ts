/**
 * GET /media/<path> (docs/api.md "Media") against a fixture folder: a manifest and two files
 * in a temporary directory, plus a file beside them that the manifest does not list. Range
 * requests (start-end, open-ended, suffix), 416, ETag and 304, HEAD, and 404 for anything the
 * manifest does not name, traversal attempts included. Then the route as the app mounts it,
 * with no session.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_AGE_SECONDS, mediaRoutes } from '../src/modules/media/media.routes.ts';
import { createHarness, type Harness } from './helpers/harness.ts';

/** 1,000 bytes whose value is their offset modulo 256, so any slice is checkable. */
const AUDIO = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
const OTHER = new TextEncoder().encode('not in the manifest');
const SHA = createHash('sha256').update(AUDIO).digest('hex');

let root: string;
let app: Hono;

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await app.request(`http://localhost${path}`, { method, headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ielts-media-'));
  root = join(dir, 'audio');
  await mkdir(join(root, 'lessons'), { recursive: true });
  await writeFile(join(root, 'lessons', 'a1-001.opus'), AUDIO);
  await writeFile(join(root, 'lessons', 'a1-002.mp3'), OTHER);
  await writeFile(join(root, 'lessons', 'secret.opus'), OTHER);
  await writeFile(join(dir, 'outside.txt'), OTHER);
  await writeFile(
    join(root, 'manifest.json'),
    JSON.stringify({
      files: {
        'a1-001': { path: 'lessons/a1-001.opus', seconds: 1.5, bytes: AUDIO.length, sha256: SHA },
        // no sha256: the server hashes the file itself
        'a1-002': { path: 'lessons/a1-002.mp3', seconds: 0.5, bytes: OTHER.length },
        'a1-003': { path: 'lessons/a1-003.opus', seconds: 1, bytes: 10 },
        evil: { path: '../outside.txt', seconds: 1, bytes: OTHER.length },
      },
    }),
  );
  app = new Hono().route('/media', mediaRoutes({ root }));
});

afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
});

describe('GET /media/<path>', () => {
  it('answers a listed file whole, with its type, length, ETag and cache headers', async () => {
    const { response, bytes } = await get('/media/lessons/a1-001.opus');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBe(`"${SHA}"`);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    expect(bytes).toEqual(AUDIO);
  });

  it('answers a start-end range with 206 and Content-Range', async () => {
    const { response, bytes } = await get('/media/lessons/a1-001.opus', { range: 'bytes=10-19' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(response.headers.get('content-length')).toBe('10');
    expect(bytes).toEqual(AUDIO.slice(10, 20));
  });

  it('answers an open-ended range to the end of the file', async () => {
    const { response, bytes } = await get('/media/lessons/a1-001.opus', { range: 'bytes=990-' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(bytes).toEqual(AUDIO.slice(990));
  });

  it('answers a suffix range with the last bytes', async () => {
    const { response, bytes } = await get('/media/lessons/a1-001.opus', { range: 'bytes=-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 995-999/1000');
    expect(bytes).toEqual(AUDIO.slice(995));
  });

  it('clamps a range past the end and answers 416 for one that starts past it', async () => {
    const clamped = await get('/media/lessons/a1-001.opus', { range: 'bytes=998-5000' });
    expect(clamped.response.status).toBe(206);
    expect(clamped.bytes).toEqual(AUDIO.slice(998));
    const { response, bytes } = await get('/media/lessons/a1-001.opus', { range: 'bytes=1000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(bytes).toHaveLength(0);
  });

  it('ignores a malformed or multi-part range and sends the whole file', async () => {
    for (const range of ['bytes=9-3', 'bytes=0-1,4-5', 'lines=1-2']) {
      const { response, bytes } = await get('/media/lessons/a1-001.opus', { range });
      expect(response.status, range).toBe(200);
      expect(bytes).toHaveLength(1000);
    }
  });

  it('answers 304 for a matching If-None-Match, and the whole file after If-Range of another', async () => {
    const etag = `"${SHA}"`;
    const cached = await get('/media/lessons/a1-001.opus', { 'if-none-match': etag });
    expect(cached.response.status).toBe(304);
    expect(cached.response.headers.get('etag')).toBe(etag);
    expect(cached.bytes).toHaveLength(0);
    const weak = await get('/media/lessons/a1-001.opus', { 'if-none-match': `"x", W/${etag}` });
    expect(weak.response.status).toBe(304);
    const changed = await get('/media/lessons/a1-001.opus', { 'if-none-match': '"old"' });
    expect(changed.response.status).toBe(200);
    const stale = await get('/media/lessons/a1-001.opus', {
      range: 'bytes=0-9',
      'if-range': '"old"',
    });
    expect(stale.response.status).toBe(200);
    const fresh = await get('/media/lessons/a1-001.opus', { range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.response.status).toBe(206);
  });

  it('hashes a file the manifest gives no sha256 for, and types .mp3 as audio/mpeg', async () => {
    const { response } = await get('/media/lessons/a1-002.mp3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const sha = createHash('sha256').update(OTHER).digest('hex');
    expect(response.headers.get('etag')).toBe(`"${sha}"`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { response, bytes } = await get('/media/lessons/a1-001.opus', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(bytes).toHaveLength(0);
  });

  it('answers 404 for files the manifest does not list, listed but missing, and traversal', async () => {
    const paths = [
      '/media/lessons/secret.opus',
      '/media/lessons/a1-003.opus',
      '/media/manifest.json',
      '/media/lessons',
      '/media/..%2Foutside.txt',
      '/media/%2e%2e/outside.txt',
      '/media/lessons/..%2F..%2Foutside.txt',
      '/media/lessons%2Fa1-001.opus%00',
      '/media//etc/passwd',
      '/media/%2Fetc%2Fpasswd',
      '/media/lessons/A1-001.OPUS',
    ];
    for (const path of paths) {
      const { response } = await get(path);
      expect(response.status, path).toBe(404);
    }
    const { response, bytes } = await get('/media/lessons/a1-003.opus');
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('picks up a rewritten manifest without a restart', async () => {
    const manifest = join(root, 'manifest.json');
    await writeFile(
      manifest,
      JSON.stringify({
        files: {
          'a1-001': { path: 'lessons/a1-001.opus', seconds: 1.5, bytes: 1000, sha256: SHA },
        },
      }),
    );
    const later = new Date(Date.now() + 5000);
    await utimes(manifest, later, later);
    expect((await get('/media/lessons/a1-002.mp3')).response.status).toBe(404);
    expect((await get('/media/lessons/a1-001.opus')).response.status).toBe(200);
  });
});

describe('/media in the app', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('needs no session and answers the error shape for an unknown path', async () => {
    const response = await harness.app.request('http://localhost:3000/media/lessons/none.opus');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const traversal = await harness.app.request('http://localhost:3000/media/..%2Fpackage.json');
    expect(traversal.status).toBe(404);
  });
});
