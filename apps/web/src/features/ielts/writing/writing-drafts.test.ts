import { describe, expect, it } from 'vitest';
import {
  clearEssayDraft,
  essayDraftKey,
  readEssayDraft,
  writeEssayDraft,
} from './writing-drafts.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('essay drafts', () => {
  it('keeps one draft per user and test, and removes it', () => {
    const storage = memoryStorage();
    const key = essayDraftKey('u1', 2);
    expect(key).not.toBe(essayDraftKey('u2', 2));
    expect(key).not.toBe(essayDraftKey('u1', 3));
    expect(
      writeEssayDraft(storage, key, { text: 'Some text', elapsedSeconds: 95, savedAt: 1 }),
    ).toBe(true);
    expect(readEssayDraft(storage, key)).toEqual({
      text: 'Some text',
      elapsedSeconds: 95,
      savedAt: 1,
    });
    clearEssayDraft(storage, key);
    expect(readEssayDraft(storage, key)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ text: 3, elapsedSeconds: 1 }));
    storage.setItem('c', JSON.stringify({ text: 'x', elapsedSeconds: 'soon' }));
    expect(readEssayDraft(storage, 'a')).toBeNull();
    expect(readEssayDraft(storage, 'b')).toBeNull();
    expect(readEssayDraft(storage, 'c')).toBeNull();
    expect(readEssayDraft(storage, 'missing')).toBeNull();
  });
});
