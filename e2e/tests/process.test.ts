/**
 * The server process as `npm start` runs it: a second start on the same data dir stops at once
 * with a clear message while the first keeps serving; SIGTERM closes the database cleanly, so the
 * data dir opens again with its data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer } from '../helpers/server.ts';

describe('server process', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data dir and survives a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ielts-process-'));
    const first = await startServer({}, dataDir);
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({
        name: 'Persisted',
        email: 'persist@example.com',
        password: 'secret123',
      }),
    });
    expect(signUp.status).toBe(200);

    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    let output = '';
    second.stderr?.on('data', (chunk) => (output += chunk));
    second.stdout?.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Another server is already using the data directory');

    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).not.toContain('error');

    const again = await startServer({}, dataDir);
    const signIn = await fetch(`${again.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: again.url },
      body: JSON.stringify({ email: 'persist@example.com', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    expect(await again.stop()).toBe(0);
  });
});
