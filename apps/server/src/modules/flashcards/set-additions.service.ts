/**
 * Adding to sets from elsewhere (issue 7 §5-6): one card appended to a set the user may edit
 * (the dictionary's and Quick Define's "add to a set"), and "save a copy" of a readable set.
 */
import type { CardDto, SetDto } from '@app/contracts';
import { SET_LIMITS, SET_MESSAGES } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { fileUrl, keyOfUrl, newFileKey } from '../files/file-urls.ts';
import * as repo from './flashcards.repository.ts';
import { createSet } from './flashcards.service.ts';
import { requireAccess } from '../../auth/access.ts';
import { storeContent, toCardDto } from './set-dto.ts';

/**
 * Appends one card to a set the user may edit, in one transaction with the set's version and
 * study content. Answers the card and the set's new version.
 * @throws AppError 404 SET_NOT_FOUND without access; 403 FORBIDDEN for a viewer; 400
 *   VALIDATION_ERROR when the set already holds SET_LIMITS.cardsPerSet cards.
 */
export async function addCard(
  db: Db,
  userId: string,
  setId: string,
  input: { front: string; back: string; tags: string[] },
): Promise<{ card: CardDto; version: number }> {
  return db.transaction(async (tx) => {
    const found = await requireAccess(tx, userId, 'card.add', setId, { lock: 'update' });
    const existing = await repo.listCards(tx, setId);
    if (existing.length >= SET_LIMITS.cardsPerSet) {
      throw new AppError('VALIDATION_ERROR', { message: SET_MESSAGES.setFull });
    }
    const position = existing.reduce((max, card) => Math.max(max, card.position + 1), 0);
    await repo.insertCards(tx, setId, [{ position, ...input }]);
    const set = await repo.updateSetFields(tx, setId, {
      title: found.set.title,
      description: found.set.description,
      color: found.set.color,
    });
    const cards = await repo.listCards(tx, setId);
    await storeContent(tx, set, cards);
    return {
      card: toCardDto(cards.find((card) => card.position === position)!),
      version: set.version,
    };
  });
}

/**
 * "Save a copy" (spec §4: sharing gave the recipient an independent copy): a new set of the
 * user's own with the readable set's title (marked as a copy), description, colour and cards.
 * Card images are copied to the user's own files, so the copy outlives the original.
 * @throws AppError 404 SET_NOT_FOUND when missing or not readable by the user.
 */
export async function copySet(
  db: Db,
  storage: Storage,
  userId: string,
  setId: string,
): Promise<SetDto> {
  const found = await requireAccess(db, userId, 'set.copy', setId);
  const cards = await repo.listCards(db, setId);
  const copies = new Map<string, string | null>();
  const copyImage = async (url: string | null) => {
    const key = keyOfUrl(url);
    if (key === null) return null;
    if (!copies.has(key)) {
      const file = await storage.get(key);
      const copy = newFileKey(userId, 'cards');
      if (file) await storage.put(copy, file.body, { contentType: file.contentType });
      copies.set(key, file ? fileUrl(copy) : null);
    }
    return copies.get(key) ?? null;
  };
  const copiedCards = [];
  for (const card of cards) {
    copiedCards.push({
      front: card.frontText,
      back: card.backText,
      tags: card.tags,
      frontImageUrl: await copyImage(card.frontImageUrl),
      backImageUrl: await copyImage(card.backImageUrl),
    });
  }
  const suffix = ' (bản sao)';
  return createSet(db, userId, {
    title: found.set.title.slice(0, SET_LIMITS.titleMax - suffix.length) + suffix,
    description: found.set.description,
    color: found.set.color,
    cards: copiedCards,
  });
}
