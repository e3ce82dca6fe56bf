/**
 * col.crt, the creation time an .apkg's collection states (issue 24 §2): Anki counts a review
 * card's due day from it, so where it falls decides whether a due date survives the round trip.
 */

/**
 * col.crt of a collection made at `now`, epoch seconds. Anki counts a review card's `due` in
 * days from crt, and crt falls at the collection's day rollover, so `crt + due days` is the
 * start of the day the card is due. Without `dueInstants` it is the start of `now`'s UTC day;
 * given the due instants (epoch seconds) of the review cards — in this app the start of a
 * learner day, e.g. 04:00 in Hanoi, 21:00 UTC —, it is the last moment at or before `now` with
 * their most common time of day, so each due date is a whole number of days from crt and comes
 * back exactly when the package is read (rounding absorbs a daylight-saving hour).
 */
export function collectionCreation(now: Date, dueInstants: readonly number[] = []): number {
  const seconds = Math.floor(now.getTime() / 1000);
  const dayStart = seconds - (seconds % 86_400);
  const counts = new Map<number, number>();
  for (const due of dueInstants) {
    const timeOfDay = ((due % 86_400) + 86_400) % 86_400;
    counts.set(timeOfDay, (counts.get(timeOfDay) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [timeOfDay, count] of counts) {
    if (
      best === null ||
      count > counts.get(best)! ||
      (count === counts.get(best)! && timeOfDay < best)
    ) {
      best = timeOfDay;
    }
  }
  if (best === null) return dayStart;
  const crt = dayStart + best;
  return crt > seconds ? crt - 86_400 : crt;
}
