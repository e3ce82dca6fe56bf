/**
 * Rules for flashcard sets (spec §2 Flashcard list and editor, §4, §6): the owner and those it is
 * shared with read a set, the owner and 'edit' recipients save it, only the owner deletes it
 * (auth/access-rules.ts; anyone without access gets 404, not 403). Saving replaces the cards in one
 * transaction, keeping the ids of unchanged cards (planCardReplacement), and only from the
 * set's current version (a stale save answers 409 SET_VERSION_CONFLICT).
 */
import { randomUUID } from 'node:crypto';
import type { SetDto, SetSummaryDto, ValidSet } from '@app/contracts';
import { planCardReplacement } from '@app/domain';
import { starterSet } from '@app/content';
import { setInputSchema } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { prepareImportedHistory, writePreparedHistory } from './imported-history.ts';
import { analyzeAfterLargeWrite } from '../../db/analyze.ts';
import { writeInTurns } from '../../lib/event-loop.ts';
import * as repo from './flashcards.repository.ts';
import { checkCardImages, droppedImages, imageUrlsOf } from './card-images.ts';
import { studyContentCache, type ContentCache } from './content-cache.ts';
import { requireAccess } from '../../auth/access.ts';
import { storeContent, toSetDto } from './set-dto.ts';

/**
 * A readable set's study content for `encoding`, prepared now if it never was (sets written
 * before contents existed). `body` null: `ifNoneMatch` names the current ETag (answer 304).
 * The bytes come from this process's cache when its ETag is still the set's (content-cache.ts).
 * @throws AppError 404 SET_NOT_FOUND when missing or not readable by the user.
 */
export async function getStudyContent(
  db: Db,
  userId: string,
  setId: string,
  encoding: 'br' | 'gzip' | null,
  ifNoneMatch: string | null,
  cache: ContentCache = studyContentCache,
): Promise<{ etag: string; body: Uint8Array | string | null }> {
  const coding = encoding ?? 'identity';
  const kept = cache.get(setId, coding);
  const found = await repo.findContent(db, userId, setId, coding, ifNoneMatch, kept?.etag ?? null);
  if (!found) throw new AppError('SET_NOT_FOUND');
  if (found.etag !== null) {
    if (found.etag === ifNoneMatch) return { etag: found.etag, body: null };
    if (found.etag === kept?.etag) return { etag: found.etag, body: kept.body };
    if (found.body !== null) cache.set(setId, coding, found.etag, found.body);
    return { etag: found.etag, body: found.body };
  }
  const prepared = await db.transaction(async (tx) => {
    const { set } = await requireAccess(tx, userId, 'set.study', setId, { lock: 'update' });
    return storeContent(tx, set, await repo.listCards(tx, setId));
  });
  const body =
    encoding === 'br' ? prepared.brotli : encoding === 'gzip' ? prepared.gzip : prepared.json;
  return { etag: prepared.etag, body: ifNoneMatch === prepared.etag ? null : body };
}

/** The user's own and shared sets, newest first, with their due and new counts at `now`. */
export async function listSets(db: Db, userId: string, now: Date): Promise<SetSummaryDto[]> {
  const rows = await repo.listVisibleSets(db, userId, now);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastStudiedAt: row.lastStudiedAt?.toISOString() ?? null,
  }));
}

/**
 * One set with its cards and the user's access, for `action` ('set.read' to open it,
 * 'set.export' to download it).
 * @throws AppError 404 SET_NOT_FOUND when missing or not readable by the user.
 */
export async function getSet(
  db: Db,
  userId: string,
  setId: string,
  action: 'set.read' | 'set.export' = 'set.read',
): Promise<SetDto> {
  const found = await requireAccess(db, userId, action, setId);
  return toSetDto(found.set, await repo.listCards(db, setId), found);
}

/**
 * Cards per insert statement of a new set: a 1,000-card statement held the embedded database's
 * thread (and so every request) for a few hundred ms (issue 34 §21).
 */
const CREATE_CARDS_PER_STATEMENT = 250;

/**
 * Creates a set with its cards in one transaction; cards carrying an imported `schedule` and
 * `reviews` get them as the creator's review state and log (imported-history.ts), dated `now`.
 * A large set (LARGE_WRITE_ROWS rows or more) has its tables analysed after the commit
 * (db/analyze.ts).
 * @throws AppError 400 VALIDATION_ERROR for a card image the user did not upload.
 */
export async function createSet(
  db: Db,
  userId: string,
  input: ValidSet,
  now: Date = new Date(),
): Promise<SetDto> {
  checkCardImages(input.cards, userId);
  // ids chosen here so that the history's rows are built before the transaction opens
  const setId = randomUUID();
  const withIds = input.cards.map((card) => ({ ...card, id: randomUUID() }));
  const history = await prepareImportedHistory(userId, setId, withIds, now);
  let written: Parameters<typeof analyzeAfterLargeWrite>[1] = {};
  const created = await db.transaction(async (tx) => {
    const set = await repo.insertSet(tx, {
      id: setId,
      userId,
      title: input.title,
      description: input.description,
      color: input.color,
    });
    const rows = withIds.map((card, position) => ({
      id: card.id,
      position,
      front: card.front,
      back: card.back,
      tags: card.tags,
      frontImageUrl: card.frontImageUrl,
      backImageUrl: card.backImageUrl,
    }));
    await writeInTurns(rows, CREATE_CARDS_PER_STATEMENT, (slice) =>
      repo.insertCards(tx, set.id, slice),
    );
    const cards = await repo.listCards(tx, set.id);
    const historyRows = await writePreparedHistory(tx, userId, set.id, history);
    written = {
      flashcards: cards.length,
      card_reviews: historyRows.reviewRows,
      card_statistics: historyRows.statisticsRows,
      review_logs: historyRows.logs,
    };
    await storeContent(tx, set, cards);
    return toSetDto(set, cards);
  });
  await analyzeAfterLargeWrite(db, written);
  return created;
}

/**
 * Replaces a set's fields and cards in one transaction: a failure at any step leaves the old
 * set and cards intact. Edited cards keep their id and so their review state and log
 * (planCardReplacement); only removed cards lose them. The set row is locked first (FOR UPDATE),
 * the order study writes follow (study-locks.ts). The version is incremented. `droppedImages`:
 * the image URLs no card shows any more (remove their files after the commit).
 * @throws AppError 404 SET_NOT_FOUND without access; 403 FORBIDDEN for a viewer; 400
 *   VALIDATION_ERROR without `version` or with a foreign image; 409 SET_VERSION_CONFLICT when
 *   `version` is not current.
 */
export async function updateSet(
  db: Db,
  userId: string,
  setId: string,
  input: ValidSet,
): Promise<{ set: SetDto; droppedImages: string[] }> {
  return db.transaction(async (tx) => {
    const found = await requireAccess(tx, userId, 'set.edit', setId, { lock: 'update' });
    if (input.version === undefined) {
      throw new AppError('VALIDATION_ERROR', { field: 'version' });
    }
    if (input.version !== found.set.version) throw new AppError('SET_VERSION_CONFLICT');
    const set = await repo.updateSetFields(tx, setId, {
      title: input.title,
      description: input.description,
      color: input.color,
    });
    const existing = await repo.listCards(tx, setId);
    checkCardImages(input.cards, userId, imageUrlsOf(existing));
    const plan = planCardReplacement(
      existing.map((card) => ({
        id: card.id,
        front: card.frontText,
        back: card.backText,
        position: card.position,
        tags: card.tags,
        frontImageUrl: card.frontImageUrl,
        backImageUrl: card.backImageUrl,
      })),
      input.cards,
    );
    await repo.deleteCards(tx, setId, plan.deleteIds);
    await repo.updateCards(tx, setId, plan.update);
    await repo.insertCards(tx, setId, plan.insert);
    const cards = await repo.listCards(tx, setId);
    await storeContent(tx, set, cards);
    return { set: toSetDto(set, cards, found), droppedImages: droppedImages(existing, cards) };
  });
}

/**
 * Deletes a set (its cards, shares, reviews and sessions cascade), asking access first and
 * holding the set's lock while it deletes. Answers the image URLs its cards showed (their files
 * go once the delete has committed, if nothing else shows them).
 * @throws AppError 404 SET_NOT_FOUND without access; 403 FORBIDDEN for a recipient.
 */
export async function deleteSet(db: Db, userId: string, setId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await requireAccess(tx, userId, 'set.delete', setId, { lock: 'update' });
    return repo.deleteSet(tx, setId);
  });
}

/** Adds 'IELTS Academic Vocabulary — starter' (content/flashcards) to the user's sets. */
export function createStarterSet(db: Db, userId: string): Promise<SetDto> {
  return createSet(db, userId, setInputSchema.parse(starterSet));
}
