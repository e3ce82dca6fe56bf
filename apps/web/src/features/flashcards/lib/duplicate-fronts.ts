/**
 * Cards whose fronts are the same (trimmed, case-insensitive; blank fronts never count): for each
 * such card's index, the 1-based numbers of the other cards with that front. Saving stays allowed
 * (the same word may be studied with two meanings); the editor only warns.
 */
export function duplicateFronts(cards: readonly { front: string }[]): Map<number, number[]> {
  const byFront = new Map<string, number[]>();
  cards.forEach((card, index) => {
    const key = card.front.trim().toLocaleLowerCase('vi');
    if (key === '') return;
    const indexes = byFront.get(key);
    if (indexes) indexes.push(index);
    else byFront.set(key, [index]);
  });
  const result = new Map<number, number[]>();
  for (const indexes of byFront.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes) {
      result.set(
        index,
        indexes.filter((other) => other !== index).map((other) => other + 1),
      );
    }
  }
  return result;
}
