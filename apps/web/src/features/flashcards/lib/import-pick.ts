/**
 * Picking the cards of an Anki preview (issue 24 §1; contracts import-pick.ts): the learner
 * unticks groups (note type — template) and decks; the cards left open in the editor or, with
 * several decks ticked, save as one set per deck. Pure functions of the preview and the
 * unticked indexes.
 *
 * A card is picked when neither its group nor its deck is unticked (a card without `group` or
 * `deck`, as from text or CSV, is never left out by it). Cards leave here without `group` and
 * `deck` but with every other field they carry (tags, images, schedule, …), so those reach
 * POST /api/sets.
 */
import { SET_LIMITS, type ImportedCard, type ImportPreview } from '@app/contracts';

/** The unticked group and deck indexes of a preview. */
export interface ImportPick {
  groupsOff: ReadonlySet<number>;
  decksOff: ReadonlySet<number>;
}

export const NOTHING_UNTICKED: ImportPick = { groupsOff: new Set(), decksOff: new Set() };

/** A preview card as it goes to the editor or POST /api/sets: without `group` and `deck`. */
export type PickedCard = Omit<ImportedCard, 'group' | 'deck'>;

function isPicked(card: ImportedCard, pick: ImportPick): boolean {
  return (
    (card.group === undefined || !pick.groupsOff.has(card.group)) &&
    (card.deck === undefined || !pick.decksOff.has(card.deck))
  );
}

/** `card` without its group and deck indexes, every other field kept. */
export function withoutPick(card: ImportedCard): PickedCard {
  const { group: _group, deck: _deck, ...rest } = card;
  return rest;
}

/** The cards of `preview` that `pick` keeps, in preview order (group and deck kept). */
export function pickedCards(preview: ImportPreview, pick: ImportPick): ImportedCard[] {
  return preview.cards.filter((card) => isPicked(card, pick));
}

/** Cards per deck among the ticked groups (whatever the decks' ticks), by deck index. */
export function deckCounts(preview: ImportPreview, pick: ImportPick): number[] {
  const counts = (preview.decks ?? []).map(() => 0);
  for (const card of preview.cards) {
    if (card.deck === undefined) continue;
    if (card.group !== undefined && pick.groupsOff.has(card.group)) continue;
    counts[card.deck] = (counts[card.deck] ?? 0) + 1;
  }
  return counts;
}

/** The indexes of the decks that are ticked and keep at least one card. */
export function chosenDecks(preview: ImportPreview, pick: ImportPick): number[] {
  const counts = deckCounts(preview, pick);
  return counts.flatMap((count, deck) => (count > 0 && !pick.decksOff.has(deck) ? [deck] : []));
}

/** A deck's set title: the last part of its "::" name, else its whole name, else `fallback`. */
export function deckSetTitle(name: string, fallback: string): string {
  const last = name.split('::').at(-1)?.trim() ?? '';
  const title = last !== '' ? last : name.trim();
  return (title !== '' ? title : fallback).slice(0, SET_LIMITS.titleMax).trim() || fallback;
}

/**
 * The preview the editor opens: the picked cards without group and deck, no groups or decks
 * lists; titled by the deck when the package has several decks and one is chosen (the main
 * deck's description, issue 34 §16, kept only when that deck is the main one: the one the
 * preview is titled after).
 */
export function editorPreview(preview: ImportPreview, pick: ImportPick): ImportPreview {
  const { groups: _groups, decks, description, ...rest } = preview;
  const chosen = chosenDecks(preview, pick);
  const deck = decks && decks.length > 1 && chosen.length === 1 ? decks[chosen[0]!] : undefined;
  const title = deck ? deckSetTitle(deck.name, preview.title) : preview.title;
  return {
    ...rest,
    title,
    ...(description !== undefined && title === preview.title ? { description } : {}),
    cards: pickedCards(preview, pick).map(withoutPick),
  };
}

/** One set to save: its title, the deck's full name, its description and its cards. */
export interface DeckSet {
  title: string;
  deck: string;
  /** The main deck's description (the deck the preview is titled after), else ''. */
  description: string;
  cards: PickedCard[];
}

/**
 * One set per chosen deck (deck order), titled deckSetTitle; a deck with more cards than a set
 * holds (SET_LIMITS.cardsPerSet) is split into parts of at most that many, in card order,
 * titled `partTitle(title, part, parts)` (the title cut to leave room for the part).
 */
export function deckSets(
  preview: ImportPreview,
  pick: ImportPick,
  partTitle: (title: string, part: number, parts: number) => string,
): DeckSet[] {
  const picked = pickedCards(preview, pick);
  return chosenDecks(preview, pick).flatMap((deck) => {
    const name = preview.decks?.[deck]?.name ?? preview.title;
    const title = deckSetTitle(name, preview.title);
    const description = title === preview.title ? (preview.description ?? '') : '';
    const cards = picked.filter((card) => card.deck === deck).map(withoutPick);
    const parts = Math.ceil(cards.length / SET_LIMITS.cardsPerSet);
    if (parts <= 1) return [{ title, deck: name, description, cards }];
    return Array.from({ length: parts }, (_, index) => ({
      title: partTitle(title.slice(0, SET_LIMITS.titleMax - 24).trim(), index + 1, parts),
      deck: name,
      description,
      cards: cards.slice(index * SET_LIMITS.cardsPerSet, (index + 1) * SET_LIMITS.cardsPerSet),
    }));
  });
}
