/**
 * The query planner's statistics (issue 34 §21). PostgreSQL's autovacuum analyses a table once
 * enough of it changed; PGlite runs PostgreSQL as a single-user backend without autovacuum, so
 * its tables were never analysed and the planner guessed their sizes: a 50,000-row review log
 * planned as if it were small made the scheduler switch's anti-join quadratic. The embedded
 * database is therefore analysed after migrations that changed it (client.ts) and, on both
 * databases, after a write of many rows (`analyzeAfterLargeWrite`).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The tables a large write may fill (a fixed list: names are not parameters in ANALYZE). */
export type AnalyzedTable =
  'flashcards' | 'card_reviews' | 'card_statistics' | 'review_logs' | 'flashcard_sets';

/**
 * When the embedded database analyses itself: `firstMs` after it opens (out of the way of the
 * start), then every `everyMs` (ms).
 */
export const PGLITE_ANALYZE_TIMES = { firstMs: 2 * 60_000, everyMs: 6 * 3_600_000 } as const;

/**
 * How often the embedded database takes a checkpoint (ms). PGlite runs PostgreSQL in single-user
 * mode, where no checkpointer runs and WAL volume never starts one: everything written since it
 * opened was replayed after a kill -9 (~1 s of a 4-5 s restart on a 150 MB directory, issue 34
 * item 29). A checkpoint flushes at most the 16 MB of shared buffers (~0.2 s).
 */
export const PGLITE_CHECKPOINT_EVERY_MS = 5 * 60_000;

/** Rows written to a table at once from which it is analysed. */
export const LARGE_WRITE_ROWS = 1_000;

/**
 * After a write's commit (outside any transaction): ANALYZE of each table of `written` (rows
 * written, by table) that got LARGE_WRITE_ROWS rows or more, and on the embedded database a
 * CHECKPOINT, so that a restart after a kill does not replay the write
 * (PGLITE_CHECKPOINT_EVERY_MS). ANALYZE reads a sample (at most 30,000 rows a table), so it
 * costs a fraction of a second whatever the table's size. Best effort: the write is committed
 * and its answer must not turn into an error, so a failure is left to the timers (PGlite) or
 * autovacuum (PostgreSQL) and answered as `false`.
 */
export async function analyzeAfterLargeWrite(
  db: Db,
  written: Partial<Record<AnalyzedTable, number>>,
): Promise<boolean> {
  const tables = Object.entries(written)
    .filter(([, rows]) => (rows ?? 0) >= LARGE_WRITE_ROWS)
    .map(([table]) => table);
  if (tables.length === 0) return true;
  try {
    await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
    if (isPglite(db)) await db.execute(sql`checkpoint`);
    return true;
  } catch {
    return false;
  }
}

/** True for the embedded database (its Drizzle client is a PGlite). */
function isPglite(db: Db): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}
