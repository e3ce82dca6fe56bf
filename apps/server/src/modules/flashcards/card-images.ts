/**
 * The rule for image URLs on saved cards (issue 7 §3): a card may show an image its saver
 * uploaded, or one already on a card of the set (an edit recipient keeps the owner's images).
 * Anything else is refused, so nobody can point a card at another user's private file and read
 * it through a set of their own.
 */
import { SET_MESSAGES } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';
import { isOwnCardImage } from '../files/file-urls.ts';

interface WithImages {
  frontImageUrl?: string | null | undefined;
  backImageUrl?: string | null | undefined;
}

/** Every image URL the cards show (no duplicates). */
export function imageUrlsOf(cards: readonly WithImages[]): Set<string> {
  const urls = new Set<string>();
  for (const card of cards) {
    if (card.frontImageUrl) urls.add(card.frontImageUrl);
    if (card.backImageUrl) urls.add(card.backImageUrl);
  }
  return urls;
}

/**
 * Checks the images of cards about to be saved by `userId`.
 * @throws AppError 400 VALIDATION_ERROR (field `cards.<i>.frontImageUrl` or `…backImageUrl`)
 *   for an image neither uploaded by `userId` nor in `allowed`.
 */
export function checkCardImages(
  cards: readonly WithImages[],
  userId: string,
  allowed: ReadonlySet<string> = new Set(),
): void {
  cards.forEach((card, index) => {
    for (const side of ['frontImageUrl', 'backImageUrl'] as const) {
      const url = card[side];
      if (url && !allowed.has(url) && !isOwnCardImage(url, userId)) {
        throw new AppError('VALIDATION_ERROR', {
          message: SET_MESSAGES.invalidImage,
          field: `cards.${index}.${side}`,
        });
      }
    }
  });
}

/** Images shown before and not after (their files can go once the change has committed). */
export function droppedImages(
  before: readonly WithImages[],
  after: readonly WithImages[],
): string[] {
  const kept = imageUrlsOf(after);
  return [...imageUrlsOf(before)].filter((url) => !kept.has(url));
}
