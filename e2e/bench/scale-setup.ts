/**
 * The school setup of issue 22 §2 on this machine, with the real components docs/operations.md
 * ("Several instances") describes: PostgreSQL (TEST_DATABASE_URL), an S3-compatible store
 * (s3rver, in a process of its own: apps/server/test/helpers/s3rver-process.mjs), `instances`
 * servers started together on one database (their migrations serialise on an advisory lock),
 * and nginx (Debian's package) in front, balancing between them and retrying idempotent
 * requests on the other instance when one fails.
 *
 * nginx is looked for on PATH and in /usr/sbin; without it the scenario cannot run and
 * `startSchool` throws with the command that installs it.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { resetPostgres } from '../helpers/postgres.ts';
import { freePort, ROOT, spawnHealthy, waitForHealth } from '../helpers/server.ts';

const BUCKET = 'ielts-school';
const S3_KEY = 'S3RVER';
const SECRET = 'school-bench-secret-school-bench-secret-0123456789';

/** The variables an instance needs for the school's storage at `endpoint`, with the secret. */
export function schoolEnv(endpoint: string): Record<string, string> {
  return {
    BETTER_AUTH_SECRET: SECRET,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
  };
}

export interface School {
  /** The proxy's origin, `http://127.0.0.1:<port>`: what learners open. */
  url: string;
  /** The instances behind it, in start order. */
  instances: ChildProcess[];
  /** The folder holding everything the setup writes (removed by stop). */
  root: string;
  /** The S3 store's own folder (s3rver's files): what a bucket backup copies. */
  s3Dir: string;
  /** Stops everything and removes its files. */
  stop(): Promise<void>;
}

/** The nginx binary, or null when it is not installed. */
function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '' ? found.stdout.trim() : null;
}

/**
 * The proxy's configuration: one upstream per instance (kept-alive connections), a failed
 * instance taken out for 10 s after one failure, and a request that failed on one instance
 * before any answer passed to the next — nginx never does that for a POST that reached an
 * instance (`non_idempotent` is off): the client resends it, and its event id makes that safe.
 */
export function nginxConfig(prefix: string, port: number, upstreams: number[]): string {
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream app {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/**
 * s3rver on a free port in its own process, serving `directory`; resolves once it listens,
 * after creating the bucket unless `createBucket` is false (a restored copy already holds it).
 */
export async function startS3(
  directory: string,
  createBucket = true,
): Promise<{ endpoint: string; child: ChildProcess }> {
  const script = join(ROOT, 'apps/server/test/helpers/s3rver-process.mjs');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory], {
    cwd: join(ROOT, 'apps/server'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  if (!createBucket) return { endpoint, child };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
  return { endpoint, child };
}

const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * Starts the setup on a new database: s3rver, `count` instances started at the same moment,
 * and nginx in front of them.
 * @throws Error when nginx is missing (with its install command) or a part does not start.
 */
export async function startSchool(databaseUrl: string, count: number): Promise<School> {
  const nginx = nginxBinary();
  if (nginx === null) {
    throw new Error('nginx is not installed: apt-get update && apt-get install -y nginx-light');
  }
  await resetPostgres(databaseUrl);
  const root = await mkdtemp(join(tmpdir(), 'ielts-school-'));
  const children: ChildProcess[] = [];
  let proxy: ChildProcess | null = null;
  const stop = async () => {
    if (proxy) await stopChild(proxy, 'SIGQUIT');
    await Promise.all(children.map((child) => stopChild(child)));
    await rm(root, { recursive: true, force: true });
  };
  try {
    await mkdir(join(root, 's3'));
    const s3 = await startS3(join(root, 's3'));
    children.push(s3.child);
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const instances = await Promise.all(
      ports.map(async (port, i) => {
        const dataDir = join(root, `instance-${i}`);
        await mkdir(dataDir);
        const { child } = await spawnHealthy(port, {
          ...schoolEnv(s3.endpoint),
          DATABASE_URL: databaseUrl,
          APP_URL: url,
          DATA_DIR: dataDir,
          TRUST_PROXY: '1',
          LOG_LEVEL: 'error',
        });
        children.push(child);
        return child;
      }),
    );
    const prefix = join(root, 'nginx');
    await mkdir(prefix);
    const config = join(prefix, 'nginx.conf');
    await writeFile(config, nginxConfig(prefix, proxyPort, ports));
    proxy = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(url, proxy, 15_000);
    return { url, instances, root, s3Dir: join(root, 's3'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
