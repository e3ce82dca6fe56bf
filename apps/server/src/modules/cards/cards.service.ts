/**
 * The card browser (issue 19 §3, "Find any card"): search every card the learner may read, and
 * suspend, unsuspend or reset one card of a set they may study. Suspensions and review states
 * are the learner's own rows: nobody else sees or changes them.
 */
import type {
  BrowseCardDto,
  CardSearchResponse,
  cardSearchQuerySchema,
  SuspensionResponse,
} from '@app/contracts';
import { DIFFICULT_EASINESS_FACTOR, dueCutoff } from '@app/domain';
import type { z } from 'zod';
import { requireAccess } from '../../auth/access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getPreferences } from '../account/preferences.service.ts';
import * as repo from './cards.repository.ts';

type SearchQuery = z.output<typeof cardSearchQuerySchema>;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toDto(row: repo.SearchRow): BrowseCardDto {
  return {
    card: {
      id: row.id,
      front: row.front_text,
      back: row.back_text,
      frontImageUrl: row.front_image_url,
      backImageUrl: row.back_image_url,
      tags: row.tags,
    },
    setId: row.set_id,
    setTitle: row.set_title,
    setColor: row.set_color,
    canEdit: row.can_edit,
    review:
      row.easiness_factor === null || row.next_review_date === null || row.last_reviewed_at === null
        ? null
        : {
            easinessFactor: row.easiness_factor,
            intervalDays: row.interval_days ?? 0,
            repetitionCount: row.repetition_count ?? 0,
            nextReviewDate: iso(row.next_review_date),
            lastReviewedAt: iso(row.last_reviewed_at),
          },
    suspended: row.suspended,
  };
}

/**
 * GET /api/cards/search: one page of the cards the user may read that match the query.
 * "due" ends at the start of the learner's next day (`timeZone` and their `dayStartsAtHour`
 * preference); "difficult" is an easiness factor below DIFFICULT_EASINESS_FACTOR.
 * @throws AppError 404 SET_NOT_FOUND when `setId` names a set the user may not read.
 */
export async function searchCards(
  db: Db,
  userId: string,
  query: SearchQuery,
  now: Date,
): Promise<CardSearchResponse> {
  if (query.setId !== undefined) await requireAccess(db, userId, 'set.read', query.setId);
  let dueBefore: Date | null = null;
  if (query.filter === 'due') {
    const { dayStartsAtHour } = await getPreferences(db, userId);
    dueBefore = dueCutoff(now, query.timeZone, dayStartsAtHour);
  }
  const params: repo.SearchParams = {
    userId,
    q: query.q,
    setId: query.setId,
    filter: query.filter,
    dueBefore,
    difficultBelow: DIFFICULT_EASINESS_FACTOR,
    offset: query.offset,
    limit: query.limit,
  };
  const rows = await repo.searchCards(db, params);
  const total =
    rows[0]?.total ?? (query.offset > 0 ? await repo.countCards(db, params) : rows.length);
  return { total, cards: rows.map(toDto) };
}

/**
 * Runs `change` in one transaction once the user may study the card's set (locked FOR KEY
 * SHARE, as study writes lock it).
 * @throws AppError 404 CARD_NOT_FOUND when the card is missing or in a set the user may not study.
 */
async function withStudiableCard(
  db: Db,
  userId: string,
  cardId: string,
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const setId = await repo.lockStudiableCard(tx, userId, cardId);
    if (setId === undefined) throw new AppError('CARD_NOT_FOUND');
    await change(tx);
  });
}

/**
 * PUT (suspended true) and DELETE (false) /api/cards/:cardId/suspension: idempotent. A
 * suspended card stays out of the learner's study queues; its review state is kept.
 * @throws AppError 404 CARD_NOT_FOUND (see withStudiableCard).
 */
export async function setSuspended(
  db: Db,
  userId: string,
  cardId: string,
  suspended: boolean,
): Promise<SuspensionResponse> {
  await withStudiableCard(db, userId, cardId, (tx) =>
    suspended
      ? repo.insertSuspension(tx, userId, cardId)
      : repo.deleteSuspension(tx, userId, cardId),
  );
  return { cardId, suspended };
}

/**
 * POST /api/cards/:cardId/reset: the card becomes new for the learner — their card_reviews and
 * card_statistics rows of it are deleted in one transaction. Their review_logs rows stay (the
 * history a scheduler is fitted to); a "Previous" of a rating from before the reset answers
 * 409, since the card no longer has that state.
 * @throws AppError 404 CARD_NOT_FOUND (see withStudiableCard).
 */
export async function resetCard(
  db: Db,
  userId: string,
  cardId: string,
): Promise<{ cardId: string; reset: true }> {
  await withStudiableCard(db, userId, cardId, (tx) => repo.deleteProgress(tx, userId, cardId));
  return { cardId, reset: true };
}
