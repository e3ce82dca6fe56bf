/**
 * Opens the database ready to serve (issue 20 §4, light on the learner's own computer).
 *
 * PostgreSQL: opened and migrated in place.
 *
 * PGlite: creating a cluster and applying migrations (index builds above all) grow its
 * WebAssembly memory, which a process never gets back, and the garbage of a closed instance
 * waits for a garbage collection that an idle server may never run. So when the directory is
 * new or the journal has migrations it has not applied, a process of its own does that work
 * (prepare-worker.ts) and its memory goes with it; the server then opens the prepared directory.
 * What was applied is remembered in `<dir>.migrated` (the newest migration's tag), so an
 * ordinary start opens the database once. Measured on the built server, idle 8 s after the
 * start: a first start 476 → ~260 MiB resident, a start on existing data 429 → ~260 MiB (with
 * PGLITE_SETTINGS); see `npm run bench`.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  latestMigrationTag,
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from './client.ts';

/**
 * Runs the preparation process on `dir`: the bundled dist/prepare-worker.js beside dist/main.js,
 * or in a source run (a .ts module under tsx) the TypeScript entry through tsx.
 * @throws Error with what the process printed when it fails.
 */
function prepareInProcess(dir: string): Promise<void> {
  const source = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(
    new URL(source ? './prepare-worker.ts' : './prepare-worker.js', import.meta.url),
  );
  const args = source ? ['--import', 'tsx', entry, dir] : [entry, dir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Cannot prepare the database (${code}): ${output.trim()}`));
    });
  });
}

/** The database, created and migrated (see the module's comment). */
export async function openPreparedDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite' && options.dir !== null) {
    const marker = `${options.dir}.migrated`;
    const latest = latestMigrationTag();
    const applied = existsSync(marker) ? (await readFile(marker, 'utf8')).trim() : null;
    if (!existsSync(options.dir) || applied !== latest) {
      await prepareInProcess(options.dir);
      await writeFile(marker, `${latest}\n`);
    }
    // migrated up to the journal's newest tag (by the process above or an earlier start):
    // drizzle's migrator would only read the journal and the applied list to find nothing to do
    return openDatabase(options);
  }
  const database = await openDatabase(options);
  // on PostgreSQL (and PGlite in memory) the migration itself
  await database.migrate();
  return database;
}
