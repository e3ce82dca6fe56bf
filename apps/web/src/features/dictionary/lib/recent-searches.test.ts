import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  readRecentSearches,
  recentSearchesKey,
  RECENT_SEARCHES_MAX,
  writeRecentSearches,
} from './recent-searches.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

describe('recent searches', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['run', 'go'], 'book')).toEqual(['book', 'run', 'go']);
  });

  it('keeps at most five, dropping the oldest', () => {
    let list: string[] = [];
    for (const word of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, word);
    expect(RECENT_SEARCHES_MAX).toBe(5);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('deduplicates case-insensitively, moving the word to the front as last typed', () => {
    expect(addRecentSearch(['run', 'Mouse', 'go'], 'mouse')).toEqual(['mouse', 'run', 'go']);
    expect(addRecentSearch(['run', 'go'], 'RUN')).toEqual(['RUN', 'go']);
  });

  it('trims the word and ignores a blank one', () => {
    expect(addRecentSearch(['run'], '  good ')).toEqual(['good', 'run']);
    expect(addRecentSearch(['run'], '   ')).toEqual(['run']);
  });

  it('does not change the list it was given', () => {
    const list = ['run', 'go'];
    addRecentSearch(list, 'book');
    expect(list).toEqual(['run', 'go']);
  });

  it('keys the list by user, with one shared key when no user is known', () => {
    expect(recentSearchesKey('u1')).toBe('dictionary-recent:u1');
    expect(recentSearchesKey(null)).toBe('dictionary-recent');
    expect(recentSearchesKey(undefined)).toBe('dictionary-recent');
  });

  it('reads back what was written, per user', () => {
    const storage = new MemoryStorage();
    writeRecentSearches(storage, recentSearchesKey('u1'), ['mouse', 'run']);
    expect(readRecentSearches(storage, recentSearchesKey('u1'))).toEqual(['mouse', 'run']);
    expect(readRecentSearches(storage, recentSearchesKey('u2'))).toEqual([]);
  });

  it('reads broken or foreign data as an empty or cleaned list', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    expect(readRecentSearches(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify({ words: ['run'] }));
    expect(readRecentSearches(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify(['run', 3, 'RUN', 'a', 'b', 'c', 'd', 'e']));
    expect(readRecentSearches(storage, 'k')).toEqual(['run', 'a', 'b', 'c', 'd']);
  });

  it('survives storage that refuses writes', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    expect(() => writeRecentSearches(storage, 'k', ['run'])).not.toThrow();
    expect(readRecentSearches(storage, 'k')).toEqual([]);
  });
});
