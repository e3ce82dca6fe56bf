/**
 * The embedded database's preparation, as a process of its own (prepare.ts):
 * `node dist/prepare-worker.js <dir>` creates the PGlite directory if needed, applies the pending
 * migrations, closes it and exits 0; on failure it prints the reason and exits 1. A process, not
 * a worker thread: the memory PGlite grows to while it initialises a cluster and builds indexes
 * goes back to the system only when a process ends (a worker thread's malloc arenas stay with
 * the server: measured ~100 MiB kept). Bundled as dist/prepare-worker.js beside dist/main.js; in
 * source runs it is started through tsx.
 */
import { openDatabase } from './client.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: prepare-worker <pglite directory>');
  process.exit(2);
}
try {
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
