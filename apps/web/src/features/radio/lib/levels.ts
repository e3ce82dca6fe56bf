/**
 * The level chooser's cards (spec §2 "Listening library"): National Geographic, Test Audios and
 * A1 hold lessons; A2, B1, B2 and C1 are coming soon. Each has its address under
 * /dashboard/radio: a1, 'National Geographic', 'Test Audios' (spec §2 routes), a2 … c1.
 */
import type { LibraryLevel } from '@app/content/lessons';
import { LESSONS, type LibraryLesson } from './library.ts';

export interface LevelCard {
  /** The address segment, e.g. 'a1', 'National Geographic'. */
  param: string;
  /** The library level it lists, or null when it is coming soon. */
  level: LibraryLevel | null;
  title: string;
  description: string;
  /** Tailwind gradient of its badge. */
  tone: string;
}

export const LEVEL_CARDS: readonly LevelCard[] = [
  {
    param: 'National Geographic',
    level: 'National Geographic',
    title: 'National Geographic',
    description:
      'Phim tài liệu về thiên nhiên và khoa học, mỗi bài từ 8 phút trở lên, có transcript.',
    tone: 'from-amber-400 to-yellow-500',
  },
  {
    param: 'Test Audios',
    level: 'Test Audios',
    title: 'Test Audios',
    description:
      'Các phần nghe của 5 đề IELTS Listening: hội thoại, độc thoại, thảo luận và bài giảng.',
    tone: 'from-rose-500 to-pink-500',
  },
  {
    param: 'a1',
    level: 'A1',
    title: 'A1',
    description: 'Hội thoại ngắn, chậm và rõ cho người mới bắt đầu, có transcript.',
    tone: 'from-emerald-500 to-teal-500',
  },
  ...(['A2', 'B1', 'B2', 'C1'] as const).map((title) => ({
    param: title.toLowerCase(),
    level: null,
    title,
    description: 'Bài nghe cho cấp độ này đang được biên soạn.',
    tone: 'from-slate-400 to-slate-500',
  })),
];

/** The card of an address segment (any letter case: 'A1' and 'a1' alike), or null. */
export function levelCard(param: string): LevelCard | null {
  const wanted = param.trim().toLowerCase();
  return LEVEL_CARDS.find((card) => card.param.toLowerCase() === wanted) ?? null;
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

/** Address of a level's list, e.g. /dashboard/radio/National%20Geographic. */
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
