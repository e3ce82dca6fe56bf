/**
 * SQLite for Anki collections: sql.js (SQLite compiled to WebAssembly), loaded once per process
 * (per import worker: import-runner.ts). Databases live in the WebAssembly heap — never on disk —
 * and must be closed after use. No native addon is involved (npm here does not run install
 * scripts).
 */
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';

/**
 * Bytes SQLite may allocate for an uploaded collection (`PRAGMA hard_heap_limit`): its page
 * cache, sorts and temporary tables. The collection file itself (at most
 * IMPORT_LIMITS.inflatedMaxBytes) sits beside it in sql.js's in-memory file system.
 */
const UNTRUSTED_HEAP_LIMIT_BYTES = 64 * 1024 * 1024;

let loading: Promise<SqlJsStatic> | null = null;

/** The sql.js module (the first call compiles the WebAssembly; later calls reuse it). */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens an uploaded SQLite file (`bytes`) with SQLite's defences for untrusted databases
 * (sqlite.org/security.html), before any query reads it:
 * - `hard_heap_limit` (UNTRUSTED_HEAP_LIMIT_BYTES): SQLite's allocations past it fail with
 *   "out of memory". The limit is global to the sql.js instance, which is why uploads are read
 *   in a worker of their own. WebAssembly memory lies outside V8's heap, so the worker's
 *   resourceLimits do not bound it; this does (measured: a 1 GB string in a generated column
 *   fails at once, the worker stays near 140 MB resident);
 * - `temp_store = memory`: sorts and temporary tables spill into that same bounded heap
 *   instead of temporary files, which sql.js keeps as growing JavaScript buffers that no limit
 *   covers (measured: 700 MB for one ORDER BY without it);
 * - `trusted_schema = off`: views, triggers and generated columns may call only harmless SQL
 *   functions; `cell_size_check = on`: damaged pages are detected earlier; `query_only = on`.
 * @throws Error (sql.js) when the bytes cannot be opened as a database.
 */
export function openUntrustedDatabase(SQL: SqlJsStatic, bytes: Uint8Array): Database {
  const db = new SQL.Database(bytes);
  try {
    db.run(
      `pragma hard_heap_limit = ${UNTRUSTED_HEAP_LIMIT_BYTES};
       pragma temp_store = memory;
       pragma trusted_schema = off;
       pragma cell_size_check = on;
       pragma query_only = on;`,
    );
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** True when `error` is SQLite's answer to an allocation past the heap limit. */
export function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && /out of memory/i.test(error.message);
}

/** True when `db` has a table named `name`. */
export function hasTable(db: Database, name: string): boolean {
  return (
    db.exec("select 1 from sqlite_master where type = 'table' and name = ?", [name]).length > 0
  );
}

/** The first column of the first row `sql` answers, or undefined. */
export function scalar(db: Database, sql: string, params: SqlValue[] = []): SqlValue | undefined {
  return db.exec(sql, params)[0]?.values[0]?.[0];
}
