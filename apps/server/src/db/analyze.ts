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

/** Rows written at once from which the written tables are analysed. */
export const LARGE_WRITE_ROWS = 1_000;

/**
 * Runs ANALYZE on `tables` when `rowsWritten` ≥ LARGE_WRITE_ROWS (after the write's commit,
 * outside any transaction), and on the embedded database a CHECKPOINT, so that a restart after
 * a kill does not replay the write (PGLITE_CHECKPOINT_EVERY_MS). ANALYZE reads a sample (at most
 * 30,000 rows a table), so it costs a fraction of a second whatever the table's size.
 * @throws the driver's error.
 */
export async function analyzeAfterLargeWrite(
  db: Db,
  rowsWritten: number,
  tables: readonly AnalyzedTable[],
): Promise<void> {
  if (rowsWritten < LARGE_WRITE_ROWS || tables.length === 0) return;
  await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  if (isPglite(db)) await db.execute(sql`checkpoint`);
}

/** True for the embedded database (its Drizzle client is a PGlite). */
function isPglite(db: Db): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}
