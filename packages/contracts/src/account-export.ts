/**
 * GET /api/account/export: everything the learner owns, as one JSON file offered before account
 * deletion (issue 7 §1 Danger zone): the profile, the sets with their cards and the addresses
 * they are shared with, review states (SM-2's and FSRS's), card statistics, the review log,
 * suspended cards, study sessions, the preferences (with FSRS's own parameters), Learn mode's
 * state per set, IELTS results, game results and the review list. Instants are ISO strings; nothing of another learner is included.
 */
import { z } from 'zod';
import { isoInstantSchema } from './flashcards.ts';
import { gameResultDtoSchema, reviewListItemSchema } from './games.ts';

const instant = isoInstantSchema;
const nullableInstant = isoInstantSchema.nullable();

export const ACCOUNT_EXPORT_FORMAT = 'ielts-study-account-export';

const exportCardSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  front: z.string(),
  back: z.string(),
  frontImageUrl: z.string().nullable(),
  backImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: instant,
});

const exportSetSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  createdAt: instant,
  updatedAt: instant,
  cards: z.array(exportCardSchema),
  sharedWith: z.array(z.object({ email: z.string(), permission: z.string(), createdAt: instant })),
});

const reviewStateSchema = z.object({
  flashcardId: z.uuid(),
  flashcardSetId: z.uuid(),
  studySessionId: z.uuid().nullable(),
  difficultyRating: z.number().int(),
  easinessFactor: z.number(),
  intervalDays: z.number().int(),
  repetitionCount: z.number().int(),
  nextReviewDate: instant,
  lastReviewedAt: instant,
  /** FSRS's memory state and interval (issue 19 §2; null before the card's first FSRS step). */
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  fsrsIntervalDays: z.number().int().nullable(),
});

const cardStatisticSchema = z.object({
  flashcardId: z.uuid(),
  flashcardSetId: z.uuid(),
  totalReviews: z.number().int(),
  veryHardCount: z.number().int(),
  hardCount: z.number().int(),
  mediumCount: z.number().int(),
  easyCount: z.number().int(),
  veryEasyCount: z.number().int(),
  lastReviewedAt: nullableInstant,
  updatedAt: instant,
});

const reviewLogSchema = z.object({
  id: z.uuid(),
  flashcardId: z.uuid(),
  flashcardSetId: z.uuid(),
  studySessionId: z.uuid().nullable(),
  kind: z.enum(['review', 'practice', 'undo']),
  rating: z.number().int().nullable(),
  undoesLogId: z.uuid().nullable(),
  easinessFactorBefore: z.number().nullable(),
  intervalDaysBefore: z.number().int().nullable(),
  repetitionCountBefore: z.number().int().nullable(),
  easinessFactorAfter: z.number().nullable(),
  intervalDaysAfter: z.number().int().nullable(),
  repetitionCountAfter: z.number().int().nullable(),
  nextReviewDateAfter: nullableInstant,
  stabilityBefore: z.number().nullable(),
  difficultyBefore: z.number().nullable(),
  stabilityAfter: z.number().nullable(),
  difficultyAfter: z.number().nullable(),
  /** Learner days since the card's previous rating (null for a first review). */
  elapsedDays: z.number().int().nullable(),
  reviewedAt: instant,
  elapsedMs: z.number().int().nullable(),
});

const studySessionSchema = z.object({
  id: z.uuid(),
  /** Null for a today session, which spans sets (issue 19). */
  flashcardSetId: z.uuid().nullable(),
  startedAt: instant,
  completedAt: nullableInstant,
  totalCardsStudied: z.number().int().nullable(),
  cardsCorrect: z.number().int().nullable(),
  cardsHard: z.number().int().nullable(),
  sessionDurationSeconds: z.number().int().nullable(),
});

const testResultSchema = z.object({
  id: z.uuid(),
  testType: z.string(),
  status: z.string(),
  testNumber: z.number().int(),
  score: z.number().int().nullable(),
  bandScore: z.number().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
  completedAt: nullableInstant,
  createdAt: instant,
  wordCount: z.number().int().nullable(),
  averageSelfRating: z.number().nullable(),
});

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: instant,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: instant,
    /** The stored preferences as kept (language, limits, scheduler, FSRS's parameters…). */
    preferences: z.record(z.string(), z.unknown()),
  }),
  sets: z.array(exportSetSchema),
  reviewStates: z.array(reviewStateSchema),
  cardStatistics: z.array(cardStatisticSchema),
  reviewLogs: z.array(reviewLogSchema),
  /** Cards the learner suspended (issue 19 §3): never in a queue until unsuspended. */
  suspendedCards: z.array(z.object({ flashcardId: z.uuid(), suspendedAt: instant })),
  studySessions: z.array(studySessionSchema),
  testResults: z.array(testResultSchema),
  gameResults: z.array(gameResultDtoSchema),
  reviewList: z.array(reviewListItemSchema),
  /** Learn mode's state per set (issue 21 §1), as stored. */
  learnStates: z.array(z.object({ setId: z.uuid(), state: z.unknown(), updatedAt: instant })),
  /** The learner's class memberships (issue 22 §1): the class, their role and IELTS consent. */
  classes: z.array(
    z.object({
      classId: z.uuid(),
      name: z.string(),
      role: z.enum(['teacher', 'learner']),
      shareIelts: z.boolean(),
      joinedAt: instant,
    }),
  ),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
