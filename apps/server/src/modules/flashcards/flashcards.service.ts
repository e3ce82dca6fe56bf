/**
 * Rules for the owner's flashcard sets (spec §2 Flashcard list and editor, §4, §6): only the
 * owner reads or changes a set (anyone else gets 404, not 403); saving replaces the cards in one
 * transaction, keeping the ids of unchanged cards (planCardReplacement).
 */
import type { CardDto, SetDto, SetSummaryDto, ValidSet } from '@app/contracts';
import { planCardReplacement } from '@app/domain';
import { starterSet } from '@app/content';
import { setInputSchema } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './flashcards.repository.ts';
import { prepareContent, type PreparedContent } from './set-content.ts';

function toCardDto(row: repo.CardRow): CardDto {
  return {
    id: row.id,
    front: row.frontText,
    back: row.backText,
    frontImageUrl: row.frontImageUrl,
    backImageUrl: row.backImageUrl,
    tags: row.tags,
  };
}

function toSetDto(set: repo.SetRow, cards: repo.CardRow[]): SetDto {
  return {
    id: set.id,
    title: set.title,
    description: set.description,
    color: set.color,
    createdAt: set.createdAt.toISOString(),
    updatedAt: set.updatedAt.toISOString(),
    cards: cards.map(toCardDto),
  };
}

/**
 * Prepares and stores the study content of a set as it now stands (inside the transaction that
 * wrote it, so content and cards never disagree).
 */
async function storeContent(
  db: Db,
  set: repo.SetRow,
  cards: repo.CardRow[],
): Promise<PreparedContent> {
  const prepared = await prepareContent({
    set: { id: set.id, title: set.title, color: set.color },
    cards: cards.map(toCardDto),
  });
  await repo.saveContent(db, set.id, prepared);
  return prepared;
}

/**
 * The owner's set's study content for `encoding`, prepared now if it never was (sets written
 * before contents existed). `body` null: `ifNoneMatch` names the current ETag (answer 304).
 * @throws AppError 404 SET_NOT_FOUND when missing or not the user's.
 */
export async function getStudyContent(
  db: Db,
  userId: string,
  setId: string,
  encoding: 'br' | 'gzip' | null,
  ifNoneMatch: string | null,
): Promise<{ etag: string; body: Uint8Array | string | null }> {
  const found = await repo.findContent(db, userId, setId, encoding, ifNoneMatch);
  if (!found) throw new AppError('SET_NOT_FOUND');
  if (found.etag !== null) return { etag: found.etag, body: found.body };
  const prepared = await db.transaction(async (tx) => {
    const set = await repo.findOwnedSet(tx, userId, setId, true);
    if (!set) throw new AppError('SET_NOT_FOUND');
    return storeContent(tx, set, await repo.listCards(tx, setId));
  });
  const body =
    encoding === 'br' ? prepared.brotli : encoding === 'gzip' ? prepared.gzip : prepared.json;
  return { etag: prepared.etag, body: ifNoneMatch === prepared.etag ? null : body };
}

/** The owner's sets, newest first, with due and new counts at `now`. */
export async function listSets(db: Db, userId: string, now: Date): Promise<SetSummaryDto[]> {
  const rows = await repo.listOwnedSets(db, userId, now);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastStudiedAt: row.lastStudiedAt?.toISOString() ?? null,
  }));
}

/** One set with its cards. @throws AppError 404 SET_NOT_FOUND when missing or not the user's. */
export async function getSet(db: Db, userId: string, setId: string): Promise<SetDto> {
  const set = await repo.findOwnedSet(db, userId, setId);
  if (!set) throw new AppError('SET_NOT_FOUND');
  return toSetDto(set, await repo.listCards(db, setId));
}

/** Creates a set with its cards in one transaction. */
export async function createSet(db: Db, userId: string, input: ValidSet): Promise<SetDto> {
  return db.transaction(async (tx) => {
    const set = await repo.insertSet(tx, {
      userId,
      title: input.title,
      description: input.description,
      color: input.color,
    });
    await repo.insertCards(
      tx,
      set.id,
      input.cards.map((card, position) => ({
        position,
        front: card.front,
        back: card.back,
        tags: card.tags,
      })),
    );
    const cards = await repo.listCards(tx, set.id);
    await storeContent(tx, set, cards);
    return toSetDto(set, cards);
  });
}

/**
 * Replaces a set's fields and cards in one transaction: a failure at any step leaves the old
 * set and cards intact. Edited cards keep their id and so their review state and log
 * (planCardReplacement); only removed cards lose them. The set row is locked first (FOR UPDATE),
 * the order study writes follow (study-locks.ts).
 * @throws AppError 404 SET_NOT_FOUND when missing or not the user's.
 */
export async function updateSet(
  db: Db,
  userId: string,
  setId: string,
  input: ValidSet,
): Promise<SetDto> {
  return db.transaction(async (tx) => {
    const owned = await repo.findOwnedSet(tx, userId, setId, true);
    if (!owned) throw new AppError('SET_NOT_FOUND');
    const set = await repo.updateSetFields(tx, setId, {
      title: input.title,
      description: input.description,
      color: input.color,
    });
    const existing = await repo.listCards(tx, setId);
    const plan = planCardReplacement(
      existing.map((card) => ({
        id: card.id,
        front: card.frontText,
        back: card.backText,
        position: card.position,
        tags: card.tags,
      })),
      input.cards,
    );
    await repo.deleteCards(tx, setId, plan.deleteIds);
    await repo.updateCards(tx, setId, plan.update);
    await repo.insertCards(tx, setId, plan.insert);
    const cards = await repo.listCards(tx, setId);
    await storeContent(tx, set, cards);
    return toSetDto(set, cards);
  });
}

/** Deletes a set. @throws AppError 404 SET_NOT_FOUND when missing or not the user's. */
export async function deleteSet(db: Db, userId: string, setId: string): Promise<void> {
  if (!(await repo.deleteOwnedSet(db, userId, setId))) throw new AppError('SET_NOT_FOUND');
}

/** Adds 'IELTS Academic Vocabulary — starter' (content/flashcards) to the user's sets. */
export async function createStarterSet(db: Db, userId: string): Promise<SetDto> {
  return createSet(db, userId, setInputSchema.parse(starterSet));
}
