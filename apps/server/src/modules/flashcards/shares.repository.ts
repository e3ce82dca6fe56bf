/** Queries on flashcard_set_shares (spec §3): one row per set and recipient e-mail. */
import { sql } from 'drizzle-orm';
import type { SharePermission } from '@app/contracts';
import type { Db } from '../../db/client.ts';

export interface ShareRow {
  id: string;
  email: string;
  name: string | null;
  permission: SharePermission;
  createdAt: Date;
}

interface RawShareRow {
  id: string;
  email: string;
  name: string | null;
  permission: SharePermission;
  created_at: string | Date;
}

const toShareRow = (row: RawShareRow): ShareRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  permission: row.permission,
  createdAt: new Date(row.created_at),
});

const rowsOf = (result: unknown) => (result as { rows: RawShareRow[] }).rows.map(toShareRow);

/** A set's shares, oldest first, with the recipient's name when they have an account. */
export async function listShares(db: Db, setId: string): Promise<ShareRow[]> {
  return rowsOf(
    await db.execute(sql`
      select sh.id, sh.shared_with_email as email, u.name, sh.permission, sh.created_at
      from flashcard_set_shares sh left join users u on u.id = sh.shared_with_user_id
      where sh.set_id = ${setId}
      order by sh.created_at, sh.id`),
  );
}

/**
 * Shares the set with `email` (already trimmed and lowercased) or changes the permission of its
 * existing share; the recipient's user id is filled in when an account has that e-mail.
 * `created`: false when the e-mail already had a share.
 */
export async function upsertShare(
  db: Db,
  setId: string,
  email: string,
  permission: SharePermission,
): Promise<{ share: ShareRow; created: boolean; recipientId: string | null }> {
  const result = await db.execute(sql`
    with recipient as (select id, name from users where lower(email) = ${email} limit 1),
    written as (
      insert into flashcard_set_shares (set_id, shared_with_email, shared_with_user_id, permission)
      values (${setId}, ${email}, (select id from recipient), ${permission})
      on conflict (set_id, shared_with_email) do update
        set permission = excluded.permission,
          shared_with_user_id = coalesce(flashcard_set_shares.shared_with_user_id,
            excluded.shared_with_user_id)
      returning id, shared_with_email as email, shared_with_user_id, permission, created_at,
        (xmax = 0) as created
    )
    select w.*, (select name from recipient) as name from written w`);
  const raw = (
    result as unknown as {
      rows: (RawShareRow & { created: boolean; shared_with_user_id: string | null })[];
    }
  ).rows[0]!;
  return { share: toShareRow(raw), created: raw.created, recipientId: raw.shared_with_user_id };
}

/** Changes one share's permission; undefined when the set has no such share. */
export async function updateShare(
  db: Db,
  setId: string,
  shareId: string,
  permission: SharePermission,
): Promise<ShareRow | undefined> {
  return rowsOf(
    await db.execute(sql`
      with updated as (
        update flashcard_set_shares set permission = ${permission}
        where id = ${shareId} and set_id = ${setId}
        returning id, shared_with_email, shared_with_user_id, permission, created_at
      )
      select up.id, up.shared_with_email as email, u.name, up.permission, up.created_at
      from updated up left join users u on u.id = up.shared_with_user_id`),
  )[0];
}

/** Removes one share; false when the set has no such share. */
export async function deleteShare(db: Db, setId: string, shareId: string): Promise<boolean> {
  const result = await db.execute(sql`
    delete from flashcard_set_shares where id = ${shareId} and set_id = ${setId} returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Gives a user the shares addressed to their e-mail before they had an account (or before it
 * was verified). Answers how many were linked.
 */
export async function linkPendingShares(db: Db, userId: string, email: string): Promise<number> {
  const result = await db.execute(sql`
    update flashcard_set_shares sh set shared_with_user_id = ${userId}
    where sh.shared_with_email = ${email.trim().toLowerCase()} and sh.shared_with_user_id is null
      and not exists (select 1 from flashcard_sets s where s.id = sh.set_id and s.user_id = ${userId})
    returning sh.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
