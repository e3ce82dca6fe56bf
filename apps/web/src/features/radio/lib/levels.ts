/**
 * The level chooser's cards (spec §2 "Listening library"): Nature, Test Audios and A1 hold
 * lessons; A2, B1, B2 and C1 are coming soon. Each has its address under /dashboard/radio:
 * nature, 'Test Audios' (spec §2 route), a1 … c1. The spec's 'National Geographic' level is
 * 'Nature' (original narrations; the name is a trademark, issue 18): its old address redirects.
 */
import type { LibraryLevel } from '@app/content/lessons';
import { LESSONS, type LibraryLesson } from './library.ts';

/** A level card's texts in the radio catalogue (radio.levels.<key>), null when coming soon. */
export type LevelKey = 'nature' | 'testAudios' | 'a1';

export interface LevelCard {
  /** The address segment, e.g. 'a1', 'nature'. */
  param: string;
  /** The library level it lists, or null when it is coming soon. */
  level: LibraryLevel | null;
  /** Its texts in the catalogue, or null for a coming-soon level named by its code. */
  key: LevelKey | null;
  /** The CEFR code of a coming-soon level (A2 … C1): its name in every language. */
  code: string;
  /** Tailwind gradient of its badge. */
  tone: string;
}

export const LEVEL_CARDS: readonly LevelCard[] = [
  {
    param: 'nature',
    level: 'Nature',
    key: 'nature',
    code: 'nature',
    tone: 'from-amber-400 to-yellow-500',
  },
  {
    param: 'Test Audios',
    level: 'Test Audios',
    key: 'testAudios',
    code: 'testAudios',
    tone: 'from-rose-500 to-pink-500',
  },
  { param: 'a1', level: 'A1', key: 'a1', code: 'A1', tone: 'from-emerald-500 to-teal-500' },
  ...(['A2', 'B1', 'B2', 'C1'] as const).map((code) => ({
    param: code.toLowerCase(),
    level: null,
    key: null,
    code,
    tone: 'from-slate-400 to-slate-500',
  })),
];

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
const NONE: readonly LibraryLesson[] = [];

/** The lessons of `level`, in library order (the same array on every call). */
export function lessonsOfLevel(level: LibraryLevel | null): readonly LibraryLesson[] {
  if (level === null) return NONE;
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
