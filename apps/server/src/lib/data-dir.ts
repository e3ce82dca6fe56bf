/**
 * The data directory: a lock so that only one server uses an embedded PGlite database at a
 * time (two processes on one PGlite dir corrupt it: DESIGN.md), and the session secret
 * generated on first start when none is configured.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireDirLock, LockHeldError, type DirLock } from './dir-lock.ts';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another server is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or with DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the exclusive lock on `dataDir`: the directory `dataDir/server.lock` (dir-lock.ts), with
 * the holder's pid, start time and host inside, touched every 5 s. A lock whose holder is gone
 * (killed, crashed) is taken over at once; one whose holder cannot be checked from here (another
 * host or container) once it is 20 s old. Answers the lock (its `release`, and whether and from
 * whom it was taken over).
 * @throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<DirLock> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await acquireDirLock({
      path: join(dataDir, 'server.lock'),
      staleMs: 20_000,
      updateMs: 5_000,
      onCompromised,
    });
  } catch (error) {
    if (error instanceof LockHeldError) throw new DataDirLockedError(dataDir);
    throw error;
  }
}

/**
 * Returns the configured secret, or the one stored in `dataDir/auth-secret`, creating it
 * (32 random bytes, base64url, file mode 0600) on first start. Never a hard-coded default.
 */
export async function loadOrCreateSecret(
  configured: string | null,
  dataDir: string,
): Promise<string> {
  if (configured !== null) return configured;
  const file = join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
    throw new Error(
      `${file} holds no valid secret: delete it to generate a new one (signs everyone out).`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another instance created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
