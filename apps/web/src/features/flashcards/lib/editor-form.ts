/**
 * The editor's form state (spec §2): the set fields and its cards, each with a local React key.
 * `comparable` ignores the keys, so a form is dirty only when its content differs.
 */
import { DEFAULT_SET_COLOR, type ImportPreview, type SetDto } from '@app/contracts';
import type { DraftCard } from '../components/card-fields.tsx';
import type { SetFieldsDraft } from '../components/set-fields.tsx';

export interface Draft extends SetFieldsDraft {
  cards: DraftCard[];
}

export const newCard = (): DraftCard => ({
  key: crypto.randomUUID(),
  front: '',
  back: '',
  tags: [],
  frontImageUrl: null,
  backImageUrl: null,
});

export function toDraft(set: SetDto | null): Draft {
  if (set === null)
    return { title: '', description: '', color: DEFAULT_SET_COLOR, cards: [newCard()] };
  return {
    title: set.title,
    description: set.description,
    color: set.color,
    cards:
      set.cards.length > 0
        ? set.cards.map((c) => ({
            key: c.id,
            id: c.id,
            front: c.front,
            back: c.back,
            tags: c.tags,
            frontImageUrl: c.frontImageUrl,
            backImageUrl: c.backImageUrl,
          }))
        : [newCard()],
  };
}

/**
 * A new set's form from an import preview (issue 7 §7): its title and cards with their images,
 * tags and any Anki history (schedule, reviews, issue 24), which the save sends along; nothing
 * saved yet.
 */
export function fromImport(preview: ImportPreview): Draft {
  return {
    title: preview.title,
    description: preview.description ?? '',
    color: DEFAULT_SET_COLOR,
    cards:
      preview.cards.length > 0
        ? preview.cards.map((card) => ({
            ...newCard(),
            front: card.front,
            back: card.back,
            tags: card.tags ?? [],
            frontImageUrl: card.frontImageUrl ?? null,
            backImageUrl: card.backImageUrl ?? null,
            ...(card.schedule ? { schedule: card.schedule } : {}),
            ...(card.reviews ? { reviews: card.reviews } : {}),
          }))
        : [newCard()],
  };
}

/** An imported card's Anki history for the save body (POST /api/sets keeps it), or nothing. */
export function importedHistory(card: DraftCard): Pick<DraftCard, 'schedule' | 'reviews'> {
  return {
    ...(card.schedule ? { schedule: card.schedule } : {}),
    ...(card.reviews ? { reviews: card.reviews } : {}),
  };
}

/**
 * The draft as text without the React keys (nor imported history), for "has it changed?". A
 * draft stored before images existed reads its missing image fields as none.
 */
export const comparable = (draft: Draft) =>
  JSON.stringify({
    ...draft,
    // an imported card's history never changes in the editor: left out of this (often) run text
    cards: draft.cards.map(({ key: _key, schedule: _schedule, reviews: _reviews, ...card }) => ({
      ...card,
      frontImageUrl: card.frontImageUrl ?? null,
      backImageUrl: card.backImageUrl ?? null,
    })),
  });
