/**
 * Learn mode's stored state (issue 21 §1): one row per learner and set (learn_states), read
 * when the Learn screen opens and replaced after each answer, so that Learn resumes where it was
 * left on any device. Both need 'set.play' on the set (owner, or shared to edit or view): 404
 * SET_NOT_FOUND otherwise, as for another learner's set. The state's rules are the domain's
 * (learn.ts); the server keeps it as given, after the contracts' schema.
 */
import type { LearnStateDto } from '@app/contracts';
import { learnStateSchema } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { requireAccess } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { learnStates } from '../../db/schema/games.ts';

/**
 * The learner's state of `setId`, or null before their first answer (a stored state that no
 * longer fits the schema counts as none).
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not theirs to play.
 */
export async function readLearnState(
  db: Db,
  userId: string,
  setId: string,
): Promise<LearnStateDto | null> {
  await requireAccess(db, userId, 'set.play', setId);
  const [row] = await db
    .select({ state: learnStates.state })
    .from(learnStates)
    .where(and(eq(learnStates.userId, userId), eq(learnStates.setId, setId)));
  const parsed = learnStateSchema.safeParse(row?.state);
  return parsed.success ? parsed.data : null;
}

/**
 * Replaces the learner's state of `setId` (one upsert).
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not theirs to play.
 */
export async function saveLearnState(
  db: Db,
  userId: string,
  setId: string,
  state: LearnStateDto,
): Promise<void> {
  await requireAccess(db, userId, 'set.play', setId);
  await db
    .insert(learnStates)
    .values({ userId, setId, state })
    .onConflictDoUpdate({
      target: [learnStates.userId, learnStates.setId],
      set: { state, updatedAt: sql`now()` },
    });
}
