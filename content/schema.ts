/**
 * Schemas of the content files (validated by content.test.ts): the starter flashcard set and the
 * word-of-the-day list (spec §1: about 55 words). The dashboard roadmap is interface text: it
 * lives in the web's catalogues (messages/{vi,en}/dashboard.ts).
 */
import { TAG_PRESETS } from '@app/contracts';
import { z } from 'zod';

/**
 * The starter set's file (content/flashcards/starter-ielts-academic.json). A card is written
 * in parts: `front` the English term; `meaning` "Vietnamese meaning — English definition"; an
 * `example` sentence using the term or a form of it; a common
 * `collocation` with it. Cards only have two sides, so the learner's card gets them all on its
 * back (starterCardBack in index.ts).
 */
export const starterSourceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  cards: z
    .array(
      z.object({
        front: z.string().min(1),
        meaning: z.string().regex(/^.+ — .+$/),
        /** Original, IELTS-style: a capital letter first, a full stop last (one or two sentences). */
        example: z.string().regex(/^[A-Z].+\.$/),
        /** Lowercase words, e.g. "provide evidence", "a significant increase". */
        collocation: z.string().regex(/^[a-z]+( [a-z]+)+$/),
        tags: z.array(z.enum(TAG_PRESETS)).min(1).max(3),
      }),
    )
    .min(30),
});

export const wordOfTheDaySchema = z.object({
  word: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  partOfSpeech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  vietnamese: z.string().min(1),
  definition: z.string().min(1),
});

export const wordsOfTheDaySchema = z.array(wordOfTheDaySchema).min(50).max(60);

export type StarterSource = z.infer<typeof starterSourceSchema>;
export type StarterCardSource = StarterSource['cards'][number];

/** The starter set as a learner's set is made from it (a set input: cards with two sides). */
export interface StarterSet {
  title: string;
  description: string;
  color: string;
  cards: { front: string; back: string; tags: StarterCardSource['tags'] }[];
}
export type WordOfTheDay = z.infer<typeof wordOfTheDaySchema>;
