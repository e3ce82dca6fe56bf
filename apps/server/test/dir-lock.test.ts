/**
 * The data-dir lock (lib/dir-lock.ts) between real processes (helpers/lock-holder.ts): a holder
 * killed with SIGKILL is taken over at once; a live one never, however old its lock looks;
 * starters racing for one dead lock leave exactly one winner; a lock whose holder cannot be
 * checked waits for its staleness.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDirLock,
  LockHeldError,
  type DirLock,
  type LockOwner,
} from '../src/lib/dir-lock.ts';
import { currentIdentity } from '../src/lib/process-identity.ts';

const HOLDER = fileURLToPath(new URL('./helpers/lock-holder.ts', import.meta.url));

interface Holder {
  child: ChildProcess;
  lines: Interface;
  next(): Promise<string>;
}

let dir: string;
const children: ChildProcess[] = [];
const locks: DirLock[] = [];

function startHolder(path: string, wait = false): Holder {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', HOLDER, path, ...(wait ? ['--wait'] : [])],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else queue.push(line);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = queue.shift();
      if (line !== undefined) return resolve(line);
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
  return { child, lines, next };
}

async function result(holder: Holder): Promise<{ result: string; takenOver?: string | null }> {
  return JSON.parse(await holder.next()) as { result: string; takenOver?: string | null };
}

async function kill9(holder: Holder): Promise<void> {
  const exited = once(holder.child, 'exit');
  holder.child.kill('SIGKILL');
  await exited;
}

async function owner(path: string): Promise<LockOwner> {
  return JSON.parse(await readFile(join(path, 'owner.json'), 'utf8')) as LockOwner;
}

async function lockInTest(path: string, staleMs?: number): Promise<DirLock> {
  const lock = await acquireDirLock({
    path,
    ...(staleMs === undefined ? {} : { staleMs }),
    onCompromised: () => undefined,
  });
  locks.push(lock);
  return lock;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ielts-lock-'));
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
  }
  for (const lock of locks.splice(0)) await lock.release();
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('dir lock between processes', () => {
  it('takes over at once the lock of a holder killed with SIGKILL', async () => {
    const path = join(dir, 'killed.lock');
    const holder = startHolder(path);
    expect(await result(holder)).toEqual({ result: 'locked', takenOver: null });
    expect((await owner(path)).pid).toBe(holder.child.pid);
    await kill9(holder);

    const started = performance.now();
    const lock = await lockInTest(path);
    const elapsedMs = performance.now() - started;
    expect(lock.takenOver).toBe('gone');
    expect(lock.previousHolder?.pid).toBe(holder.child.pid);
    expect(elapsedMs).toBeLessThan(1000);
    expect((await owner(path)).pid).toBe(process.pid);
  });

  it('refuses while the holder lives, even when its lock looks a minute old', async () => {
    const path = join(dir, 'alive.lock');
    const holder = startHolder(path);
    expect((await result(holder)).result).toBe('locked');
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(path, minuteAgo, minuteAgo);
    await expect(lockInTest(path)).rejects.toBeInstanceOf(LockHeldError);
    const second = startHolder(path);
    expect(await result(second)).toEqual({ result: 'held' });
    expect((await owner(path)).pid).toBe(holder.child.pid);
  });

  it('refuses a second lock in the same process, and releases', async () => {
    const path = join(dir, 'same.lock');
    const [a, b] = await Promise.allSettled([lockInTest(path), lockInTest(path)]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const lock = a.status === 'fulfilled' ? a.value : (b as PromiseFulfilledResult<DirLock>).value;
    await lock.release();
    expect(await readdir(dir)).not.toContain('same.lock');
    expect((await lockInTest(path)).takenOver).toBeNull();
  });

  it('leaves exactly one winner among starters racing for a dead or stale lock', async () => {
    const kinds = ['killed', 'killed', 'killed', 'ownerless', 'ownerless', 'ownerless'];
    for (const [round, kind] of kinds.entries()) {
      const path = join(dir, `race-${round}.lock`);
      if (kind === 'killed') {
        const dead = startHolder(path);
        expect((await result(dead)).result).toBe('locked');
        await kill9(dead);
      } else {
        // proper-lockfile's empty directory, untouched for a minute
        await mkdir(path);
        const minuteAgo = new Date(Date.now() - 60_000);
        await utimes(path, minuteAgo, minuteAgo);
      }
      const racers = Array.from({ length: 4 }, () => startHolder(path, true));
      for (const racer of racers) expect(await racer.next()).toBe('ready');
      for (const racer of racers) racer.child.stdin!.write('go\n');
      const results = await Promise.all(racers.map(result));
      // the one who moved the dead lock aside need not be the one whose mkdir came first
      expect(results.filter((r) => r.result === 'locked')).toHaveLength(1);
      expect(results.filter((r) => r.result === 'held')).toHaveLength(3);
      const winner = racers[results.findIndex((r) => r.result === 'locked')]!;
      expect((await owner(path)).pid).toBe(winner.child.pid);
    }
  });

  it('takes over a pid reused by another process, told apart by its start time', async () => {
    const path = join(dir, 'reused.lock');
    const other = startHolder(join(dir, 'other.lock'));
    expect((await result(other)).result).toBe('locked');
    const self = currentIdentity();
    // the lock names the other process's pid with a start time that is not its own
    await mkdir(path);
    const reused: LockOwner = {
      ...self,
      pid: other.child.pid!,
      startTime: self.startTime === null ? null : '1',
      token: 'earlier-run',
      acquiredAt: new Date().toISOString(),
    };
    await writeFile(join(path, 'owner.json'), JSON.stringify(reused));
    if (self.startTime === null) {
      // not Linux: the start time cannot be compared, so the fresh lock is kept
      await expect(lockInTest(path)).rejects.toBeInstanceOf(LockHeldError);
      return;
    }
    expect((await lockInTest(path)).takenOver).toBe('gone');
  });

  it('waits for staleness when the holder cannot be checked (another host, no owner)', async () => {
    const foreign = join(dir, 'foreign.lock');
    await mkdir(foreign);
    const elsewhere: LockOwner = {
      ...currentIdentity(),
      hostname: 'another-host',
      token: 'elsewhere',
      acquiredAt: new Date().toISOString(),
    };
    await writeFile(join(foreign, 'owner.json'), JSON.stringify(elsewhere));
    await expect(lockInTest(foreign, 20_000)).rejects.toBeInstanceOf(LockHeldError);
    const old = new Date(Date.now() - 30_000);
    await utimes(foreign, old, old);
    expect((await lockInTest(foreign, 20_000)).takenOver).toBe('stale');

    // proper-lockfile's lock: an empty directory, its mtime refreshed by the holder
    const legacy = join(dir, 'legacy.lock');
    await mkdir(legacy);
    await expect(lockInTest(legacy, 20_000)).rejects.toBeInstanceOf(LockHeldError);
    await utimes(legacy, old, old);
    expect((await lockInTest(legacy, 20_000)).takenOver).toBe('stale');
  });

  it('tells the holder when its lock is removed under it', async () => {
    const path = join(dir, 'compromised.lock');
    let compromised: Error | null = null;
    const lock = await acquireDirLock({
      path,
      updateMs: 50,
      onCompromised: (error) => (compromised = error),
    });
    locks.push(lock);
    await rm(path, { recursive: true });
    await expect.poll(() => compromised, { timeout: 2000 }).not.toBeNull();
  });
});
