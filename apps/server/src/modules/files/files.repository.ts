/** Queries behind stored files: the avatar URL of a user, and which file URLs rows still name. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Points `users.image` of `userId` at `url` (null removes it); answers the URL it named before.
 */
export async function replaceAvatarUrl(
  db: Db,
  userId: string,
  url: string | null,
): Promise<string | null> {
  const result = await db.execute(sql`
    update users u set image = ${url}, updated_at = now()
    from (select image from users where id = ${userId} for update) old
    where u.id = ${userId}
    returning old.image as old_image`);
  return (result as unknown as { rows: { old_image: string | null }[] }).rows[0]?.old_image ?? null;
}

/**
 * The URLs among `urls` that a card (any set, any user) or an avatar still shows. Uses the
 * partial indexes on flashcards' image columns (migration 0009).
 */
export async function urlsStillShown(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const list = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select url from (select unnest(array[${list}]::text[]) as url) candidate
    where exists (select 1 from flashcards f where f.front_image_url = candidate.url)
       or exists (select 1 from flashcards f where f.back_image_url = candidate.url)
       or exists (select 1 from users u where u.image = candidate.url)`);
  return new Set((result as unknown as { rows: { url: string }[] }).rows.map((row) => row.url));
}

/**
 * Every file URL under `urlPrefix` (e.g. `/api/files/users/<id>/`) that a card or an avatar
 * still shows (after an account's rows are gone: the images it put on other learners' sets).
 */
export async function urlsShownUnder(db: Db, urlPrefix: string): Promise<Set<string>> {
  const pattern = `${urlPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    select front_image_url as url from flashcards where front_image_url like ${pattern}
    union
    select back_image_url from flashcards where back_image_url like ${pattern}
    union
    select image from users where image like ${pattern}`);
  return new Set((result as unknown as { rows: { url: string }[] }).rows.map((row) => row.url));
}
