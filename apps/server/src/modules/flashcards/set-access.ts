/**
 * Who may do what with a flashcard set (spec §6 permissions, issue 7 §5): the one rule every
 * set, card, image, share and study endpoint applies.
 *
 * - 'owner': the set's user; reads, edits, deletes, shares.
 * - 'edit': a share with permission 'edit' to the user; reads and edits (not delete, not share).
 * - 'view': a share with permission 'view'; reads only.
 * - null: anyone else; the set answers 404 as if it did not exist.
 *
 * Everyone who may read a set may study it; review state is always the learner's own. The rule
 * is stated once as SQL (`readableBySql`, used inside the hot prepared statements so a load stays
 * one query) and once as a function (`findSetAccess`), both reading the same two tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { flashcardSets } from '../../db/schema/flashcards.ts';
import { SHARE_MESSAGES } from '@app/contracts';

export type SetAccess = 'owner' | 'edit' | 'view';

/**
 * SQL condition (text, for raw prepared statements): the set row aliased `set` may be read by
 * the user in parameter `user` (e.g. '$1'): they own it or it is shared with them.
 */
export function readableBySql(set: string, user: string): string {
  return `(${set}.user_id = ${user} or exists (select 1 from flashcard_set_shares sh
    where sh.set_id = ${set}.id and sh.shared_with_user_id = ${user}))`;
}

/**
 * The same condition for Drizzle queries on flashcard_sets (or its alias `alias`). Qualified by
 * hand: Drizzle writes columns of the queried table unqualified, which inside the subquery would
 * name the share's own columns.
 */
export function readableBy(userId: string, alias = 'flashcard_sets'): SQL {
  const set = sql.raw(alias);
  return sql`(${set}.user_id = ${userId} or exists (select 1 from flashcard_set_shares sh
    where sh.set_id = ${set}.id and sh.shared_with_user_id = ${userId}))`;
}

export type SetRow = typeof flashcardSets.$inferSelect;

/** A set with the user's access; `ownerName` only when the set is someone else's. */
export interface FoundSet {
  set: SetRow;
  access: SetAccess;
  ownerName: string | null;
}

/**
 * The set and the user's access to it, or undefined when they have none (or it does not exist).
 * `lock`: 'update' (saves and deletes: FOR UPDATE) or 'key share' (study writes), held for the
 * rest of the transaction.
 */
export async function findSetAccess(
  db: Db,
  userId: string,
  setId: string,
  lock?: 'update' | 'key share',
): Promise<FoundSet | undefined> {
  const query = db
    .select({
      set: flashcardSets,
      // qualified by hand: Drizzle writes a column of the queried table unqualified
      ownerName: sql<string>`(select u.name from users u where u.id = flashcard_sets.user_id)`,
      permission: sql<string | null>`(select sh.permission from flashcard_set_shares sh
        where sh.set_id = flashcard_sets.id and sh.shared_with_user_id = ${userId})`,
    })
    .from(flashcardSets)
    .where(sql`${flashcardSets.id} = ${setId} and ${readableBy(userId)}`);
  const rows = lock === undefined ? await query : await query.for(lock, { of: flashcardSets });
  const row = rows[0];
  if (!row) return undefined;
  const access: SetAccess =
    row.set.userId === userId ? 'owner' : row.permission === 'edit' ? 'edit' : 'view';
  return { set: row.set, access, ownerName: access === 'owner' ? null : row.ownerName };
}

const RANK: Record<SetAccess, number> = { view: 0, edit: 1, owner: 2 };

/**
 * The set when the user's access is at least `needed`.
 * @throws AppError 404 SET_NOT_FOUND without any access; 403 FORBIDDEN with less than needed
 *   (a viewer's edit, a recipient's delete or share), with the spec's message.
 */
export async function requireSetAccess(
  db: Db,
  userId: string,
  setId: string,
  needed: SetAccess,
  lock?: 'update' | 'key share',
): Promise<FoundSet> {
  const found = await findSetAccess(db, userId, setId, lock);
  if (!found) throw new AppError('SET_NOT_FOUND');
  if (RANK[found.access] < RANK[needed]) {
    throw new AppError('FORBIDDEN', {
      message: needed === 'edit' ? SHARE_MESSAGES.viewOnly : SHARE_MESSAGES.ownerOnly,
    });
  }
  return found;
}
