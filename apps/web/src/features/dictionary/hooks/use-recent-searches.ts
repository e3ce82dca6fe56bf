/** The learner's recent dictionary searches, read once from localStorage and kept in step with it. */
import { useState } from 'react';
import {
  addRecentSearch,
  readRecentSearches,
  recentSearchesKey,
  writeRecentSearches,
} from '../lib/recent-searches.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(key: string): string[] {
  const store = storage();
  return store ? readRecentSearches(store, key) : [];
}

/**
 * The recent searches of `userId` (newest first) and `add`, which puts a word first and stores
 * the list.
 */
export function useRecentSearches(userId: string | null) {
  const key = recentSearchesKey(userId);
  const [state, setState] = useState(() => ({ key, list: readStored(key) }));
  // another learner signed in on the same page: read their list
  if (state.key !== key) setState({ key, list: readStored(key) });

  const add = (word: string) => {
    const list = addRecentSearch(state.list, word);
    if (list.join('\n') === state.list.join('\n')) return;
    const store = storage();
    if (store) writeRecentSearches(store, key, list);
    setState({ key, list });
  };
  return { recent: state.list, add };
}
