/**
 * What the IELTS screens say about each skill (spec §2 "IELTS hub" and "IELTS list screens"):
 * names, routes, the hub's descriptions, the list screens' titles and blurbs, and the difficulty
 * badge colours (Beginner green, Intermediate yellow, Advanced red).
 */
import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import type { IeltsSkill } from '@app/domain';

/** The shown text when a test cannot be opened (spec §2, §5, §8). */
export const TEST_NOT_READY = 'Test chưa sẵn sàng!';

/** The hub's card order (spec §2: Reading, Listening, Writing, Speaking Tests). */
export const HUB_SKILLS: readonly IeltsSkill[] = ['reading', 'listening', 'writing', 'speaking'];

export interface SkillInfo {
  /** 'Reading', 'Listening', … */
  name: string;
  /** The hub card's title. */
  hubTitle: string;
  /** The hub card's short Vietnamese description. */
  hubDescription: string;
  /** The list screen's title. */
  listTitle: string;
  /** The list screen's blurb under its title. */
  blurb: string;
  /** The list screen's route. */
  path: string;
  /** Gradient of the hub card's icon. */
  tone: string;
}

/** The four skills' texts and routes. */
export const SKILLS: Record<IeltsSkill, SkillInfo> = {
  reading: {
    name: 'Reading',
    hubTitle: 'Reading Tests',
    hubDescription: 'Đọc 3 bài học thuật, trả lời 40 câu hỏi và xem đáp án kèm giải thích.',
    listTitle: 'IELTS Reading Tests',
    blurb: 'Mỗi đề gồm 3 bài đọc và 40 câu hỏi, làm trong 60 phút như bài thi thật.',
    path: '/dashboard/ielts/reading',
    tone: 'from-blue-500 to-indigo-500',
  },
  listening: {
    name: 'Listening',
    hubTitle: 'Listening Tests',
    hubDescription: 'Nghe 4 phần hội thoại và độc thoại, trả lời 40 câu hỏi.',
    listTitle: 'IELTS Listening Tests',
    blurb: 'Mỗi đề gồm 4 phần nghe và 40 câu hỏi, làm trong 30 phút.',
    path: '/dashboard/ielts/listening',
    tone: 'from-emerald-500 to-teal-500',
  },
  writing: {
    name: 'Writing',
    hubTitle: 'Writing Tests',
    hubDescription: 'Viết bài luận Task 2, đếm từ trực tiếp và nhận nhận xét tự động cùng bài mẫu.',
    listTitle: 'IELTS Writing Tests',
    blurb: 'Mỗi đề gồm 1-2 bài viết (task), làm trong 40-60 phút.',
    path: '/dashboard/ielts/writing',
    tone: 'from-amber-500 to-orange-500',
  },
  speaking: {
    name: 'Speaking',
    hubTitle: 'Speaking Tests',
    hubDescription: 'Luyện nói 3 phần với câu hỏi mẫu, tự chấm điểm từng tiêu chí.',
    listTitle: 'IELTS Speaking Tests',
    blurb: 'Mỗi đề gồm 3 phần, làm trong 10-15 phút.',
    path: '/dashboard/ielts/speaking',
    tone: 'from-pink-500 to-rose-500',
  },
};

/** One catalogue entry of any skill, with the fields every list card reads. */
export type CatalogueEntry = (typeof ieltsCatalogue)[IeltsSkill][number];

/** The catalogue entries of a skill, by test number. */
export function catalogueOf(skill: IeltsSkill): readonly CatalogueEntry[] {
  return ieltsCatalogue[skill];
}

/** The catalogue entry of a test, or undefined when the catalogue has no such test. */
export function catalogueEntry(skill: IeltsSkill, testNumber: number): CatalogueEntry | undefined {
  return ieltsCatalogue[skill].find((entry) => entry.testNumber === testNumber);
}

/** Badge classes per difficulty: Beginner green, Intermediate yellow, Advanced red (AA contrast). */
export const DIFFICULTY_BADGE: Record<CatalogueEntry['difficulty'], string> = {
  Beginner: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  Intermediate: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  Advanced: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};
