/**
 * An exclusive lock between processes: a directory (`mkdir` is atomic) holding `owner.json`, the
 * holder's identity (process-identity.ts) and a random token. The holder touches the directory
 * every `updateMs`.
 *
 * A starter that finds the lock taken asks whether its holder still runs:
 * - alive: refused, however old the lock looks (a busy holder keeps it);
 * - provably gone (killed, crashed, the machine rebooted): taken over at once;
 * - not knowable from here (another host or pid namespace, a lock without a readable owner, e.g.
 *   one written by proper-lockfile, which this replaces): taken over once its mtime is older
 *   than `staleMs`.
 *
 * Taking over is a rename of the lock directory to a tombstone named after the instance seen,
 * `<path>.stale-<token>`. A rename onto a non-empty directory fails, so of several starters that
 * saw the same dead lock only the first moves it; a later one's rename fails (or, should the
 * path already hold a fresh lock, fails for the same reason instead of moving it). Then each
 * tries `mkdir` again, and exactly one wins. Tombstones are removed by a later acquisition once
 * they are a minute old.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  currentIdentity,
  holderLiveness,
  isProcessIdentity,
  type ProcessIdentity,
} from './process-identity.ts';

export interface LockOwner extends ProcessIdentity {
  /** Random per acquisition: tells two holders (and two runs of one pid) apart. */
  token: string;
  /** When it was taken (ISO 8601). */
  acquiredAt: string;
}

export interface DirLockOptions {
  /** The lock directory (its parent must exist). */
  path: string;
  /** Age in ms after which a lock whose holder cannot be checked is taken over (20,000). */
  staleMs?: number;
  /** Interval in ms between the holder's touches of the lock (5,000). */
  updateMs?: number;
  /** Called once when the lock was removed or replaced under its holder; refreshing stops. */
  onCompromised: (error: Error) => void;
}

export interface DirLock {
  /** Whether a previous holder's lock was taken over, and why. */
  takenOver: 'gone' | 'stale' | null;
  /** The owner of the lock taken over, when it had a readable one. */
  previousHolder: LockOwner | null;
  /** Stops refreshing and removes the lock (if it is still this holder's). */
  release(): Promise<void>;
}

/** The lock is held by a live process, or one this process cannot check whose lock is fresh. */
export class LockHeldError extends Error {
  readonly code = 'ELOCKED';
  constructor(
    readonly path: string,
    readonly holder: LockOwner | null,
  ) {
    super(`${path} is held${holder ? ` by pid ${holder.pid} on ${holder.hostname}` : ''}`);
    this.name = 'LockHeldError';
  }
}

const OWNER_FILE = 'owner.json';
const ABANDONED_FILE = 'abandoned';
const TOMBSTONE_MAX_AGE_MS = 60_000;
const ATTEMPTS = 10;
/** Tokens of the locks this process holds: never judged by pid (they are ours, and alive). */
const heldTokens = new Set<string>();

/** `text` as a LockOwner, or null when it is not one. */
function parseOwner(text: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!isProcessIdentity(value)) return null;
    const { token, acquiredAt } = value as unknown as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof acquiredAt !== 'string') return null;
    return value as LockOwner;
  } catch {
    return null;
  }
}

/** The lock's owner, or null when it has none (yet) or it cannot be read. */
async function readOwner(path: string): Promise<LockOwner | null> {
  return parseOwner(await readFile(join(path, OWNER_FILE), 'utf8').catch(() => ''));
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Removes tombstones of `path` older than a minute (best effort). */
async function removeOldTombstones(path: string, now: number): Promise<void> {
  const prefix = `${basename(path)}.stale-`;
  const parent = dirname(path);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const info = await stat(join(parent, name)).catch(() => null);
    if (info && info.ctimeMs < now - TOMBSTONE_MAX_AGE_MS) {
      await rm(join(parent, name), { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/**
 * Moves the lock instance seen (`owner`, or for an ownerless one its inode) out of the way.
 * Answers false when another starter moved it first or it is no longer the one seen.
 */
async function moveAside(path: string, owner: LockOwner | null, inode: number): Promise<boolean> {
  const tombstone = `${path}.stale-${owner ? owner.token : `i${inode}`}`;
  // A rename onto an empty directory succeeds: an ownerless lock gets a file first, so that its
  // tombstone is never empty (should this land in a fresh lock instead, it does no harm there).
  if (!owner) await writeFile(join(path, ABANDONED_FILE), '').catch(() => undefined);
  try {
    await rename(path, tombstone);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
  // What was moved must be the instance seen; else (a fresh lock made after a minute-old
  // tombstone was removed) put it back before its holder notices.
  const moved = await readOwner(tombstone);
  const same = owner
    ? moved?.token === owner.token
    : moved === null && (await stat(tombstone)).ino === inode;
  if (same) return true;
  await rename(tombstone, path).catch(() => undefined);
  return false;
}

/**
 * Takes the lock at `options.path`, taking over one whose holder is gone (or, when that cannot
 * be known, whose mtime is older than `staleMs`).
 * @throws LockHeldError while another process holds it.
 * @throws the file system's error when the lock cannot be made (e.g. EACCES, ENOENT parent).
 */
export async function acquireDirLock(options: DirLockOptions): Promise<DirLock> {
  const { path, staleMs = 20_000, updateMs = 5_000, onCompromised } = options;
  let takenOver: DirLock['takenOver'] = null;
  let previousHolder: LockOwner | null = null;
  let lastHolder: LockOwner | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const made = await mkdir(path).then(
      () => true,
      (error: unknown) => {
        if (errorCode(error) === 'EEXIST') return false;
        throw error;
      },
    );
    if (made) {
      const lock = await holdLock(path, updateMs, onCompromised);
      return { ...lock, takenOver, previousHolder };
    }
    const info = await stat(path).catch(() => null);
    if (info === null) continue; // released meanwhile: try again
    if (!info.isDirectory()) throw new Error(`${path} is not a lock directory: remove it`);
    const owner = await readOwner(path);
    lastHolder = owner;
    const liveness =
      owner === null ? 'unknown' : heldTokens.has(owner.token) ? 'alive' : holderLiveness(owner);
    const stale = info.mtimeMs < Date.now() - staleMs;
    if (liveness === 'alive' || (liveness === 'unknown' && !stale)) {
      throw new LockHeldError(path, owner);
    }
    if (await moveAside(path, owner, info.ino)) {
      takenOver = liveness === 'gone' ? 'gone' : 'stale';
      previousHolder = owner;
    }
  }
  throw new LockHeldError(path, lastHolder);
}

/** Writes the owner into the freshly made lock `path` and keeps it fresh until released. */
async function holdLock(
  path: string,
  updateMs: number,
  onCompromised: (error: Error) => void,
): Promise<Pick<DirLock, 'release'>> {
  const owner: LockOwner = {
    ...currentIdentity(),
    token: randomUUID(),
    acquiredAt: new Date().toISOString(),
  };
  heldTokens.add(owner.token);
  const temporary = join(path, `${OWNER_FILE}.${owner.token}.tmp`);
  try {
    await writeFile(temporary, JSON.stringify(owner));
    await rename(temporary, join(path, OWNER_FILE));
  } catch (error) {
    // left ownerless (never removed blindly: the path may be another's by now), it goes stale
    heldTokens.delete(owner.token);
    throw error;
  }
  await removeOldTombstones(path, Date.now());

  let released = false;
  const releasedPath = `${path}.released-${owner.token}`;
  const ownerFile = join(path, OWNER_FILE);
  const stopHolding = () => {
    released = true;
    clearInterval(timer);
    heldTokens.delete(owner.token);
    process.off('exit', releaseOnExit);
  };
  // Every updateMs: still ours? Then touch it. Gone or another's: compromised. A read that
  // fails otherwise (EMFILE…) is tried again next time.
  const check = async () => {
    let text: string;
    try {
      text = await readFile(ownerFile, 'utf8');
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') return;
      text = '';
    }
    if (released) return;
    if (parseOwner(text)?.token !== owner.token) {
      stopHolding();
      onCompromised(new Error(`the lock ${path} was removed or taken by another process`));
      return;
    }
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
  };
  const timer = setInterval(() => void check(), updateMs);
  timer.unref();

  // A clean process.exit (an error path of main) leaves no lock behind; a kill leaves one whose
  // holder is gone, which the next start takes over at once.
  function releaseOnExit(): void {
    try {
      if (parseOwner(readFileSync(ownerFile, 'utf8'))?.token !== owner.token) return;
      renameSync(path, releasedPath);
      rmSync(releasedPath, { recursive: true, force: true });
    } catch {
      // the next start takes it over
    }
  }
  process.once('exit', releaseOnExit);

  return {
    release: async () => {
      if (released) return;
      stopHolding();
      if ((await readOwner(path))?.token !== owner.token) return;
      await rename(path, releasedPath);
      await rm(releasedPath, { recursive: true, force: true });
    },
  };
}
