/**
 * The level chooser's cards (spec §2 "Listening library"): Nature, Test Audios and the CEFR
 * levels A1 … C1. A level is open (its list, its lesson count) as soon as the library holds a
 * lesson of it, and 'coming soon' while it holds none (issue 23 §5): adding a level's lesson
 * files opens its card with no change here. Each has its address under /dashboard/radio:
 * nature, 'Test Audios' (spec §2 route), a1 … c1. The spec's 'National Geographic' level is
 * 'Nature' (original narrations; the name is a trademark, issue 18): its old address redirects.
 */
import type { LibraryLevel } from '@app/content/lessons';
import { LESSONS, type LibraryLesson } from './library.ts';

/** A level card's texts in the radio catalogue (radio.levels.<key>). */
export type LevelKey = 'nature' | 'testAudios' | 'a1' | 'a2' | 'b1' | 'b2' | 'c1';

export interface LevelCard {
  /** The address segment, e.g. 'a1', 'nature'. */
  param: string;
  /** The library level it lists. */
  level: LibraryLevel;
  /** Its texts in the catalogue (radio.levels.<key>.title and .description). */
  key: LevelKey;
  /** Whether the library holds lessons of the level; false: the card is 'coming soon'. */
  open: boolean;
  /** Tailwind gradient of its badge (slate while coming soon). */
  tone: string;
}

/** The cards in the chooser's order, without `open`. */
const CARDS: readonly Omit<LevelCard, 'open'>[] = [
  { param: 'nature', level: 'Nature', key: 'nature', tone: 'from-amber-400 to-yellow-500' },
  {
    param: 'Test Audios',
    level: 'Test Audios',
    key: 'testAudios',
    tone: 'from-rose-500 to-pink-500',
  },
  { param: 'a1', level: 'A1', key: 'a1', tone: 'from-emerald-500 to-teal-500' },
  { param: 'a2', level: 'A2', key: 'a2', tone: 'from-sky-500 to-blue-600' },
  { param: 'b1', level: 'B1', key: 'b1', tone: 'from-violet-500 to-purple-600' },
  { param: 'b2', level: 'B2', key: 'b2', tone: 'from-orange-500 to-red-500' },
  { param: 'c1', level: 'C1', key: 'c1', tone: 'from-indigo-500 to-blue-800' },
];

const COMING_SOON_TONE = 'from-slate-400 to-slate-500';

/** The level cards for the library `lessons`: a level without any lesson is coming soon. */
export function levelCards(lessons: readonly LibraryLesson[]): LevelCard[] {
  const held = new Set(lessons.map((lesson) => lesson.level));
  return CARDS.map((card) => {
    const open = held.has(card.level);
    return { ...card, open, tone: open ? card.tone : COMING_SOON_TONE };
  });
}

/** The cards of the bundled library. */
export const LEVEL_CARDS: readonly LevelCard[] = levelCards(LESSONS);

/** Old address segments (lower case) and the card they now lead to. */
const MOVED: Readonly<Record<string, string>> = { 'national geographic': 'nature' };

/** The card of an address segment (any letter case: 'A1' and 'a1' alike), or null. */
export function levelCard(param: string): LevelCard | null {
  const wanted = param.trim().toLowerCase();
  return LEVEL_CARDS.find((card) => card.param.toLowerCase() === wanted) ?? null;
}

/** The card an old address segment now leads to (e.g. 'National Geographic'), or null. */
export function movedLevel(param: string): LevelCard | null {
  const to = MOVED[param.trim().toLowerCase()];
  return to === undefined ? null : levelCard(to);
}

/** The card of a library level. */
export function cardOfLevel(level: LibraryLevel): LevelCard {
  return LEVEL_CARDS.find((card) => card.level === level)!;
}

const BY_LEVEL = new Map<LibraryLevel, readonly LibraryLesson[]>();

/** The lessons of `level`, in library order (the same array on every call). */
export function lessonsOfLevel(level: LibraryLevel): readonly LibraryLesson[] {
  let lessons = BY_LEVEL.get(level);
  if (!lessons) {
    lessons = LESSONS.filter((lesson) => lesson.level === level);
    BY_LEVEL.set(level, lessons);
  }
  return lessons;
}

/** Address of a level's list, e.g. /dashboard/radio/Test%20Audios. */
export function levelPath(card: LevelCard): string {
  return `/dashboard/radio/${encodeURIComponent(card.param)}`;
}

/** Address of a lesson's player. */
export function playPath(lessonId: string): string {
  return `/dashboard/radio/play/${encodeURIComponent(lessonId)}`;
}

/** Location state asking the player to start at once (a click is the gesture autoplay needs). */
export interface PlayerLocationState {
  autoplay?: boolean;
}

/** A lesson of `lessons` picked at random by `rng` (0 ≤ rng() < 1), or null when there is none. */
export function randomLesson(
  lessons: readonly LibraryLesson[],
  rng: () => number = Math.random,
): LibraryLesson | null {
  return lessons[Math.floor(rng() * lessons.length)] ?? null;
}
