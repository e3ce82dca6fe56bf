/**
 * Sharing a set (issue 7 §5, spec §6): only the owner lists, adds, changes and revokes shares
 * ('set.share' in auth/access-rules.ts: recipients get 403, anyone else 404). A new share sends the recipient an
 * e-mail (outbox by default); a failed send is logged and the share stays.
 */
import type { ShareDto, SharePermission } from '@app/contracts';
import { SHARE_MESSAGES } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { shareEmail } from '../../auth/emails.ts';
import { requireAccess } from '../../auth/access.ts';
import * as repo from './shares.repository.ts';

export interface ShareDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The app's public URL, for the link in the e-mail. */
  appUrl: string;
}

const toDto = (row: repo.ShareRow): ShareDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The set's shares. @throws 404 SET_NOT_FOUND without access, 403 FORBIDDEN for recipients. */
export async function listShares(db: Db, userId: string, setId: string): Promise<ShareDto[]> {
  await requireAccess(db, userId, 'set.share', setId);
  return (await repo.listShares(db, setId)).map(toDto);
}

/**
 * Shares the set with `email` as `permission`, or changes the permission of the existing share
 * to that address. `created` tells which (201 or 200).
 * @throws 404 SET_NOT_FOUND, 403 FORBIDDEN (not the owner, whatever the address), then
 *   400 VALIDATION_ERROR (the owner's own e-mail).
 */
export async function shareSet(
  deps: ShareDeps,
  user: { id: string; name: string; email: string },
  setId: string,
  input: { email: string; permission: SharePermission },
): Promise<{ share: ShareDto; created: boolean }> {
  const { db } = deps;
  // access first (404 / 403), then the body: a recipient's own address is their 403, not a 400
  const { set } = await requireAccess(db, user.id, 'set.share', setId);
  if (input.email === user.email.trim().toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', { message: SHARE_MESSAGES.self, field: 'email' });
  }
  const { share, created, recipientId } = await repo.upsertShare(
    db,
    setId,
    input.email,
    input.permission,
  );
  if (created) {
    const path = recipientId === null ? '/register' : '/dashboard/flashcards';
    const message = shareEmail(
      input.email,
      {
        ownerName: user.name,
        title: set.title,
        permission: input.permission,
        hasAccount: recipientId !== null,
      },
      `${deps.appUrl}${path}`,
    );
    await deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not send the share e-mail');
    });
  }
  return { share: toDto(share), created };
}

/** Changes a share's permission. @throws 404 SET_NOT_FOUND / SHARE_NOT_FOUND, 403 FORBIDDEN. */
export async function updateShare(
  db: Db,
  userId: string,
  setId: string,
  shareId: string,
  permission: SharePermission,
): Promise<ShareDto> {
  await requireAccess(db, userId, 'set.share', setId);
  const row = await repo.updateShare(db, setId, shareId, permission);
  if (!row) throw new AppError('SHARE_NOT_FOUND');
  return toDto(row);
}

/**
 * Revokes a share: the recipient loses the set at once (their review state of it is kept and
 * comes back if it is shared again). @throws 404 SET_NOT_FOUND / SHARE_NOT_FOUND, 403 FORBIDDEN.
 */
export async function revokeShare(
  db: Db,
  userId: string,
  setId: string,
  shareId: string,
): Promise<void> {
  await requireAccess(db, userId, 'set.share', setId);
  if (!(await repo.deleteShare(db, setId, shareId))) throw new AppError('SHARE_NOT_FOUND');
}
