/**
 * What a list card says about a test and about the learner's best (spec §2 "IELTS list
 * screens"): the skill's facts line (duration, passages/sections/tasks/parts, questions, audio
 * length, essay type), the best badge ('Best: Band X (raw/40)', 'Best: N words', 'Best: x.x/5')
 * and an attempt's one-line result for the history.
 */
import type { TestResultDto, TestSummaryDto } from '@app/contracts';
import { RAW_SCORE_MAX, type IeltsSkill } from '@app/domain';
import { formatBand, formatRating } from './format.ts';
import type { CatalogueEntry } from './skills.ts';

/** The facts under a card's description, each a short phrase. */
export function cardFacts(entry: CatalogueEntry): string[] {
  const facts = [`${entry.duration} phút`];
  if ('passages' in entry) facts.push(`${entry.passages} bài đọc`, `${entry.questions} câu hỏi`);
  if ('sections' in entry) {
    facts.push(`${entry.sections} phần`, `${entry.questions} câu hỏi`);
    facts.push(`Audio ${entry.audioLength} phút`);
  }
  if ('tasks' in entry) {
    facts.push(`${entry.tasks} ${entry.tasks > 1 ? 'tasks' : 'task'}`, entry.task1Type);
  }
  if ('parts' in entry) facts.push(`${entry.parts} phần`);
  return facts;
}

/** The best badge of a test once attempted, or null. */
export function bestLabel(skill: IeltsSkill, summary: TestSummaryDto | undefined): string | null {
  if (!summary || summary.bestScore === null) return null;
  if (skill === 'writing') return `Best: ${summary.bestScore} words`;
  if (skill === 'speaking') return `Best: ${formatRating(summary.bestScore)}`;
  if (summary.bestBand === null) return null;
  return `Best: Band ${formatBand(summary.bestBand)} (${summary.bestScore}/${RAW_SCORE_MAX})`;
}

/** One attempt's result in a line: band and raw score, words, or self-rating. */
export function attemptResult(result: TestResultDto): string {
  if (result.skill === 'writing') return `${result.wordCount ?? 0} từ`;
  if (result.skill === 'speaking') {
    return result.averageSelfRating === null ? '—' : formatRating(result.averageSelfRating);
  }
  const raw = result.score === null ? '—' : `${result.score}/${RAW_SCORE_MAX}`;
  return result.bandScore === null ? raw : `Band ${formatBand(result.bandScore)} (${raw})`;
}
