/**
 * A process that takes a directory lock (dir-lock.ts), for the lock tests; run with
 * `node --import tsx lock-holder.ts <lockPath> [--wait]`. With --wait it prints `ready` and
 * takes the lock only when a line arrives on stdin (so several start at the same moment). Then
 * it prints one JSON line, `{"result":"locked","takenOver":…}` or `{"result":"held"}` (or
 * `{"result":"error","message":…}`), and a holder stays alive until killed.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { acquireDirLock, LockHeldError } from '../../src/lib/dir-lock.ts';

const [path, flag] = process.argv.slice(2);
if (path === undefined) throw new Error('usage: lock-holder.ts <lockPath> [--wait]');

const lines = createInterface({ input: process.stdin });
if (flag === '--wait') {
  process.stdout.write('ready\n');
  await once(lines, 'line');
}
try {
  const lock = await acquireDirLock({
    path,
    onCompromised: () => process.stdout.write('{"result":"compromised"}\n'),
  });
  process.stdout.write(`${JSON.stringify({ result: 'locked', takenOver: lock.takenOver })}\n`);
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  const result =
    error instanceof LockHeldError
      ? { result: 'held' }
      : { result: 'error', message: (error as Error).message };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
