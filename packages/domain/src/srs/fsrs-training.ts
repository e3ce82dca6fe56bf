/**
 * The training set FSRS's optimiser fits a learner's parameters on (issue 19 §2 "Tối ưu tham
 * số"), built from their review log the way fsrs-rs expects it: for each card, its effective
 * reviews in order (the first rating of each learner day that no undo cancelled, with the learner
 * days since the previous one), and one item per review after the first, holding that review and
 * every one before it. The first review of an item has deltaT 0 (fsrs-rs requires it). Ratings
 * become FSRS grades as they do when scheduling (fsrs.ts: 1-2 → Again, 3 → Hard, 4 → Good, 5 →
 * Easy).
 */
import { fsrsGrade } from './fsrs.ts';
import type { Rating } from './sm2.ts';

/**
 * Reviews a learner needs in their log before the optimiser is offered: 400, Anki's own
 * threshold for FSRS's "Optimize" (fewer reviews fit noise).
 */
export const FSRS_OPTIMIZE_MIN_REVIEWS = 400;

/** One effective review of a card: its rating and the learner days since the card's previous. */
export interface ReviewHistoryEntry {
  rating: Rating;
  elapsedDays: number;
}

/** One review of a training item: FSRS grade 1-4 and whole days since the previous review. */
export interface FsrsTrainingReview {
  grade: 1 | 2 | 3 | 4;
  deltaT: number;
}

/**
 * The training items of the cards' histories (each in review order): a card with n reviews gives
 * n − 1 items, the k-th holding its first k + 1 reviews. Cards reviewed once give none.
 */
export function fsrsTrainingItems(
  histories: Iterable<readonly ReviewHistoryEntry[]>,
): FsrsTrainingReview[][] {
  const items: FsrsTrainingReview[][] = [];
  for (const history of histories) {
    const reviews = history.map((entry, index) => ({
      grade: fsrsGrade(entry.rating),
      deltaT: index === 0 ? 0 : Math.max(0, Math.round(entry.elapsedDays)),
    }));
    for (let end = 2; end <= reviews.length; end++) items.push(reviews.slice(0, end));
  }
  return items;
}
