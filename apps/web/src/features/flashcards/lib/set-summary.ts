/** How a set's study figures read in the list and on the dashboard (spec §2), in `intl`'s language. */
import type { IntlShape } from 'react-intl';
import type { DateFormats } from '../../../i18n/dates.ts';

const text = (intl: IntlShape, id: string, values?: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);

/** "5 thẻ đến hạn · 12 thẻ mới", one part when the other is 0, "Không có thẻ đến hạn" for none. */
export function dueLabel(set: { dueCount: number; newCount: number }, intl: IntlShape): string {
  const parts: string[] = [];
  if (set.dueCount > 0) parts.push(text(intl, 'flashcards.sets.dueCards', { n: set.dueCount }));
  if (set.newCount > 0) parts.push(text(intl, 'flashcards.sets.newCards', { n: set.newCount }));
  return parts.length > 0 ? parts.join(' · ') : text(intl, 'flashcards.sets.noneDue');
}

/**
 * "Học lần cuối: 5 phút trước" / "Hôm qua" / "2 tuần trước" (the app's relative date format,
 * i18n/dates.ts), or "Chưa học lần nào".
 */
export function lastStudiedLabel(
  lastStudiedAt: string | null,
  now: Date,
  intl: IntlShape,
  dates: Pick<DateFormats, 'relative'>,
): string {
  if (lastStudiedAt === null) return text(intl, 'flashcards.sets.neverStudied');
  return text(intl, 'flashcards.sets.lastStudied', { when: dates.relative(lastStudiedAt, now) });
}

/** Sets with something to study today, most due first (then most new), for the dashboard. */
export function setsToReview<T extends { dueCount: number; newCount: number }>(
  sets: readonly T[],
): T[] {
  return sets
    .filter((set) => set.dueCount > 0 || set.newCount > 0)
    .sort((a, b) => b.dueCount - a.dueCount || b.newCount - a.newCount);
}
