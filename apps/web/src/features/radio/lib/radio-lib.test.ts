import { describe, expect, it } from 'vitest';
import { loadedMessages, loadMessages, type MessageId } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { makeIntl, type MessageValues } from '../../../i18n/translate.ts';
import { formatDuration, spokenDuration } from './format.ts';
import { levelDescription, levelTitle } from './level-text.ts';
import { findLesson, LESSONS } from './library.ts';
import {
  LEVEL_CARDS,
  cardOfLevel,
  lessonsOfLevel,
  levelCard,
  levelCards,
  levelPath,
  movedLevel,
  playPath,
  randomLesson,
} from './levels.ts';
import { readPosition, savePosition, POSITIONS_KEY } from './positions.ts';
import { readSpeed, saveSpeed, SPEED_KEY } from './speed.ts';
import { activeSentence, type TranscriptLine } from './transcript.ts';

/** A t() of `locale` as useT() gives it. */
async function tOf(locale: Locale) {
  await loadMessages(locale);
  const intl = makeIntl(locale, loadedMessages(locale)!);
  return (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
}

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
  });

  it('says a length in the interface language', async () => {
    const vi = await tOf('vi');
    expect(spokenDuration(vi, 65)).toBe('1 phút 5 giây');
    expect(spokenDuration(vi, 9)).toBe('9 giây');
    const en = await tOf('en');
    expect(spokenDuration(en, 61)).toBe('1 minute 1 second');
    expect(spokenDuration(en, 125)).toBe('2 minutes 5 seconds');
  });
});

describe('levels', () => {
  it('maps the spec addresses to levels, in any letter case', () => {
    expect(levelCard('a1')?.level).toBe('A1');
    expect(levelCard('A1')?.level).toBe('A1');
    expect(levelCard('nature')?.level).toBe('Nature');
    // the old name of Nature (a trademark) is no level of its own: it redirects
    expect(levelCard('National Geographic')).toBeNull();
    expect(movedLevel('National Geographic')?.param).toBe('nature');
    expect(movedLevel('national geographic ')?.param).toBe('nature');
    expect(movedLevel('a1')).toBeNull();
    expect(levelCard('Test Audios')?.level).toBe('Test Audios');
    expect(levelCard('a2')?.level).toBe('A2');
    expect(levelCard('C1')?.level).toBe('C1');
    expect(levelCard('z9')).toBeNull();
    expect(levelPath(cardOfLevel('Nature'))).toBe('/dashboard/radio/nature');
    expect(levelPath(cardOfLevel('Test Audios'))).toBe('/dashboard/radio/Test%20Audios');
    expect(playPath('a1-001')).toBe('/dashboard/radio/play/a1-001');
  });

  it('lists each level’s lessons in order, the same array each time', () => {
    expect(lessonsOfLevel('A1')).toHaveLength(12);
    expect(lessonsOfLevel('Nature')).toHaveLength(6);
    expect(lessonsOfLevel('Test Audios')).toHaveLength(20);
    expect(lessonsOfLevel('A2')).toHaveLength(8);
    expect(lessonsOfLevel('B1')).toHaveLength(8);
    expect(lessonsOfLevel('B2')).toHaveLength(8);
    expect(lessonsOfLevel('C1')).toHaveLength(8);
    expect(lessonsOfLevel('A2')[0]!.id).toBe('a2-001');
    expect(lessonsOfLevel('A1')).toBe(lessonsOfLevel('A1'));
    expect(lessonsOfLevel('A1')[0]!.id).toBe('a1-001');
    expect(findLesson('testaudio-020')?.level).toBe('Test Audios');
    expect(findLesson('nope')).toBeNull();
    expect(LESSONS).toHaveLength(70);
  });

  it('opens a level as soon as the library holds a lesson of it, else it is coming soon', () => {
    const open = (cards: ReturnType<typeof levelCards>) =>
      cards.filter((card) => card.open).map((card) => card.param);
    // the bundled library: every CEFR level has lessons now
    for (const param of ['a1', 'a2', 'b1', 'b2', 'c1']) expect(levelCard(param)?.open).toBe(true);
    for (const card of LEVEL_CARDS) {
      expect(card.open, card.param).toBe(lessonsOfLevel(card.level).length > 0);
    }
    expect(levelCards([]).some((card) => card.open)).toBe(false);
    const a1 = lessonsOfLevel('A1')[0]!;
    const c1 = { ...a1, id: 'c1-001', level: 'C1' as const, group: 'C1' as const };
    expect(open(levelCards([a1, c1]))).toEqual(['a1', 'c1']);
    // a coming-soon card is grey; an open one keeps its colour
    const cards = levelCards([c1]);
    expect(cards.find((card) => card.param === 'b2')?.tone).toBe('from-slate-400 to-slate-500');
    expect(cards.find((card) => card.param === 'c1')?.tone).not.toContain('slate');
  });

  it('names every level in both languages; a coming-soon level says it is being written', async () => {
    const vi = await tOf('vi');
    const en = await tOf('en');
    const [b2] = levelCards([]).filter((card) => card.param === 'b2');
    expect(levelTitle(vi, b2!)).toBe('B2');
    expect(levelDescription(vi, b2!)).toBe('Bài nghe cho cấp độ này đang được biên soạn.');
    const a2 = levelCard('a2')!;
    expect(levelTitle(en, a2)).toBe('A2');
    expect(levelDescription(en, a2)).toMatch(/travel, work, health/);
    for (const card of levelCards(LESSONS.map((l) => ({ ...l })))) {
      expect(levelTitle(vi, card)).not.toMatch(/radio\./);
      expect(levelDescription(en, { ...card, open: true })).not.toMatch(/radio\./);
    }
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

describe('speed', () => {
  it('remembers 0.75, 1 or 1.25 and reads anything else as 1', () => {
    const storage = memoryStorage();
    expect(readSpeed(storage)).toBe(1);
    saveSpeed(0.75, storage);
    expect(readSpeed(storage)).toBe(0.75);
    storage.setItem(SPEED_KEY, '3');
    expect(readSpeed(storage)).toBe(1);
    storage.setItem(SPEED_KEY, 'fast');
    expect(readSpeed(storage)).toBe(1);
  });
});

describe('activeSentence', () => {
  const lines: TranscriptLine[] = [
    {
      speaker: 'A',
      sentences: [
        { index: 0, text: 'Hello!', start: 1.5 },
        { index: 1, text: 'Hi.', start: 2.4 },
      ],
    },
    { speaker: 'B', sentences: [{ index: 2, text: 'Bye.', start: 4 }] },
  ];

  it('is the last sentence started, -1 before the first or without times', () => {
    expect(activeSentence(lines, 0)).toBe(-1);
    expect(activeSentence(lines, 1.5)).toBe(0);
    expect(activeSentence(lines, 3.9)).toBe(1);
    expect(activeSentence(lines, 99)).toBe(2);
    const untimed = [{ speaker: 'A', sentences: [{ index: 0, text: 'Hi.', start: null }] }];
    expect(activeSentence(untimed, 5)).toBe(-1);
  });
});
