/**
 * The catalogues as FormatJS takes them (dotted id → ICU message). Vietnamese is in the first
 * screen's bundle; English is a chunk of its own, fetched when a learner switches to it.
 */
import type { Locale } from './locale.ts';
import { flatten, type FlatMessages, type LeafPath } from './messages/types.ts';
import { vi } from './messages/vi/index.ts';

/** Every message id of the app (the Vietnamese catalogue's leaf paths). */
export type MessageId = LeafPath<typeof vi>;

const loaded = new Map<Locale, FlatMessages>([['vi', flatten(vi)]]);

/** The catalogue of `locale` if it is loaded (Vietnamese always is). */
export function loadedMessages(locale: Locale): FlatMessages | undefined {
  return loaded.get(locale);
}

/** Loads the catalogue of `locale` (once). Rejects when the English chunk cannot be fetched. */
export async function loadMessages(locale: Locale): Promise<FlatMessages> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const { en } = await import('./messages/en/index.ts');
  const messages = flatten(en);
  loaded.set('en', messages);
  return messages;
}
