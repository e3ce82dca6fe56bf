/**
 * SQLite for Anki collections: sql.js (SQLite compiled to WebAssembly), loaded once per process.
 * Databases live in the WebAssembly heap — never on disk — and must be closed after use. No
 * native addon is involved (npm here does not run install scripts).
 */
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

/** The sql.js module (the first call compiles the WebAssembly; later calls reuse it). */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
