/**
 * Queries of test_results (issue 10): insert a completed attempt, list a learner's completed
 * results (all skills or one, newest first) and find one of theirs. Every query is filtered by
 * the learner's id.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testResults } from '../../db/schema/ielts.ts';

export type TestResultRow = typeof testResults.$inferSelect;

/** Inserts one completed attempt; answers the row. */
export async function insertResult(
  db: Db,
  values: Omit<typeof testResults.$inferInsert, 'id' | 'status' | 'createdAt'>,
): Promise<TestResultRow> {
  const [row] = await db
    .insert(testResults)
    .values({ ...values, status: 'completed' })
    .returning();
  return row!;
}

/** The learner's completed results, of `skill` when given, newest first. */
export function listCompleted(db: Db, userId: string, skill?: string): Promise<TestResultRow[]> {
  return db
    .select()
    .from(testResults)
    .where(
      and(
        eq(testResults.userId, userId),
        eq(testResults.status, 'completed'),
        skill === undefined ? undefined : eq(testResults.testType, skill),
      ),
    )
    .orderBy(desc(testResults.createdAt));
}

/** One of the learner's results, or undefined (also when it is someone else's). */
export async function findResult(
  db: Db,
  userId: string,
  id: string,
): Promise<TestResultRow | undefined> {
  const [row] = await db
    .select()
    .from(testResults)
    .where(and(eq(testResults.id, id), eq(testResults.userId, userId)));
  return row;
}
