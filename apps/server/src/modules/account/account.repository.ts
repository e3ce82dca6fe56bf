/**
 * Queries on the learner's own account rows (users, Better Auth's sessions, accounts and
 * verifications, the rate-limit counters) and the reads of "export my data". Every query is
 * filtered by the learner's id.
 */
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/auth.ts';
import { flashcards, flashcardSets, flashcardSetShares } from '../../db/schema/flashcards.ts';
import { gameResults, learnStates, reviewListItems } from '../../db/schema/games.ts';
import { testResults } from '../../db/schema/ielts.ts';
import {
  cardReviews,
  cardStatistics,
  cardSuspensions,
  reviewLogs,
  studySessions,
} from '../../db/schema/study.ts';

/** The learner's stored preferences object, or null when the user row is gone. */
export async function findPreferences(
  db: Db,
  userId: string,
  lock = false,
): Promise<Record<string, unknown> | null> {
  const query = db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId));
  // a change of preferences locks the user's row: one reschedule at a time per learner
  const [row] = lock ? await query.for('no key update') : await query;
  return row ? (row.preferences as Record<string, unknown>) : null;
}

/** Merges `patch` into the stored preferences in one statement; null when the user is gone. */
export async function mergePreferences(
  db: Db,
  userId: string,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return row ? (row.preferences as Record<string, unknown>) : null;
}

/** Marks the learner's first login complete (spec §4 First login). */
export async function completeFirstLogin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ firstLogin: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The password hash of the learner's credential account, or null when it has none. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return account?.hash ?? null;
}

/** The learner's unexpired sessions, most recently active first (no tokens). */
export function listActiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the learner's sessions other than `currentId`; false when there is none. */
export async function deleteOtherSession(
  db: Db,
  userId: string,
  sessionId: string,
  currentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Locks the learner's user row for the deletion; undefined when it is gone already. */
export async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ email: users.email, image: users.image })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** The image URLs on the cards of the learner's own sets. */
export async function ownSetImageUrls(tx: Tx, userId: string): Promise<string[]> {
  const images = await tx.execute(sql`
    select url from (
      select c.front_image_url as url from flashcards c
        join flashcard_sets s on s.id = c.set_id where s.user_id = ${userId}
      union
      select c.back_image_url from flashcards c
        join flashcard_sets s on s.id = c.set_id where s.user_id = ${userId}
    ) u where url is not null`);
  return (images as unknown as { rows: { url: string }[] }).rows.map((row) => row.url);
}

/**
 * Deletes every row of the learner (inside the caller's transaction): what does not reference
 * the user's id first — shares and class invitations addressed to their e-mail that no account
 * claimed, the classes of which they are the only teacher, Better Auth's
 * verification rows holding the id as their value (and the two-factor attempt counters keyed by
 * those), the app's own rate-limit counters keyed by the id — then the user, from which
 * everything else cascades.
 */
export async function deleteUserRows(tx: Tx, userId: string, email: string): Promise<void> {
  await tx
    .delete(flashcardSetShares)
    .where(
      or(
        eq(flashcardSetShares.sharedWithUserId, userId),
        sql`lower(${flashcardSetShares.sharedWithEmail}) = lower(${email})`,
      ),
    );
  await tx.execute(sql`delete from class_invitations where email = lower(${email})`);
  // a class whose only teacher leaves with the account goes too: nobody could run it
  await tx.execute(sql`
    delete from classes c
    where exists (select 1 from class_members m
                  where m.class_id = c.id and m.user_id = ${userId} and m.role = 'teacher')
      and not exists (select 1 from class_members m
                      where m.class_id = c.id and m.role = 'teacher' and m.user_id <> ${userId})`);
  await tx.execute(sql`
    delete from ${verifications}
    where ${verifications.value} = ${userId}
       or ${verifications.identifier} in (
            select '2fa-attempts-' || identifier from ${verifications}
            where ${verifications.value} = ${userId})`);
  await tx.execute(sql`
    delete from ${rateLimits}
    where right(${rateLimits.key}, ${userId.length + 1}) = ${`:${userId}`}`);
  await tx.delete(users).where(eq(users.id, userId));
}

/** Every row of the learner that "export my data" holds, read in the caller's transaction. */
export async function readAccountData(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const sets = await tx
    .select()
    .from(flashcardSets)
    .where(eq(flashcardSets.userId, userId))
    .orderBy(asc(flashcardSets.createdAt), asc(flashcardSets.id));
  const setIds = sets.map((set) => set.id);
  const cards = setIds.length
    ? await tx
        .select()
        .from(flashcards)
        .where(inArray(flashcards.setId, setIds))
        .orderBy(asc(flashcards.position))
    : [];
  const shares = setIds.length
    ? await tx
        .select()
        .from(flashcardSetShares)
        .where(inArray(flashcardSetShares.setId, setIds))
        .orderBy(asc(flashcardSetShares.createdAt))
    : [];
  const reviews = await tx.select().from(cardReviews).where(eq(cardReviews.userId, userId));
  const statistics = await tx
    .select()
    .from(cardStatistics)
    .where(eq(cardStatistics.userId, userId));
  const logs = await tx
    .select()
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId))
    .orderBy(asc(reviewLogs.seq));
  const suspensions = await tx
    .select()
    .from(cardSuspensions)
    .where(eq(cardSuspensions.userId, userId))
    .orderBy(asc(cardSuspensions.suspendedAt));
  const studied = await tx
    .select()
    .from(studySessions)
    .where(eq(studySessions.userId, userId))
    .orderBy(asc(studySessions.startedAt));
  const results = await tx
    .select()
    .from(testResults)
    .where(eq(testResults.userId, userId))
    .orderBy(asc(testResults.createdAt));
  const games = await tx
    .select()
    .from(gameResults)
    .where(eq(gameResults.userId, userId))
    .orderBy(asc(gameResults.playedAt));
  const reviewList = await tx
    .select()
    .from(reviewListItems)
    .where(eq(reviewListItems.userId, userId))
    .orderBy(asc(reviewListItems.addedAt));
  const learn = await tx
    .select()
    .from(learnStates)
    .where(eq(learnStates.userId, userId))
    .orderBy(asc(learnStates.updatedAt));
  const memberships = await tx.execute(sql`
    select m.class_id, c.name, m.role, m.share_ielts, m.joined_at
    from class_members m join classes c on c.id = m.class_id
    where m.user_id = ${userId} order by m.joined_at, m.class_id`);
  return {
    user,
    classes: (
      memberships as unknown as {
        rows: {
          class_id: string;
          name: string;
          role: 'teacher' | 'learner';
          share_ielts: boolean;
          joined_at: string | Date;
        }[];
      }
    ).rows,
    sets,
    cards,
    shares,
    reviews,
    statistics,
    suspensions,
    logs,
    sessions: studied,
    results,
    games,
    reviewList,
    learn,
  };
}
