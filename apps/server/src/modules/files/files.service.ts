/**
 * Uploaded images (issue 7 §2-3): card images and avatars checked by their bytes and re-encoded
 * (lib/images.ts), stored under the uploader's prefix, and served only to who may see them
 * (auth/access.ts canReadFile). Files are removed after the database change that dropped them
 * has committed, so a rolled-back change never loses a file it still names, and only when no
 * card (of any set, any learner) and no avatar shows them any more: one file can be on several
 * cards (a learner reuses an upload in two sets; an edit recipient's upload stays on the owner's
 * set after the recipient's account is deleted).
 */
import { canReadFile } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { keepCleanWebp } from '../../lib/clean-webp.ts';
import { processImage } from '../../lib/images.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import { fileUrl, keyOfUrl, newFileKey, parseFileKey } from './file-urls.ts';
import * as repo from './files.repository.ts';

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
 * Stores a card image imported by `userId` (issue 24 §1: an Anki package's or CSV zip's image):
 * a WebP that is already what processImage makes is kept byte for byte (lib/clean-webp.ts),
 * anything else goes through processImage as an upload. Answers its URL.
 * @throws AppError 413 / 400 from processImage.
 */
export async function storeCardImage(
  { storage }: Pick<FileDeps, 'storage'>,
  userId: string,
  bytes: Uint8Array,
): Promise<string> {
  const image = (await keepCleanWebp(bytes)) ?? (await processImage(bytes, 'card'));
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
  const old = await repo.replaceAvatarUrl(deps.db, userId, url);
  await removeFiles(deps, [old]);
  return url;
}

/** Removes the user's avatar (users.image null) and its file. */
export async function removeAvatar(deps: FileDeps, userId: string): Promise<void> {
  const old = await repo.replaceAvatarUrl(deps.db, userId, null);
  await removeFiles(deps, [old]);
}

/**
 * Removes the stored files behind these URLs once nothing shows them any more (URLs that are
 * not ours are ignored). Call it after the change that dropped them has committed. Failures are
 * logged, not thrown: that change has committed, and an orphan file costs only space.
 */
export async function removeFiles(
  { db, storage, logger }: FileDeps,
  urls: (string | null | undefined)[],
): Promise<void> {
  const ours = [...new Set(urls.filter((url) => keyOfUrl(url) !== null))] as string[];
  if (ours.length === 0) return;
  let shown: Set<string>;
  try {
    shown = await repo.urlsStillShown(db, ours);
  } catch (error) {
    logger.error({ err: error }, 'could not check which files are still shown; kept them');
    return;
  }
  const keys = ours.filter((url) => !shown.has(url)).map((url) => keyOfUrl(url)!);
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
  const file = { ownerId: parsed.userId, folder: parsed.folder, url: fileUrl(key) };
  if (!(await canReadFile(db, viewerId, file))) return null;
  return storage.get(key);
}

/**
 * Removes the files of a deleted account (everything under `users/<userId>/`) except those a
 * card or an avatar of another learner still shows (images the learner put on sets shared with
 * them to edit stay on those sets). Call it after the deletion has committed. Failures are
 * logged, not thrown.
 */
export async function removeAccountFiles(deps: FileDeps, userId: string): Promise<void> {
  const prefix = `users/${userId}/`;
  try {
    const shown = await repo.urlsShownUnder(deps.db, fileUrl(prefix));
    const keep = new Set([...shown].map((url) => keyOfUrl(url)!));
    await deps.storage.deletePrefix(prefix, { keep });
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'could not remove the files of a deleted account');
  }
}
