/**
 * The S3 driver against a real S3-compatible HTTP server: s3rver (a fake S3 in JavaScript), in
 * a process of its own on 127.0.0.1, a free port and a temporary directory
 * (helpers/s3rver-process.mjs says why a process). No SDK mock: every call goes over HTTP
 * through @aws-sdk/client-s3. s3rver checks the access key id but not a V4 signature.
 */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createStorage } from '../src/providers/storage/create-storage.ts';
import { S3Storage } from '../src/providers/storage/s3-storage.ts';
import { describeStorageContract } from './helpers/storage-contract.ts';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const BUCKET = 'ielts-files';
const SERVER_SCRIPT = fileURLToPath(new URL('./helpers/s3rver-process.mjs', import.meta.url));

let dir: string;
let server: ChildProcess | undefined;
let endpoint: string;
let storage: S3Storage;

/** Starts the fake S3 process and answers the port it listens on. */
async function startServer(directory: string): Promise<number> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SERVER_SCRIPT, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  server = child;
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with code ${code} before listening`);
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000).unref(),
    ),
  ]);
  lines.close();
  return (JSON.parse(first) as { port: number }).port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ielts-s3rver-'));
  endpoint = `http://127.0.0.1:${await startServer(dir)}`;
  storage = new S3Storage({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  storage?.client.destroy();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

describeStorageContract('S3 (s3rver)', () => storage);

describe('S3Storage', () => {
  it('deletes a prefix of more than one page (1,000 keys) of objects', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `paged/users/u1/cards/${i}.webp`);
    for (let start = 0; start < keys.length; start += 25) {
      await Promise.all(
        keys
          .slice(start, start + 25)
          .map((key) => storage.put(key, new Uint8Array([1]), { contentType: 'image/webp' })),
      );
    }
    await storage.put('paged/users/u2/cards/0.webp', new Uint8Array([2]), {
      contentType: 'image/webp',
    });
    expect(await storage.deletePrefix('paged/users/u1/')).toBe(1005);
    expect(await storage.get('paged/users/u1/cards/1004.webp')).toBeNull();
    expect(await storage.get('paged/users/u2/cards/0.webp')).not.toBeNull();
  });

  it('is what createStorage builds from STORAGE_DRIVER=s3 and the S3_* settings', async () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    });
    const opened = await createStorage(config.storage);
    expect(opened.storage).toBeInstanceOf(S3Storage);
    expect(opened.description).toBe(`s3 ${BUCKET} at ${endpoint}`);
    expect(opened.description).not.toContain(SECRET_KEY);
    await opened.storage.put('config/a.webp', new Uint8Array([7]), { contentType: 'image/webp' });
    expect((await storage.get('config/a.webp'))?.body).toEqual(new Uint8Array([7]));
    (opened.storage as S3Storage).client.destroy();
  });

  it('throws, rather than answering null, when the bucket is missing or the key unknown', async () => {
    const options = { endpoint, region: 'us-east-1', forcePathStyle: true };
    const noBucket = new S3Storage({
      ...options,
      bucket: 'no-such-bucket',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
    });
    await expect(noBucket.get('a.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    const wrongKey = new S3Storage({
      ...options,
      bucket: BUCKET,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: SECRET_KEY,
    });
    await expect(
      wrongKey.put('a.webp', new Uint8Array([1]), { contentType: 'image/webp' }),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    noBucket.client.destroy();
    wrongKey.client.destroy();
  });
});
