/**
 * Saving a set replaces its cards wholesale (spec §4 Flashcard editor) but keeps the identity,
 * and so the SM-2 state and the review log, of every card the learner kept: as in Anki, editing
 * a card's text (a typo fix) does not make it a new card; only a card removed in the editor
 * loses its state.
 *
 * Matching, for each incoming card in order:
 * 1. the existing card named by its `id`, when that card is still unclaimed (its text, tags and
 *    position may all have changed);
 * 2. otherwise (no id, e.g. a pasted card) the first unclaimed existing card with the same
 *    front and back;
 * 3. otherwise a new card.
 * Existing cards left unclaimed are deleted. A card's images (`frontImageUrl`, `backImageUrl`;
 * absent means none) travel with it like its text (issue 7 §3).
 */

/** The image URLs of a card's two sides (null or absent: no image). */
export interface CardImages {
  frontImageUrl?: string | null | undefined;
  backImageUrl?: string | null | undefined;
}

export interface ExistingCard extends CardImages {
  id: string;
  front: string;
  back: string;
  position: number;
  tags: readonly string[];
}

export interface IncomingCard extends CardImages {
  id?: string | undefined;
  front: string;
  back: string;
  tags: readonly string[];
}

/** A card as written: text, tags, position and both image URLs (null: none). */
export interface PlannedCard {
  position: number;
  front: string;
  back: string;
  tags: string[];
  frontImageUrl: string | null;
  backImageUrl: string | null;
}

export interface CardReplacementPlan {
  /** Kept cards whose text, position, tags or images changed (unchanged ones are omitted). */
  update: (PlannedCard & { id: string })[];
  /** Kept cards, in new order, with their positions (including unchanged ones). */
  keptIds: string[];
  insert: PlannedCard[];
  deleteIds: string[];
}

const contentKey = (card: { front: string; back: string }) => `${card.front}\u0000${card.back}`;

const images = (card: CardImages) => ({
  frontImageUrl: card.frontImageUrl ?? null,
  backImageUrl: card.backImageUrl ?? null,
});

function sameImages(a: CardImages, b: CardImages): boolean {
  return (
    (a.frontImageUrl ?? null) === (b.frontImageUrl ?? null) &&
    (a.backImageUrl ?? null) === (b.backImageUrl ?? null)
  );
}

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
    let match: ExistingCard | undefined = named && !claimed.has(named.id) ? named : undefined;
    match ??= byContent.get(key)?.find((candidate) => !claimed.has(candidate.id));
    if (match === undefined) {
      plan.insert.push({
        position,
        front: card.front,
        back: card.back,
        tags: [...card.tags],
        ...images(card),
      });
      return;
    }
    claimed.add(match.id);
    plan.keptIds.push(match.id);
    if (
      match.position !== position ||
      contentKey(match) !== key ||
      !sameTags(match.tags, card.tags) ||
      !sameImages(match, card)
    ) {
      plan.update.push({
        id: match.id,
        position,
        front: card.front,
        back: card.back,
        tags: [...card.tags],
        ...images(card),
      });
    }
  });

  plan.deleteIds = existing.filter((card) => !claimed.has(card.id)).map((card) => card.id);
  return plan;
}
