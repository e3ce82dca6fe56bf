/** How a set's study figures read in the list and on the dashboard (spec §2, Vietnamese). */
import { vi } from '../../../i18n/vi.ts';

const dayFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "5 thẻ đến hạn · 12 thẻ mới", one part when the other is 0, "Không có thẻ đến hạn" for none. */
export function dueLabel(set: { dueCount: number; newCount: number }): string {
  const parts: string[] = [];
  if (set.dueCount > 0) parts.push(vi.sets.dueCards(set.dueCount));
  if (set.newCount > 0) parts.push(vi.sets.newCards(set.newCount));
  return parts.length > 0 ? parts.join(' · ') : vi.sets.noneDue;
}

/** The learner's calendar day of `date` (local time), as a comparable day number. */
function localDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
}

/** "Học lần cuối: hôm nay" / "hôm qua" / "20/11/2026" in local time, or "Chưa học lần nào". */
export function lastStudiedLabel(lastStudiedAt: string | null, now: Date): string {
  if (lastStudiedAt === null) return vi.sets.neverStudied;
  const at = new Date(lastStudiedAt);
  const days = localDay(now) - localDay(at);
  const when = days === 0 ? vi.sets.today : days === 1 ? vi.sets.yesterday : dayFormat.format(at);
  return vi.sets.lastStudied(when);
}

/** Sets with something to study today, most due first (then most new), for the dashboard. */
export function setsToReview<T extends { dueCount: number; newCount: number }>(
  sets: readonly T[],
): T[] {
  return sets
    .filter((set) => set.dueCount > 0 || set.newCount > 0)
    .sort((a, b) => b.dueCount - a.dueCount || b.newCount - a.newCount);
}
