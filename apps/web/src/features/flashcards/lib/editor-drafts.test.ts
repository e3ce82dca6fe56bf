import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './editor-drafts.ts';

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

describe('editor drafts', () => {
  it('keys drafts by user and set, with "new" for a new set', () => {
    expect(draftKey('u1', null)).toBe('flashcard-draft:u1:new');
    expect(draftKey('u1', 'abc')).toBe('flashcard-draft:u1:abc');
    expect(draftKey('u2', 'abc')).not.toBe(draftKey('u1', 'abc'));
  });

  it('writes, reads and clears a draft with its base version', () => {
    const storage = new MemoryStorage();
    const key = draftKey('u1', 'set');
    expect(readDraft(storage, key)).toBeNull();
    expect(writeDraft(storage, key, { draft: { title: 'x' }, baseVersion: 3, savedAt: 5 })).toBe(
      true,
    );
    expect(readDraft(storage, key)).toEqual({ draft: { title: 'x' }, baseVersion: 3, savedAt: 5 });
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });

  it('treats unreadable entries as no draft and reports a refused write', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    expect(readDraft(storage, 'k')).toBeNull();
    storage.setItem('k', '42');
    expect(readDraft(storage, 'k')).toBeNull();
    storage.failWrites = true;
    expect(writeDraft(storage, 'k', { draft: 1, baseVersion: null, savedAt: 0 })).toBe(false);
  });
});
