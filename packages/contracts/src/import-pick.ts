/**
 * What an Anki import preview says about where its cards come from (issue 24 §1), so the learner
 * picks which cards to keep and saves one set per deck. Re-exported by imports.ts.
 *
 * - `groups`: each (note type, card template) that gave cards, in first-seen order (note order,
 *   then template order), with its card `count`. A cloze note type is one group, named by its
 *   cloze template. Cards of a note whose note type cannot be read (first field → front, second
 *   → back) form the group `{ noteType: '', template: '' }`.
 * - `decks`: each deck holding cards, in first-seen order, its full name with Anki's "::"
 *   hierarchy (e.g. 'IELTS::Words'), with its card `count`. A card whose deck cannot be read is
 *   counted in a deck named as the preview's title.
 * A preview card's `group` and `deck` are indexes into these lists. Text and CSV previews have
 * neither.
 */
import { z } from 'zod';

/** A note type + card template that gave cards, and how many. */
export const importGroupSchema = z.object({
  noteType: z.string(),
  template: z.string(),
  count: z.int().min(1),
});
export type ImportGroup = z.infer<typeof importGroupSchema>;

/** A deck that holds cards of the preview ("::"-separated name), and how many. */
export const importDeckSchema = z.object({
  name: z.string().min(1),
  count: z.int().min(1),
});
export type ImportDeck = z.infer<typeof importDeckSchema>;
