/**
 * Content shipped with the app (original, written for this project; schema-tested by
 * content.test.ts). Imported as data by the server (starter set) and the web (dashboard).
 */
import starterJson from './flashcards/starter-ielts-academic.json' with { type: 'json' };
import wordsJson from './word-of-the-day.json' with { type: 'json' };
import type { StarterSet, WordOfTheDay } from './schema.ts';

export type { StarterSet, WordOfTheDay };

/** 'IELTS Academic Vocabulary — starter', offered to every new learner. */
export const starterSet = starterJson as StarterSet;
/** The fixed word-of-the-day list. */
export const wordsOfTheDay = wordsJson as WordOfTheDay[];
