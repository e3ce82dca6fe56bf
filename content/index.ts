/**
 * Content shipped with the app (original, written for this project; schema-tested by
 * content.test.ts). Imported as data by the server (starter set) and the web (dashboard).
 */
import starterJson from './flashcards/starter-ielts-academic.json' with { type: 'json' };
import wordsJson from './word-of-the-day.json' with { type: 'json' };
import type { StarterCardSource, StarterSet, StarterSource, WordOfTheDay } from './schema.ts';

export type { StarterCardSource, StarterSet, StarterSource, WordOfTheDay };

/** The labels of the example and collocation lines on a starter card's back. */
export const STARTER_EXAMPLE_LABEL = 'Ví dụ:';
export const STARTER_COLLOCATION_LABEL = 'Collocation:';

/**
 * A starter card's back, in one layout for every card (cards have only two sides):
 *
 *     bằng chứng, chứng cứ — facts or information showing whether a claim is true
 *     Ví dụ: Recent studies provide strong evidence that lack of sleep affects memory.
 *     Collocation: provide evidence
 */
export function starterCardBack(card: StarterCardSource): string {
  return [
    card.meaning,
    `${STARTER_EXAMPLE_LABEL} ${card.example}`,
    `${STARTER_COLLOCATION_LABEL} ${card.collocation}`,
  ].join('\n');
}

/** The starter set's file as written (meaning, example and collocation apart). */
export const starterSource = starterJson as StarterSource;

/**
 * 'IELTS Academic Vocabulary — starter', offered to every learner (POST /api/sets/starter
 * copies it into their sets): the file's cards with their backs laid out by starterCardBack.
 */
export const starterSet: StarterSet = {
  title: starterSource.title,
  description: starterSource.description,
  color: starterSource.color,
  cards: starterSource.cards.map((card) => ({
    front: card.front,
    back: starterCardBack(card),
    tags: card.tags,
  })),
};
/** The fixed word-of-the-day list. */
export const wordsOfTheDay = wordsJson as WordOfTheDay[];
