/**
 * "Export my data" (issue 7 §1 Danger zone): everything the learner owns, read in one
 * repeatable-read transaction so the parts agree with each other. Every query is filtered by the
 * learner's id (sets by owner; cards and shares through the learner's own sets).
 */
import { ACCOUNT_EXPORT_FORMAT, type AccountExport, type GameResultDto } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './account.repository.ts';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The learner's data as the export file holds it (accountExportSchema). */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const data = await repo.readAccountData(tx, userId);
      const { user, sets, cards, shares, reviews, statistics, logs, sessions, results, games } =
        data;
      if (!user) throw new AppError('UNAUTHORIZED');
      const reviewList = data.reviewList;

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
          preferences: user.preferences as Record<string, unknown>,
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
          stability: row.stability,
          difficulty: row.difficulty,
          fsrsIntervalDays: row.fsrsIntervalDays,
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
          kind: row.kind as 'review' | 'practice' | 'undo',
          rating: row.rating,
          undoesLogId: row.undoesLogId,
          easinessFactorBefore: row.easinessFactorBefore,
          intervalDaysBefore: row.intervalDaysBefore,
          repetitionCountBefore: row.repetitionCountBefore,
          easinessFactorAfter: row.easinessFactorAfter,
          intervalDaysAfter: row.intervalDaysAfter,
          repetitionCountAfter: row.repetitionCountAfter,
          nextReviewDateAfter: isoOrNull(row.nextReviewDateAfter),
          stabilityBefore: row.stabilityBefore,
          difficultyBefore: row.difficultyBefore,
          stabilityAfter: row.stabilityAfter,
          difficultyAfter: row.difficultyAfter,
          elapsedDays: row.elapsedDays,
          reviewedAt: iso(row.reviewedAt),
          elapsedMs: row.elapsedMs,
        })),
        suspendedCards: data.suspensions.map((row) => ({
          flashcardId: row.flashcardId,
          suspendedAt: iso(row.suspendedAt),
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
        learnStates: data.learn.map((row) => ({
          setId: row.setId,
          state: row.state,
          updatedAt: iso(row.updatedAt),
        })),
        classes: data.classes.map((row) => ({
          classId: row.class_id,
          name: row.name,
          role: row.role,
          shareIelts: row.share_ielts,
          joinedAt: iso(new Date(row.joined_at)),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
