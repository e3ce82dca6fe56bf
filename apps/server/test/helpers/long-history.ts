/**
 * The volume of issue 34 §21 and §29: a new set's body for POST /api/sets with CARDS cards of
 * REVIEWS_PER_CARD reviews each (50,000 in all, the import's cap
 * CARD_HISTORY_LIMITS.reviewsPerImport), a day apart and ending the day before `now` (ms; a
 * fixed instant by default), each card due within 30 days after it. Used by
 * test/large-history.test.ts and `npm run bench` (e2e/bench/history.ts, memory.ts,
 * robustness.ts).
 */
export const CARDS = 1_000;
export const REVIEWS_PER_CARD = 50;
const DAY_MS = 86_400_000;

export function longHistorySet(options: { title?: string; now?: number } = {}): {
  title: string;
  cards: Record<string, unknown>[];
} {
  const title = options.title ?? 'Lịch sử dài';
  const now = options.now ?? Date.parse('2026-01-01T08:00:00Z');
  const first = now - (REVIEWS_PER_CARD + 1) * DAY_MS;
  return {
    title,
    cards: Array.from({ length: CARDS }, (_, i) => ({
      front: `${title} word ${i + 1}`,
      back: `nghĩa của từ số ${i + 1} — an English definition of word ${i + 1}`,
      tags: ['Noun'],
      schedule: {
        state: 'review',
        dueAt: new Date(now + ((i % 30) + 1) * DAY_MS).toISOString(),
        intervalDays: 30,
        easinessFactor: 2.5,
        repetitionCount: REVIEWS_PER_CARD,
        lapses: 2,
      },
      reviews: Array.from({ length: REVIEWS_PER_CARD }, (_, r) => ({
        reviewedAt: new Date(first + r * DAY_MS + i * 1000).toISOString(),
        rating: 1 + ((i + r) % 5),
        elapsedMs: 3000,
        intervalDays: Math.min(r + 1, 30),
        easinessFactor: 2.5,
      })),
    })),
  };
}
