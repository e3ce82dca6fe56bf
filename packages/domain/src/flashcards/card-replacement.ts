/**
 * Saving a set replaces its cards wholesale (spec §4 Flashcard editor) but keeps the ids, and so
 * the review history, of cards whose content did not change (issue #2 §5). A card's content is
 * its front and back text; tags and position may change without a new identity.
 *
 * Matching, for each incoming card in order:
 * 1. the existing card named by its `id`, when that card is still unclaimed and has the same
 *    content;
 * 2. otherwise the first unclaimed existing card with the same content;
 * 3. otherwise a new card.
 * Existing cards left unclaimed are deleted.
 */

export interface ExistingCard {
  id: string;
  front: string;
  back: string;
  position: number;
  tags: readonly string[];
}

export interface IncomingCard {
  id?: string | undefined;
  front: string;
  back: string;
  tags: readonly string[];
}

export interface CardReplacementPlan {
  /** Kept cards whose position or tags changed (unchanged ones are omitted). */
  update: { id: string; position: number; tags: string[] }[];
  /** Kept cards, in new order, with their positions (including unchanged ones). */
  keptIds: string[];
  insert: { position: number; front: string; back: string; tags: string[] }[];
  deleteIds: string[];
}

const contentKey = (card: { front: string; back: string }) => `${card.front}\u0000${card.back}`;

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

/** Plans the writes that turn `existing` into `incoming` (positions 0..n-1 in incoming order). */
export function planCardReplacement(
  existing: readonly ExistingCard[],
  incoming: readonly IncomingCard[],
): CardReplacementPlan {
  const byId = new Map(existing.map((card) => [card.id, card]));
  const byContent = new Map<string, ExistingCard[]>();
  for (const card of existing) {
    const list = byContent.get(contentKey(card)) ?? [];
    list.push(card);
    byContent.set(contentKey(card), list);
  }
  const claimed = new Set<string>();
  const plan: CardReplacementPlan = { update: [], keptIds: [], insert: [], deleteIds: [] };

  incoming.forEach((card, position) => {
    const key = contentKey(card);
    const named = card.id === undefined ? undefined : byId.get(card.id);
    let match: ExistingCard | undefined =
      named && !claimed.has(named.id) && contentKey(named) === key ? named : undefined;
    match ??= byContent.get(key)?.find((candidate) => !claimed.has(candidate.id));
    if (match === undefined) {
      plan.insert.push({ position, front: card.front, back: card.back, tags: [...card.tags] });
      return;
    }
    claimed.add(match.id);
    plan.keptIds.push(match.id);
    if (match.position !== position || !sameTags(match.tags, card.tags)) {
      plan.update.push({ id: match.id, position, tags: [...card.tags] });
    }
  });

  plan.deleteIds = existing.filter((card) => !claimed.has(card.id)).map((card) => card.id);
  return plan;
}
