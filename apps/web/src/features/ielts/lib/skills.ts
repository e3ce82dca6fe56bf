/**
 * The IELTS skills (spec §2 "IELTS hub" and "IELTS list screens"): their order, routes and
 * colours, the test catalogue by skill, and the difficulty badge colours (Beginner green,
 * Intermediate yellow, Advanced red). Their texts live in the `ielts` catalogue namespace.
 */
import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import type { IeltsSkill } from '@app/domain';

/** The hub's card order (spec §2: Reading, Listening, Writing, Speaking Tests). */
export const HUB_SKILLS: readonly IeltsSkill[] = ['reading', 'listening', 'writing', 'speaking'];

/** What the IELTS screens need of a skill besides its texts (`ielts.hub.*`, `ielts.list.*`). */
export interface SkillInfo {
  /** The list screen's route. */
  path: string;
  /** Gradient of the hub card's icon. */
  tone: string;
}

/** The four skills' routes and colours. */
export const SKILLS: Record<IeltsSkill, SkillInfo> = {
  reading: { path: '/dashboard/ielts/reading', tone: 'from-blue-500 to-indigo-500' },
  listening: { path: '/dashboard/ielts/listening', tone: 'from-emerald-500 to-teal-500' },
  writing: { path: '/dashboard/ielts/writing', tone: 'from-amber-500 to-orange-500' },
  speaking: { path: '/dashboard/ielts/speaking', tone: 'from-pink-500 to-rose-500' },
};

/** A catalogue value as an ICU select key ('Everyday life' → 'Everyday_life'). */
export function selectKey(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '_');
}

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
