/**
 * What a list card says about a test and about the learner's best (spec §2 "IELTS list
 * screens"): the skill's facts line (duration, passages/sections/tasks/parts, questions, audio
 * length, essay type), the best badge ('Best: Band X (raw/40)', 'Best: N words', 'Best: x.x/5')
 * and an attempt's one-line result for the history, in the interface language.
 */
import type { TestResultDto, TestSummaryDto } from '@app/contracts';
import { RAW_SCORE_MAX, type IeltsSkill } from '@app/domain';
import type { TFunction } from '../../../i18n/i18n.tsx';
import type { IeltsFormat } from './format.ts';
import { selectKey, type CatalogueEntry } from './skills.ts';

/** The facts under a card's description, each a short phrase. */
export function cardFacts(t: TFunction, entry: CatalogueEntry): string[] {
  const facts = [t('ielts.card.minutes', { n: entry.duration })];
  if ('passages' in entry) {
    facts.push(
      t('ielts.card.passages', { n: entry.passages }),
      t('ielts.card.questions', { n: entry.questions }),
    );
  }
  if ('sections' in entry) {
    facts.push(
      t('ielts.card.sections', { n: entry.sections }),
      t('ielts.card.questions', { n: entry.questions }),
      t('ielts.card.audio', { n: entry.audioLength }),
    );
  }
  // a Writing test's task and type are its badge (taskBadge), not a fact
  if ('tasks' in entry) facts.push(t('ielts.card.tasks', { n: entry.tasks }));
  if ('parts' in entry) facts.push(t('ielts.card.parts', { n: entry.parts }));
  return facts;
}

/**
 * A Writing test's task badge: 'Task 1 · Biểu đồ đường', 'Task 2 · Bài luận nêu quan điểm'
 * (issue 23 §1; spec §2 "task 1 type"), or null for the other skills.
 */
export function taskBadge(
  t: TFunction,
  entry: CatalogueEntry,
): { task: 1 | 2; text: string } | null {
  if (!('task' in entry)) return null;
  const type = t('ielts.card.task1Type', { type: selectKey(entry.task1Type) }).replaceAll('_', ' ');
  return { task: entry.task, text: t('ielts.card.taskBadge', { task: entry.task, type }) };
}

/** The best badge of a test once attempted, or null. */
export function bestLabel(
  t: TFunction,
  format: IeltsFormat,
  skill: IeltsSkill,
  summary: TestSummaryDto | undefined,
): string | null {
  if (!summary || summary.bestScore === null) return null;
  if (skill === 'writing') return t('ielts.card.bestWords', { n: summary.bestScore });
  if (skill === 'speaking') {
    return t('ielts.card.bestRating', { rating: format.rating(summary.bestScore) });
  }
  if (summary.bestBand === null) return null;
  return t('ielts.card.bestBand', {
    band: format.band(summary.bestBand),
    score: summary.bestScore,
    max: RAW_SCORE_MAX,
  });
}

/** One attempt's result in a line: band and raw score, words, or self-rating. */
export function attemptResult(t: TFunction, format: IeltsFormat, result: TestResultDto): string {
  if (result.skill === 'writing') return t('ielts.card.resultWords', { n: result.wordCount ?? 0 });
  if (result.skill === 'speaking') {
    return result.averageSelfRating === null ? '—' : format.rating(result.averageSelfRating);
  }
  const raw =
    result.score === null ? '—' : t('ielts.rawScore', { score: result.score, max: RAW_SCORE_MAX });
  return result.bandScore === null
    ? raw
    : t('ielts.card.resultBand', { band: format.band(result.bandScore), raw });
}
