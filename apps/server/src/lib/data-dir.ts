/**
 * The data directory: a lock so that only one server uses an embedded PGlite database at a
 * time (two processes on one PGlite dir corrupt it: DESIGN.md), and the session secret
 * generated on first start when none is configured.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

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
 * Takes the exclusive lock on `dataDir` (a lock directory refreshed every 5 s; one left by a
 * crashed process is taken over after 20 s). Returns the release function.
 * @throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: 20_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
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
