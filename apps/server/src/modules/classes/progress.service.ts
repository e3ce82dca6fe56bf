/**
 * A class's progress for its teachers, and each learner's own row for them (issue 22 §1): per learner, on the class's assigned sets,
 * cards due now, ratings and the share passed in the last 7 days (`accuracy7d`: ratings ≥
 * PASSING_RATING, 3, over all counted ratings, as the statistics page's true retention counts a
 * pass; the web calls it "Đạt", not an accuracy: issue 34 §4), the last
 * learner day studied, the study streak (stats.service), and, only when the learner agreed
 * (share_ielts), the latest IELTS band per skill with the one before it. Also as CSV, headed in
 * the teacher's language, with formula-like cells neutralised (imports/export.ts
 * neutraliseFormulaCell) and csv-stringify.
 */
import type {
  ClassLearnerProgress,
  ClassOwnProgressDto,
  ClassProgressDto,
  Language,
} from '@app/contracts';
import { learnerDayKey } from '@app/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { requireClassAccess } from '../../auth/access.ts';
import { getPreferences } from '../account/preferences.service.ts';
import { latestBands } from '../ielts/ielts.service.ts';
import { neutraliseFormulaCell } from '../imports/export.ts';
import { currentStreak } from '../stats/stats.service.ts';
import * as repo from './assignments.repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type FigureRow = Awaited<ReturnType<typeof repo.learnerFigures>>[number];

/** One learner's row from their figures (IELTS only when they share it). */
async function learnerProgress(
  db: Db,
  row: FigureRow,
  now: Date,
  timeZone: string,
): Promise<ClassLearnerProgress> {
  const { dayStartsAtHour } = await getPreferences(db, row.userId);
  return {
    userId: row.userId,
    name: row.name,
    dueNow: row.dueNow,
    reviews7d: row.reviews,
    accuracy7d: row.reviews === 0 ? null : Math.round((100 * row.passed) / row.reviews),
    lastStudiedDay:
      row.lastReviewedAt === null
        ? null
        : learnerDayKey(row.lastReviewedAt, timeZone, dayStartsAtHour),
    streak: await currentStreak(db, row.userId, now, timeZone),
    ielts: row.shareIelts ? await latestBands(db, row.userId) : null,
  };
}

/**
 * The figures of every learner of the class at `now`, learner days cut in `timeZone` at each
 * learner's own rollover hour.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (a learner).
 */
export async function classProgress(
  db: Db,
  userId: string,
  classId: string,
  now: Date,
  timeZone: string,
): Promise<ClassProgressDto> {
  await requireClassAccess(db, userId, 'class.progress', classId);
  const rows = await repo.learnerFigures(db, classId, now, new Date(now.getTime() - WEEK_MS));
  const learners: ClassLearnerProgress[] = [];
  for (const row of rows) learners.push(await learnerProgress(db, row, now, timeZone));
  return { today: learnerDayKey(now, timeZone), learners };
}

/**
 * A learner's own row of the class's progress (what its teachers see of them) at `now`.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (a teacher).
 */
export async function ownProgress(
  db: Db,
  userId: string,
  classId: string,
  now: Date,
  timeZone: string,
): Promise<ClassOwnProgressDto> {
  await requireClassAccess(db, userId, 'class.self', classId);
  const rows = await repo.learnerFigures(db, classId, now, new Date(now.getTime() - WEEK_MS));
  const row = rows.find((candidate) => candidate.userId === userId);
  // a learner always has a row; one removed meanwhile is refused by the access check above
  if (!row) throw new Error(`no progress row for learner ${userId} of class ${classId}`);
  return {
    today: learnerDayKey(now, timeZone),
    learner: await learnerProgress(db, row, now, timeZone),
  };
}

const SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;
/** The skills as the exam names them, in both languages. */
const SKILL_NAMES = {
  reading: 'Reading',
  listening: 'Listening',
  writing: 'Writing',
  speaking: 'Speaking',
} as const;

/**
 * The CSV's headings in each interface language (issue 34 §14: the teacher's language), the
 * columns the class page's table shows: name, cards due, reviews and the share passed ("Đạt") over 7 days, the
 * last day studied ('YYYY-MM-DD'), the streak in days, then the latest band of each skill.
 */
export const PROGRESS_CSV_HEADINGS: Record<Language, readonly string[]> = {
  vi: [
    'Học viên',
    'Thẻ đến hạn',
    'Lượt ôn 7 ngày',
    'Đạt 7 ngày (%)',
    'Ngày học gần nhất',
    'Chuỗi ngày học',
    ...SKILLS.map((skill) => `IELTS ${SKILL_NAMES[skill]}`),
  ],
  en: [
    'Learner',
    'Cards due',
    'Reviews in 7 days',
    'Passed in 7 days (%)',
    'Last day studied',
    'Study streak (days)',
    ...SKILLS.map((skill) => `IELTS ${SKILL_NAMES[skill]}`),
  ],
};

/**
 * The progress as CSV text: BOM, a header row in `language`, CRLF; every text cell neutralised.
 */
export function progressCsv(progress: ClassProgressDto, language: Language): string {
  const header = PROGRESS_CSV_HEADINGS[language];
  const rows = progress.learners.map((learner) => [
    neutraliseFormulaCell(learner.name),
    String(learner.dueNow),
    String(learner.reviews7d),
    learner.accuracy7d === null ? '' : String(learner.accuracy7d),
    learner.lastStudiedDay ?? '',
    String(learner.streak),
    ...SKILLS.map((skill) => {
      const band = learner.ielts?.[skill];
      return band ? String(band.latest) : '';
    }),
  ]);
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: [/[\r\n]/, /^'/],
  });
}

/** The CSV's language: the one asked for, else the teacher's account language (issue 34 §14). */
export async function csvLanguage(
  db: Db,
  userId: string,
  asked: Language | undefined,
): Promise<Language> {
  return asked ?? (await getPreferences(db, userId)).language;
}
