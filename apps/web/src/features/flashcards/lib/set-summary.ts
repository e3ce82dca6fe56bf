/** How a set's study figures read in the list and on the dashboard (spec §2), in `intl`'s language. */
import type { IntlShape } from 'react-intl';

const text = (intl: IntlShape, id: string, values?: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);

/** "5 thẻ đến hạn · 12 thẻ mới", one part when the other is 0, "Không có thẻ đến hạn" for none. */
export function dueLabel(set: { dueCount: number; newCount: number }, intl: IntlShape): string {
  const parts: string[] = [];
  if (set.dueCount > 0) parts.push(text(intl, 'flashcards.sets.dueCards', { n: set.dueCount }));
  if (set.newCount > 0) parts.push(text(intl, 'flashcards.sets.newCards', { n: set.newCount }));
  return parts.length > 0 ? parts.join(' · ') : text(intl, 'flashcards.sets.noneDue');
}

/** The learner's calendar day of `date` (local time), as a comparable day number. */
function localDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
}

/** A set's day (creation, last study) as the language writes a date: 20/11/2026, 11/20/2026. */
export function formatSetDate(intl: IntlShape, date: Date): string {
  return intl.formatDate(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** "Học lần cuối: hôm nay" / "hôm qua" / "20/11/2026" in local time, or "Chưa học lần nào". */
export function lastStudiedLabel(lastStudiedAt: string | null, now: Date, intl: IntlShape): string {
  if (lastStudiedAt === null) return text(intl, 'flashcards.sets.neverStudied');
  const at = new Date(lastStudiedAt);
  const days = localDay(now) - localDay(at);
  if (days === 0) return text(intl, 'flashcards.sets.lastStudiedToday');
  if (days === 1) return text(intl, 'flashcards.sets.lastStudiedYesterday');
  return text(intl, 'flashcards.sets.lastStudiedOn', { date: formatSetDate(intl, at) });
}

/** Sets with something to study today, most due first (then most new), for the dashboard. */
export function setsToReview<T extends { dueCount: number; newCount: number }>(
  sets: readonly T[],
): T[] {
  return sets
    .filter((set) => set.dueCount > 0 || set.newCount > 0)
    .sort((a, b) => b.dueCount - a.dueCount || b.newCount - a.newCount);
}
