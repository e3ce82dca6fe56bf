/**
 * Schemas of the content files (validated by content.test.ts): the starter flashcard set and the
 * word-of-the-day list (spec §1: about 55 words). The dashboard roadmap is interface text: it
 * lives in the web's catalogues (messages/{vi,en}/dashboard.ts).
 */
import { TAG_PRESETS } from '@app/contracts';
import { z } from 'zod';

export const starterSetSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  cards: z
    .array(
      z.object({
        front: z.string().min(1),
        back: z.string().min(1),
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

export type StarterSet = z.infer<typeof starterSetSchema>;
export type WordOfTheDay = z.infer<typeof wordOfTheDaySchema>;
