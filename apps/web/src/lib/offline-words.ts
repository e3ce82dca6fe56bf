/**
 * The learner's own words for the dictionary offline (issue 20 §1): the entries of every card
 * front of the sets they open to study (and of every word they look up online), kept in
 * IndexedDB, one database per learner (`dictionary-offline:<userId>`, store `entries`, key: the
 * word as the dictionary reads it: trimmed, lowercased), so that the dictionary and Quick Define
 * answer for them with no network. Deleted when the learner signs out.
 *
 * The study screens fill it (keepWords, through POST /api/dictionary/batch, 50 words a request);
 * the dictionary's query reads it when the server cannot be reached (keptEntry). Best effort
 * throughout: a failure is logged, and a word not kept is one the dictionary needs the network
 * for.
 */
import { DICTIONARY_BATCH_MAX, dictionaryWordSchema, type DictionaryEntry } from '@app/contracts';
import type { DBSchema, IDBPDatabase } from 'idb';
import { api, unwrap } from './api-client.ts';
import { allowCachedDatabase, cachedDatabase, deleteCachedDatabase } from './idb-cache.ts';

/** A kept entry is looked up again after this long (ms): the sources change rarely. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface WordsSchema extends DBSchema {
  entries: { key: string; value: { entry: DictionaryEntry; savedAt: number } };
}

/** The database name of a learner's kept words. */
export function wordsName(userId: string): string {
  return `dictionary-offline:${userId}`;
}

function database(userId: string): Promise<IDBPDatabase<WordsSchema>> {
  return cachedDatabase<WordsSchema>(wordsName(userId), 1, (upgrading) => {
    upgrading.createObjectStore('entries');
  });
}

/** The dictionary's form of a text (trimmed, lowercased), or null when it is not a word. */
export function dictionaryKey(text: string): string | null {
  const parsed = dictionaryWordSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Keeps one entry looked up online. */
export async function keepEntry(userId: string, entry: DictionaryEntry, word: string) {
  // a fresh answer from the server: the learner is signed in (issue 34 §24)
  allowCachedDatabase(wordsName(userId), userId);
  const key = dictionaryKey(word);
  if (!key) return;
  try {
    await (await database(userId)).put('entries', { entry, savedAt: Date.now() }, key);
  } catch (error) {
    console.warn('kept words: entry not kept', error);
  }
}

/**
 * Looks up and keeps the words of `texts` (card fronts) that are words and not kept yet (or kept
 * over 30 days ago), 50 a request, one request at a time. Words no dictionary knows are not
 * kept (offline they say that they need the network, as any word not kept).
 */
export async function keepWords(userId: string, texts: readonly string[]): Promise<void> {
  allowCachedDatabase(wordsName(userId), userId);
  try {
    const db = await database(userId);
    const now = Date.now();
    const wanted = new Set<string>();
    for (const text of texts) {
      const key = dictionaryKey(text);
      if (!key || wanted.has(key)) continue;
      const kept = await db.get('entries', key);
      if (!kept || now - kept.savedAt > KEEP_MS) wanted.add(key);
    }
    const words = [...wanted];
    for (let i = 0; i < words.length; i += DICTIONARY_BATCH_MAX) {
      const { results } = await unwrap(
        api.dictionary.batch.$post({ json: { words: words.slice(i, i + DICTIONARY_BATCH_MAX) } }),
      );
      const tx = db.transaction('entries', 'readwrite');
      for (const { word, entry } of results) {
        if (entry) void tx.store.put({ entry, savedAt: now }, word);
      }
      await tx.done;
    }
  } catch (error) {
    console.warn('kept words: words not kept', error);
  }
}

/** The kept entry of `word`, or undefined. */
export async function keptEntry(
  userId: string,
  word: string,
): Promise<DictionaryEntry | undefined> {
  const key = dictionaryKey(word);
  if (!key) return undefined;
  try {
    return (await (await database(userId)).get('entries', key))?.entry;
  } catch (error) {
    console.warn('kept words: not read', error);
    return undefined;
  }
}

/** Deletes a learner's kept words (on signing out). */
export async function forgetWords(userId: string): Promise<void> {
  try {
    await deleteCachedDatabase(wordsName(userId));
  } catch (error) {
    console.warn('kept words: not deleted', error);
  }
}
