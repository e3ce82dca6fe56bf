/**
 * Account deletion (spec §4 "Account deletion", issue 7 §1 Danger zone): after the learner
 * re-enters the password, every row of theirs goes in one transaction. Most tables cascade from
 * `users` (sessions, accounts, two_factors, sets → cards, contents and shares, review states,
 * statistics, logs, study sessions, test results); what does not reference the user's id is
 * deleted explicitly first: shares addressed to the learner's e-mail that no account claimed,
 * Better Auth's verification rows (reset tokens, two-factor sign-in and trusted-device records
 * hold the user id as their value, their attempt counters hang off those) and the app's own
 * rate-limit counters keyed by the user id.
 *
 * Our own endpoint rather than Better Auth's deleteUser: that one deletes through its adapter
 * call by call, outside any transaction with our tables, so a failure half-way could leave a
 * learner without an account but with data (or the reverse).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { accounts, rateLimits, users, verifications } from '../../db/schema/auth.ts';
import { flashcardSetShares } from '../../db/schema/flashcards.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { removeFiles } from '../files/files.service.ts';

/** What a deleted account leaves outside the database: the files it referenced. */
export interface DeletedAccount {
  userId: string;
  /** The avatar and card image URLs the learner's rows named (for the storage clean-up). */
  fileUrls: string[];
}

/**
 * Checks `password` against the learner's credential account (Better Auth's own hash check).
 * @throws AppError INVALID_PASSWORD when it does not match or the account has no password.
 */
export async function verifyCurrentPassword(
  db: Db,
  auth: Auth,
  userId: string,
  password: string,
): Promise<void> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash) throw new AppError('INVALID_PASSWORD');
  const context = await auth.$context;
  const valid = await context.password.verify({ hash: account.hash, password });
  if (!valid) throw new AppError('INVALID_PASSWORD');
}

/**
 * Deletes every row of `userId` in one transaction and answers the file URLs they named.
 * Answers null when the user no longer exists (deleted by a concurrent request).
 */
export async function deleteAccountRows(db: Db, userId: string): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const images = await tx.execute(sql`
      select url from (
        select c.front_image_url as url from flashcards c
          join flashcard_sets s on s.id = c.set_id where s.user_id = ${userId}
        union
        select c.back_image_url from flashcards c
          join flashcard_sets s on s.id = c.set_id where s.user_id = ${userId}
      ) u where url is not null`);
    const fileUrls = [
      ...(user.image ? [user.image] : []),
      ...(images as unknown as { rows: { url: string }[] }).rows.map((row) => row.url),
    ];
    await tx
      .delete(flashcardSetShares)
      .where(
        or(
          eq(flashcardSetShares.sharedWithUserId, userId),
          sql`lower(${flashcardSetShares.sharedWithEmail}) = lower(${user.email})`,
        ),
      );
    // Attempt counters of a pending two-factor sign-in are keyed by its identifier.
    await tx.execute(sql`
      delete from ${verifications}
      where ${verifications.value} = ${userId}
         or ${verifications.identifier} in (
              select '2fa-attempts-' || identifier from ${verifications}
              where ${verifications.value} = ${userId})`);
    // The app's own counters keyed by the account (the deletion's password-try limit).
    await tx.execute(sql`
      delete from ${rateLimits}
      where right(${rateLimits.key}, ${userId.length + 1}) = ${`:${userId}`}`);
    await tx.delete(users).where(eq(users.id, userId));
    return { userId, fileUrls };
  });
}

/**
 * Called once the deletion has committed: removes every file stored under the user's id
 * (avatars, card images they uploaded, also those on other people's sets they could edit) and
 * the files their rows named (images others uploaded to the user's sets). Failures are only
 * logged: the account is already gone, and an orphan file costs only space.
 */
export async function afterAccountDeleted(
  account: DeletedAccount,
  deps: { storage: Storage; logger: Logger },
): Promise<void> {
  try {
    await deps.storage.deletePrefix(`users/${account.userId}/`);
  } catch (error) {
    deps.logger.error({ err: error, userId: account.userId }, 'could not remove the files');
  }
  await removeFiles(deps, account.fileUrls);
}
