/**
 * IELTS results (issue 10): Reading attempts marked on the server from the test's content (the
 * learner's raw score is never taken from the client), Writing attempts counted and given
 * automatic feedback, and the summaries of spec §3/§9 computed from the learner's completed
 * results (one query per skill; the rules are the domain's summariseTests / skillAverage).
 */
import type {
  IeltsOverviewDto,
  MarkedAnswer,
  SpeakingAnswer,
  SkillResultsDto,
  TestResultDto,
  WritingFeedback,
} from '@app/contracts';
import {
  loadListeningTest,
  loadReadingTest,
  loadSpeakingTest,
  loadWritingTest,
} from '@app/content/ielts';
import {
  academicReadingBand,
  IELTS_SKILLS,
  listeningBand,
  markTest,
  skillAverage,
  summariseTests,
  type CompletedResult,
  type IeltsSkill,
} from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './ielts.repository.ts';
import type { GrammarChecker } from '../../providers/grammar/grammar-checker.ts';
import { storedEssayFeedback, submittedEssayFeedback } from './writing-feedback.service.ts';

/** What a Reading attempt's review keeps. */
export interface ReadingDetails {
  answers: MarkedAnswer[];
  lookedUp: string[];
}

/** What a Listening attempt's review keeps. */
export interface ListeningDetails {
  answers: MarkedAnswer[];
  mode: 'exam' | 'practice';
}

/** What a Speaking attempt's review keeps. */
export interface SpeakingDetails {
  ratings: { fluency: number; vocabulary: number; grammar: number; pronunciation: number };
  answers: SpeakingAnswer[];
}

/** What a Writing attempt's review keeps. */
export interface WritingDetails {
  text: string;
  feedback: WritingFeedback;
}

function toResultDto(row: repo.TestResultRow): TestResultDto {
  return {
    id: row.id,
    skill: row.testType as IeltsSkill,
    testNumber: row.testNumber,
    score: row.score,
    bandScore: row.bandScore,
    timeTakenSeconds: row.timeTakenSeconds,
    wordCount: row.wordCount,
    averageSelfRating: row.averageSelfRating,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

function toCompleted(row: repo.TestResultRow): CompletedResult {
  return {
    testNumber: row.testNumber,
    score: row.score,
    bandScore: row.bandScore,
    timeTakenSeconds: row.timeTakenSeconds,
    wordCount: row.wordCount,
    averageSelfRating: row.averageSelfRating,
    completedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Marks and saves a Reading attempt. Answers the saved result and the marked answers.
 * @throws AppError 404 TEST_NOT_READY when the test's content is missing or invalid.
 */
export async function submitReading(
  db: Db,
  userId: string,
  testNumber: number,
  input: { answers: Record<string, string>; timeTakenSeconds: number; lookedUp: string[] },
  now: Date,
): Promise<{ result: TestResultDto; answers: MarkedAnswer[] }> {
  const test = await loadReadingTest(testNumber);
  if (!test) throw new AppError('TEST_NOT_READY');
  const { marked, score } = markTest(test.groups, input.answers);
  const details: ReadingDetails = {
    answers: marked,
    lookedUp: [...new Set(input.lookedUp.map((w) => w.toLowerCase()))],
  };
  const row = await repo.insertResult(db, {
    userId,
    testType: 'reading',
    testNumber,
    score,
    bandScore: academicReadingBand(score),
    timeTakenSeconds: input.timeTakenSeconds,
    completedAt: now,
    details,
  });
  return { result: toResultDto(row), answers: marked };
}

/**
 * Marks and saves a Listening attempt (the Listening band table). Answers the saved result and
 * the marked answers.
 * @throws AppError 404 TEST_NOT_READY when the test's content is missing or invalid.
 */
export async function submitListening(
  db: Db,
  userId: string,
  testNumber: number,
  input: { answers: Record<string, string>; timeTakenSeconds: number; mode: 'exam' | 'practice' },
  now: Date,
): Promise<{ result: TestResultDto; answers: MarkedAnswer[] }> {
  const test = await loadListeningTest(testNumber);
  if (!test) throw new AppError('TEST_NOT_READY');
  const { marked, score } = markTest(
    test.sections.flatMap((section) => section.groups),
    input.answers,
  );
  const details: ListeningDetails = { answers: marked, mode: input.mode };
  const row = await repo.insertResult(db, {
    userId,
    testType: 'listening',
    testNumber,
    score,
    bandScore: listeningBand(score),
    timeTakenSeconds: input.timeTakenSeconds,
    completedAt: now,
    details,
  });
  return { result: toResultDto(row), answers: marked };
}

/**
 * Saves a Speaking attempt: average_self_rating is the mean of the four self-ratings (0-5),
 * rounded to one decimal (spec §9).
 * @throws AppError 404 TEST_NOT_READY when the test's content is missing or invalid.
 */
export async function submitSpeaking(
  db: Db,
  userId: string,
  testNumber: number,
  input: SpeakingDetails & { timeTakenSeconds: number },
  now: Date,
): Promise<{ result: TestResultDto }> {
  const test = await loadSpeakingTest(testNumber);
  if (!test) throw new AppError('TEST_NOT_READY');
  const { fluency, vocabulary, grammar, pronunciation } = input.ratings;
  const average = Math.round(((fluency + vocabulary + grammar + pronunciation) / 4) * 10) / 10;
  const details: SpeakingDetails = { ratings: input.ratings, answers: input.answers };
  const row = await repo.insertResult(db, {
    userId,
    testType: 'speaking',
    testNumber,
    averageSelfRating: average,
    timeTakenSeconds: input.timeTakenSeconds,
    completedAt: now,
    details,
  });
  return { result: toResultDto(row) };
}

/**
 * Saves a Writing attempt with its word count (spec §3: writing's best is the highest word
 * count) and automatic feedback (Task 1 or Task 2's, as the test's content says), grammar
 * included (`grammar`: LanguageTool or the offline checks).
 * @throws AppError 404 TEST_NOT_READY when the test's content is missing or invalid.
 */
export async function submitWriting(
  db: Db,
  userId: string,
  testNumber: number,
  input: { text: string; timeTakenSeconds: number },
  now: Date,
  grammar: GrammarChecker,
  signal?: AbortSignal,
): Promise<{ result: TestResultDto; feedback: WritingFeedback }> {
  const test = await loadWritingTest(testNumber);
  if (!test) throw new AppError('TEST_NOT_READY');
  const feedback = await submittedEssayFeedback(input.text, grammar, signal, test);
  const details: WritingDetails = { text: input.text, feedback };
  const row = await repo.insertResult(db, {
    userId,
    testType: 'writing',
    testNumber,
    wordCount: feedback.wordCount,
    timeTakenSeconds: input.timeTakenSeconds,
    completedAt: now,
    details,
  });
  return { result: toResultDto(row), feedback };
}

/** The learner's results of one skill: per-test summaries, the average, every attempt. */
export async function skillResults(
  db: Db,
  userId: string,
  skill: IeltsSkill,
): Promise<SkillResultsDto> {
  const rows = await repo.listCompleted(db, userId, skill);
  const tests = summariseTests(skill, rows.map(toCompleted));
  return {
    skill,
    tests,
    average: skillAverage(skill, tests),
    totalCompleted: rows.length,
    attempts: rows.map(toResultDto),
  };
}

/** The hub: each skill's average over its tests' bests and its progress, oldest first. */
export async function overview(db: Db, userId: string): Promise<IeltsOverviewDto> {
  const rows = await repo.listCompleted(db, userId);
  const averages = {} as IeltsOverviewDto['averages'];
  const progress = {} as IeltsOverviewDto['progress'];
  for (const skill of IELTS_SKILLS) {
    const own = rows.filter((row) => row.testType === skill);
    averages[skill] = skillAverage(skill, summariseTests(skill, own.map(toCompleted)));
    progress[skill] = own
      .map((row) => ({
        completedAt: (row.completedAt ?? row.createdAt).toISOString(),
        value:
          skill === 'writing'
            ? row.wordCount
            : skill === 'speaking'
              ? row.averageSelfRating
              : row.bandScore,
      }))
      .filter((point): point is { completedAt: string; value: number } => point.value !== null)
      .reverse();
  }
  return { averages, progress };
}

/**
 * One of the learner's attempts with what its review shows.
 * @throws AppError 404 RESULT_NOT_FOUND when it is not theirs or does not exist.
 */
export async function attempt(db: Db, userId: string, id: string) {
  const row = await repo.findResult(db, userId, id);
  if (!row) throw new AppError('RESULT_NOT_FOUND');
  const details = row.details as Record<string, unknown> | null;
  const of = <T>(skill: IeltsSkill) => (details && row.testType === skill ? (details as T) : null);
  const writing = of<WritingDetails>('writing');
  return {
    result: toResultDto(row),
    reading: of<ReadingDetails>('reading'),
    // feedback stored as text before issue 18 is computed again from the essay
    writing: writing && { ...writing, feedback: await storedEssayFeedback(writing) },
    listening: of<ListeningDetails>('listening'),
    speaking: of<SpeakingDetails>('speaking'),
  };
}

/**
 * Per skill, the band of the learner's latest completed result that has one and of the one
 * before it (the trend), or null for a skill without a band. Shown to a class's teachers only
 * when the learner agreed (classes/progress.service.ts).
 */
export async function latestBands(
  db: Db,
  userId: string,
): Promise<Record<IeltsSkill, { latest: number; previous: number | null } | null>> {
  const rows = await repo.listCompleted(db, userId);
  const bands = {} as Record<IeltsSkill, { latest: number; previous: number | null } | null>;
  for (const skill of IELTS_SKILLS) {
    const own = rows.filter((row) => row.testType === skill && row.bandScore !== null);
    bands[skill] =
      own.length === 0 ? null : { latest: own[0]!.bandScore!, previous: own[1]?.bandScore ?? null };
  }
  return bands;
}
