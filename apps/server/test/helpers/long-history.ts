/**
 * The volume of issue 34 §21: a new set's body with CARDS cards of REVIEWS_PER_CARD reviews each
 * (50,000 in all, the import's cap CARD_HISTORY_LIMITS.reviewsPerImport), 20 days apart, for
 * POST /api/sets. Used by test/large-history.test.ts and `npm run bench` (e2e/bench/history.ts).
 */
export const CARDS = 1_000;
export const REVIEWS_PER_CARD = 50;
const DAY_MS = 86_400_000;

export function longHistorySet() {
  const first = Date.parse('2021-01-04T08:00:00Z');
  return {
    title: 'Lịch sử dài',
    cards: Array.from({ length: CARDS }, (_, i) => ({
      front: `word ${i}`,
      back: `nghĩa ${i}`,
      schedule: {
        state: 'review',
        dueAt: '2026-12-20T00:00:00.000Z',
        intervalDays: 30,
        easinessFactor: 2.5,
        repetitionCount: REVIEWS_PER_CARD,
        lapses: 0,
      },
      reviews: Array.from({ length: REVIEWS_PER_CARD }, (_, j) => ({
        reviewedAt: new Date(first + (j * 20 + (i % 7)) * DAY_MS).toISOString(),
        rating: 1 + ((i + j) % 5),
        elapsedMs: 4_000,
        intervalDays: 5 + j,
        easinessFactor: 2.5,
      })),
    })),
  };
}
