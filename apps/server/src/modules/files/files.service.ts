/**
 * Uploaded images (issue 7 §2-3): card images and avatars checked by their bytes and re-encoded
 * (lib/images.ts), stored under the uploader's prefix, and served only to who may see them: an
 * avatar to its user, a card image to its uploader and to anyone who may read a set with a card
 * showing it (set-access.ts). Files are removed after the database change that dropped them has
 * committed, so a rolled-back change never loses a file it still names.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processImage } from '../../lib/images.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import { readableBy } from '../flashcards/set-access.ts';
import { fileUrl, keyOfUrl, newFileKey, parseFileKey } from './file-urls.ts';

export interface FileDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
}

/**
 * Stores a card image uploaded by `userId`; answers its URL (for the card's frontImageUrl or
 * backImageUrl). @throws AppError 413 / 400 from processImage.
 */
export async function uploadCardImage(
  { storage }: FileDeps,
  userId: string,
  bytes: Uint8Array,
): Promise<string> {
  const image = await processImage(bytes, 'card');
  const key = newFileKey(userId, 'cards');
  await storage.put(key, image.body, { contentType: image.contentType });
  return fileUrl(key);
}

/**
 * Replaces the user's avatar: stores the new one, points `users.image` at it, then removes the
 * old file (when it was one of ours). Answers the new URL. @throws AppError 413 / 400.
 */
export async function setAvatar(deps: FileDeps, userId: string, bytes: Uint8Array) {
  const image = await processImage(bytes, 'avatar');
  const key = newFileKey(userId, 'avatars');
  await deps.storage.put(key, image.body, { contentType: image.contentType });
  const url = fileUrl(key);
  const old = await replaceAvatarUrl(deps.db, userId, url);
  await removeFiles(deps, [old]);
  return url;
}

/** Removes the user's avatar (users.image null) and its file. */
export async function removeAvatar(deps: FileDeps, userId: string): Promise<void> {
  const old = await replaceAvatarUrl(deps.db, userId, null);
  await removeFiles(deps, [old]);
}

async function replaceAvatarUrl(db: Db, userId: string, url: string | null) {
  const result = await db.execute(sql`
    update users u set image = ${url}, updated_at = now()
    from (select image from users where id = ${userId} for update) old
    where u.id = ${userId}
    returning old.image as old_image`);
  return (result as unknown as { rows: { old_image: string | null }[] }).rows[0]?.old_image ?? null;
}

/**
 * Removes the stored files behind these URLs (others are ignored). Failures are logged, not
 * thrown: the change that dropped them has committed, and an orphan file costs only space.
 */
export async function removeFiles(
  { storage, logger }: Pick<FileDeps, 'storage' | 'logger'>,
  urls: (string | null | undefined)[],
): Promise<void> {
  const keys = [...new Set(urls.map(keyOfUrl).filter((key) => key !== null))];
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        logger.error({ err: error, key }, 'could not remove a stored file');
      }),
    ),
  );
}

/**
 * A stored file for `viewerId`, or null when it does not exist or they may not see it (both
 * answer 404: nobody learns which private files exist).
 */
export async function readFile(
  { db, storage }: FileDeps,
  viewerId: string,
  key: string,
): Promise<StoredObject | null> {
  const parsed = parseFileKey(key);
  if (parsed === null) return null;
  if (parsed.userId !== viewerId) {
    if (parsed.folder !== 'cards' || !(await cardImageVisible(db, viewerId, fileUrl(key)))) {
      return null;
    }
  }
  return storage.get(key);
}

/** True when a card showing `url` is in a set `viewerId` may read. */
async function cardImageVisible(db: Db, viewerId: string, url: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from flashcards f join flashcard_sets on flashcard_sets.id = f.set_id
    where (f.front_image_url = ${url} or f.back_image_url = ${url}) and ${readableBy(viewerId)}
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
