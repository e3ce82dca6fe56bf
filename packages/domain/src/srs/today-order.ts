/**
 * The order of today's new cards (issue 34 §6): the sets take turns, so that a learner with
 * several sets meets new words from each of them every day instead of finishing one set before
 * the next begins. Round-robin: the first new card (by position) of each set, the sets in their
 * order (oldest set first: the order the learner took them up), then the second of each, and so
 * on, up to the day's new-card limit. A set with fewer new cards drops out of the turns when it
 * runs out. The today query (apps/server/src/modules/study/today.repository.ts) applies this
 * order in SQL (each card's rank in its set, then the set's place); an integration test checks
 * that it gives what this function gives.
 */

/**
 * Today's new cards from `sets` (each set's new cards in position order, the sets in their
 * order), taking turns set by set, at most `limit` of them (none when `limit` ≤ 0).
 */
export function takeTurnsBySet<T>(sets: readonly (readonly T[])[], limit: number): T[] {
  const result: T[] = [];
  for (let rank = 0; result.length < limit; rank += 1) {
    let any = false;
    for (const cards of sets) {
      if (rank >= cards.length) continue;
      any = true;
      result.push(cards[rank]!);
      if (result.length >= limit) break;
    }
    if (!any) break;
  }
  return result;
}
