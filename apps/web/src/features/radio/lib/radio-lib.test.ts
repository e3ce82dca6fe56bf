import { describe, expect, it } from 'vitest';
import { formatDuration, spokenDuration } from './format.ts';
import { findLesson, LESSONS } from './library.ts';
import {
  cardOfLevel,
  lessonsOfLevel,
  levelCard,
  levelPath,
  playPath,
  randomLesson,
} from './levels.ts';
import { readPosition, savePosition, POSITIONS_KEY } from './positions.ts';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('formatDuration', () => {
  it('writes m:ss, h:mm:ss from an hour, and --:-- when unknown', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(93.9)).toBe('1:33');
    expect(formatDuration(2712)).toBe('45:12');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(Number.NaN)).toBe('--:--');
    expect(spokenDuration(65)).toBe('1 phút 5 giây');
    expect(spokenDuration(9)).toBe('9 giây');
  });
});

describe('levels', () => {
  it('maps the spec addresses to levels, in any letter case', () => {
    expect(levelCard('a1')?.level).toBe('A1');
    expect(levelCard('A1')?.level).toBe('A1');
    expect(levelCard('National Geographic')?.level).toBe('National Geographic');
    expect(levelCard('Test Audios')?.level).toBe('Test Audios');
    for (const soon of ['a2', 'b1', 'b2', 'c1']) expect(levelCard(soon)?.level).toBeNull();
    expect(levelCard('z9')).toBeNull();
    expect(levelPath(cardOfLevel('National Geographic'))).toBe(
      '/dashboard/radio/National%20Geographic',
    );
    expect(playPath('a1-001')).toBe('/dashboard/radio/play/a1-001');
  });

  it('lists each level’s lessons in order, the same array each time', () => {
    expect(lessonsOfLevel('A1')).toHaveLength(12);
    expect(lessonsOfLevel('National Geographic')).toHaveLength(6);
    expect(lessonsOfLevel('Test Audios')).toHaveLength(20);
    expect(lessonsOfLevel(null)).toHaveLength(0);
    expect(lessonsOfLevel('A1')).toBe(lessonsOfLevel('A1'));
    expect(lessonsOfLevel('A1')[0]!.id).toBe('a1-001');
    expect(findLesson('testaudio-020')?.level).toBe('Test Audios');
    expect(findLesson('nope')).toBeNull();
    expect(LESSONS).toHaveLength(38);
  });

  it('picks a random lesson with the given rng', () => {
    const a1 = lessonsOfLevel('A1');
    expect(randomLesson(a1, () => 0)?.id).toBe('a1-001');
    expect(randomLesson(a1, () => 0.999)?.id).toBe('a1-012');
    expect(randomLesson([], () => 0.5)).toBeNull();
  });
});

describe('positions', () => {
  it('remembers a position per lesson and forgets one under a second', () => {
    const storage = memoryStorage();
    expect(readPosition('a1-001', storage)).toBe(0);
    savePosition('a1-001', 42.345, storage);
    savePosition('a1-002', 7, storage);
    expect(readPosition('a1-001', storage)).toBe(42.3);
    expect(readPosition('a1-002', storage)).toBe(7);
    savePosition('a1-001', 0, storage);
    expect(readPosition('a1-001', storage)).toBe(0);
    expect(JSON.parse(storage.getItem(POSITIONS_KEY)!)).toEqual({ 'a1-002': 7 });
  });

  it('survives damaged storage', () => {
    const storage = memoryStorage();
    storage.setItem(POSITIONS_KEY, '{not json');
    expect(readPosition('a1-001', storage)).toBe(0);
    savePosition('a1-001', 5, storage);
    expect(readPosition('a1-001', storage)).toBe(5);
    const failing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(() => savePosition('a1-001', 5, failing)).not.toThrow();
  });
});
