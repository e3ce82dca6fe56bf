/**
 * The queries behind access.ts: a set with the user's role on it (the role expression comes from
 * access-rules.ts, so the SQL and the rule table cannot disagree), and whether a card image is
 * shown by a card of a set the user may see.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { flashcardSets } from '../db/schema/flashcards.ts';
import { setAccessSql, setRoleSql, type ClassRole, type SetRole } from './access-rules.ts';

export type SetRow = typeof flashcardSets.$inferSelect;

/**
 * The set and the user's role on it; undefined when there is no such set or the user has no
 * role on it (both answer 404). `lock`: 'update' (saves and deletes: FOR UPDATE) or 'key share'
 * (study writes), held on the set row for the rest of the transaction — taken only when the
 * user has a role, so a stranger never waits on someone else's set.
 */
export async function findSetWithRole(
  db: Db,
  userId: string,
  setId: string,
  lock?: 'update' | 'key share',
): Promise<{ set: SetRow; role: SetRole; ownerName: string } | undefined> {
  const query = db
    .select({
      set: flashcardSets,
      role: sql<SetRole>`${setRoleSql(userId)}`,
      // qualified by hand: Drizzle writes a column of the queried table unqualified
      ownerName: sql<string>`(select u.name from users u where u.id = flashcard_sets.user_id)`,
    })
    .from(flashcardSets)
    .where(sql`${flashcardSets.id} = ${setId} and ${setRoleSql(userId)} is not null`);
  const rows = lock === undefined ? await query : await query.for(lock, { of: flashcardSets });
  return rows[0];
}

/** True when a card showing `url` (front or back) is in a set on which the user may take `set.image`. */
export async function cardImageVisible(db: Db, userId: string, url: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from flashcards f join flashcard_sets on flashcard_sets.id = f.set_id
    where (f.front_image_url = ${url} or f.back_image_url = ${url})
      and ${setAccessSql('set.image', userId)}
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The set of one of the user's own study sessions: null for a today session (issue 19: it has
 * no one set), undefined when the session is not theirs.
 */
export async function findOwnSessionSetId(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<string | null | undefined> {
  const result = await db.execute(sql`
    select flashcard_set_id from study_sessions where id = ${sessionId} and user_id = ${userId}`);
  const rows = (result as unknown as { rows: { flashcard_set_id: string | null }[] }).rows;
  return rows[0]?.flashcard_set_id;
}

/** The user's role in the class ('teacher' | 'learner'), undefined when not a member. */
export async function findClassRole(
  db: Db,
  userId: string,
  classId: string,
): Promise<ClassRole | undefined> {
  const result = await db.execute(sql`
    select role from class_members where class_id = ${classId} and user_id = ${userId}`);
  return (result as unknown as { rows: { role: ClassRole }[] }).rows[0]?.role;
}

/** The role of the invitation to the class pending for `email`, or undefined. */
export async function findInvitationRole(
  db: Db,
  email: string,
  classId: string,
): Promise<ClassRole | undefined> {
  const result = await db.execute(sql`
    select role from class_invitations
    where class_id = ${classId} and email = ${email.trim().toLowerCase()}`);
  return (result as unknown as { rows: { role: ClassRole }[] }).rows[0]?.role;
}
