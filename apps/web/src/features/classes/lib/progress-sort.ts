/**
 * The teacher's progress table order (issue 22 §1: sortable by each column). Missing figures
 * (never studied, no accuracy, IELTS not shared) sort after every figure in both directions, so
 * the learners with data stay on top; ties keep the name order.
 */
import type { ClassLearnerProgress } from '@app/contracts';

export const PROGRESS_COLUMNS = [
  'name',
  'dueNow',
  'reviews7d',
  'accuracy7d',
  'lastStudiedDay',
  'streak',
  'ielts',
] as const;
export type ProgressColumn = (typeof PROGRESS_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** The sortable value of a learner's column (null: missing). */
function valueOf(learner: ClassLearnerProgress, column: ProgressColumn): string | number | null {
  if (column === 'ielts') {
    if (learner.ielts === null) return null;
    const bands = Object.values(learner.ielts).flatMap((band) => (band ? [band.latest] : []));
    return bands.length === 0 ? null : Math.max(...bands);
  }
  return learner[column];
}

/** A sorted copy of `learners` by `column` in `direction`. */
export function sortLearners(
  learners: readonly ClassLearnerProgress[],
  column: ProgressColumn,
  direction: SortDirection,
): ClassLearnerProgress[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: ClassLearnerProgress, b: ClassLearnerProgress) =>
    a.name.localeCompare(b.name, 'vi') || a.userId.localeCompare(b.userId);
  return [...learners].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (x === null || y === null) {
      if (x === y) return byName(a, b);
      return x === null ? 1 : -1;
    }
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, 'vi')
        : Number(x) - Number(y);
    return order === 0 ? byName(a, b) : sign * order;
  });
}
