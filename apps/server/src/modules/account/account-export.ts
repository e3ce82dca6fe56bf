/**
 * "Export my data" (issue 7 §1 Danger zone): everything the learner owns, read in one
 * repeatable-read transaction so the parts agree with each other. Every query is filtered by the
 * learner's id (sets by owner; cards and shares through the learner's own sets).
 */
import { ACCOUNT_EXPORT_FORMAT, type AccountExport, type GameResultDto } from '@app/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { flashcards, flashcardSets, flashcardSetShares } from '../../db/schema/flashcards.ts';
import { gameResults, reviewListItems } from '../../db/schema/games.ts';
import { testResults } from '../../db/schema/ielts.ts';
import { cardReviews, cardStatistics, reviewLogs, studySessions } from '../../db/schema/study.ts';
import { AppError } from '../../lib/errors.ts';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The learner's data as the export file holds it (accountExportSchema). */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('UNAUTHORIZED');
      const sets = await tx
        .select()
        .from(flashcardSets)
        .where(eq(flashcardSets.userId, userId))
        .orderBy(asc(flashcardSets.createdAt), asc(flashcardSets.id));
      const setIds = sets.map((set) => set.id);
      const cards = setIds.length
        ? await tx
            .select()
            .from(flashcards)
            .where(inArray(flashcards.setId, setIds))
            .orderBy(asc(flashcards.position))
        : [];
      const shares = setIds.length
        ? await tx
            .select()
            .from(flashcardSetShares)
            .where(inArray(flashcardSetShares.setId, setIds))
            .orderBy(asc(flashcardSetShares.createdAt))
        : [];
      const reviews = await tx.select().from(cardReviews).where(eq(cardReviews.userId, userId));
      const statistics = await tx
        .select()
        .from(cardStatistics)
        .where(eq(cardStatistics.userId, userId));
      const logs = await tx
        .select()
        .from(reviewLogs)
        .where(eq(reviewLogs.userId, userId))
        .orderBy(asc(reviewLogs.seq));
      const sessions = await tx
        .select()
        .from(studySessions)
        .where(eq(studySessions.userId, userId))
        .orderBy(asc(studySessions.startedAt));
      const results = await tx
        .select()
        .from(testResults)
        .where(eq(testResults.userId, userId))
        .orderBy(asc(testResults.createdAt));
      const games = await tx
        .select()
        .from(gameResults)
        .where(eq(gameResults.userId, userId))
        .orderBy(asc(gameResults.playedAt));
      const reviewList = await tx
        .select()
        .from(reviewListItems)
        .where(eq(reviewListItems.userId, userId))
        .orderBy(asc(reviewListItems.addedAt));

      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: 1,
        exportedAt: iso(now),
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          image: user.image,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: iso(user.createdAt),
        },
        sets: sets.map((set) => ({
          id: set.id,
          title: set.title,
          description: set.description,
          color: set.color,
          createdAt: iso(set.createdAt),
          updatedAt: iso(set.updatedAt),
          cards: cards
            .filter((card) => card.setId === set.id)
            .map((card) => ({
              id: card.id,
              position: card.position,
              front: card.frontText,
              back: card.backText,
              frontImageUrl: card.frontImageUrl,
              backImageUrl: card.backImageUrl,
              tags: card.tags,
              createdAt: iso(card.createdAt),
            })),
          sharedWith: shares
            .filter((share) => share.setId === set.id)
            .map((share) => ({
              email: share.sharedWithEmail,
              permission: share.permission,
              createdAt: iso(share.createdAt),
            })),
        })),
        reviewStates: reviews.map((row) => ({
          flashcardId: row.flashcardId,
          flashcardSetId: row.flashcardSetId,
          studySessionId: row.studySessionId,
          difficultyRating: row.difficultyRating,
          easinessFactor: row.easinessFactor,
          intervalDays: row.intervalDays,
          repetitionCount: row.repetitionCount,
          nextReviewDate: iso(row.nextReviewDate),
          lastReviewedAt: iso(row.lastReviewedAt),
        })),
        cardStatistics: statistics.map((row) => ({
          flashcardId: row.flashcardId,
          flashcardSetId: row.flashcardSetId,
          totalReviews: row.totalReviews,
          veryHardCount: row.veryHardCount,
          hardCount: row.hardCount,
          mediumCount: row.mediumCount,
          easyCount: row.easyCount,
          veryEasyCount: row.veryEasyCount,
          lastReviewedAt: isoOrNull(row.lastReviewedAt),
          updatedAt: iso(row.updatedAt),
        })),
        reviewLogs: logs.map((row) => ({
          id: row.id,
          flashcardId: row.flashcardId,
          flashcardSetId: row.flashcardSetId,
          studySessionId: row.studySessionId,
          kind: row.kind as 'review' | 'undo',
          rating: row.rating,
          undoesLogId: row.undoesLogId,
          easinessFactorBefore: row.easinessFactorBefore,
          intervalDaysBefore: row.intervalDaysBefore,
          repetitionCountBefore: row.repetitionCountBefore,
          easinessFactorAfter: row.easinessFactorAfter,
          intervalDaysAfter: row.intervalDaysAfter,
          repetitionCountAfter: row.repetitionCountAfter,
          nextReviewDateAfter: isoOrNull(row.nextReviewDateAfter),
          reviewedAt: iso(row.reviewedAt),
          elapsedMs: row.elapsedMs,
        })),
        studySessions: sessions.map((row) => ({
          id: row.id,
          flashcardSetId: row.flashcardSetId,
          startedAt: iso(row.startedAt),
          completedAt: isoOrNull(row.completedAt),
          totalCardsStudied: row.totalCardsStudied,
          cardsCorrect: row.cardsCorrect,
          cardsHard: row.cardsHard,
          sessionDurationSeconds: row.sessionDurationSeconds,
        })),
        testResults: results.map((row) => ({
          id: row.id,
          testType: row.testType,
          status: row.status,
          testNumber: row.testNumber,
          score: row.score,
          bandScore: row.bandScore,
          timeTakenSeconds: row.timeTakenSeconds,
          completedAt: isoOrNull(row.completedAt),
          createdAt: iso(row.createdAt),
          wordCount: row.wordCount,
          averageSelfRating: row.averageSelfRating,
        })),
        gameResults: games.map((row) => ({
          id: row.id,
          game: row.game as GameResultDto['game'],
          setId: row.setId,
          score: row.score,
          accuracyPercent: row.accuracyPercent,
          durationSeconds: row.durationSeconds,
          playedAt: iso(row.playedAt),
        })),
        reviewList: reviewList.map((row) => ({
          cardId: row.cardId,
          setId: row.setId,
          game: row.game as GameResultDto['game'],
          addedAt: iso(row.addedAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
