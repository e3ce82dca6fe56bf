/**
 * The dictionary's recent searches (spec §2 Dictionary, §9: 5, deduplicated case-insensitively,
 * newest first), kept in localStorage per user so that two learners on one computer do not see
 * each other's words.
 */

/** How many recent searches are kept and shown (spec §9). */
export const RECENT_SEARCHES_MAX = 5;

const PREFIX = 'dictionary-recent';

/** The storage key of a user's recent searches (one shared key when no user id is known). */
export function recentSearchesKey(userId: string | null | undefined): string {
  return userId ? `${PREFIX}:${userId}` : PREFIX;
}

/**
 * The list with `word` added first: trimmed, an earlier copy differing only in case removed,
 * at most RECENT_SEARCHES_MAX kept. A blank word leaves the list as it is.
 */
export function addRecentSearch(list: readonly string[], word: string): string[] {
  const trimmed = word.trim();
  if (trimmed === '') return [...list];
  const key = trimmed.toLocaleLowerCase('en');
  const rest = list.filter((item) => item.toLocaleLowerCase('en') !== key);
  return [trimmed, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

/** The stored list, or [] when there is none or it cannot be read (also deduplicated again). */
export function readRecentSearches(storage: Storage, key: string): string[] {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .reduceRight<string[]>((list, item) => addRecentSearch(list, item), []);
  } catch {
    return [];
  }
}

/** Stores the list; storage that refuses (full, disabled) keeps the list for this page only. */
export function writeRecentSearches(storage: Storage, key: string, list: readonly string[]): void {
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // storage disabled or full: the list lives in memory only
  }
}
