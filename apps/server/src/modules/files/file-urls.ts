/**
 * The URLs under which stored files are served (`/api/files/<key>`) and the checks on URLs that
 * a learner sends back in a card (issue 7 §2-3). Keys follow providers/storage/storage.ts:
 * `users/<userId>/avatars/<uuid>.webp` and `users/<userId>/cards/<uuid>.webp`.
 */
import { CARD_IMAGE_URL_PATTERN } from '@app/contracts';

export const FILES_PREFIX = '/api/files/';

export type FileFolder = 'avatars' | 'cards';

/** A new key for a user's file in `folder` (a random UUID, so a URL is never reused). */
export function newFileKey(userId: string, folder: FileFolder): string {
  return `users/${userId}/${folder}/${crypto.randomUUID()}.webp`;
}

/** The URL a stored key is served at. */
export function fileUrl(key: string): string {
  return `${FILES_PREFIX}${key}`;
}

/** The storage key behind one of our file URLs, or null for any other URL. */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(FILES_PREFIX)) return null;
  return url.slice(FILES_PREFIX.length);
}

/** The owner's id and folder of a key (null when it is not a user file key). */
export function parseFileKey(key: string): { userId: string; folder: FileFolder } | null {
  const match = /^users\/([A-Za-z0-9_-]{1,64})\/(avatars|cards)\/[0-9a-f-]{36}\.webp$/.exec(key);
  return match ? { userId: match[1]!, folder: match[2] as FileFolder } : null;
}

/** True when `url` is a card image uploaded by `userId` (one they may put on any card). */
export function isOwnCardImage(url: string, userId: string): boolean {
  return (
    CARD_IMAGE_URL_PATTERN.test(url) && url.startsWith(`${FILES_PREFIX}users/${userId}/cards/`)
  );
}
