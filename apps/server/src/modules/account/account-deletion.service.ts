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
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { removeAccountFiles, removeFiles, type FileDeps } from '../files/files.service.ts';
import * as repo from './account.repository.ts';

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
  const hash = await repo.findPasswordHash(db, userId);
  if (!hash) throw new AppError('INVALID_PASSWORD');
  const context = await auth.$context;
  const valid = await context.password.verify({ hash, password });
  if (!valid) throw new AppError('INVALID_PASSWORD');
}

/**
 * Deletes every row of `userId` in one transaction and answers the file URLs they named.
 * Answers null when the user no longer exists (deleted by a concurrent request).
 */
export async function deleteAccountRows(db: Db, userId: string): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) return null;
    const fileUrls = [
      ...(user.image ? [user.image] : []),
      ...(await repo.ownSetImageUrls(tx, userId)),
    ];
    await repo.deleteUserRows(tx, userId, user.email);
    return { userId, fileUrls };
  });
}

/**
 * Called once the deletion has committed: removes the files stored under the user's id
 * (avatars, card images they uploaded) and the files their rows named (images others uploaded
 * to the user's sets), except those a card of another learner still shows (an image the learner
 * put on a set shared with them to edit stays on that set). Failures are only logged: the
 * account is already gone, and an orphan file costs only space.
 */
export async function afterAccountDeleted(account: DeletedAccount, deps: FileDeps): Promise<void> {
  await removeAccountFiles(deps, account.userId);
  await removeFiles(deps, account.fileUrls);
}
