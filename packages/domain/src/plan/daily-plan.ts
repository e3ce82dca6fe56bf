/**
 * Today's plan on the dashboard (issue 21 §3): concrete tasks built from the cards due, the
 * daily new-card limit, each IELTS skill's band estimate against the target band, the days left
 * to the exam and what the learner already did today. Each task ticks itself when done. Pure:
 * the server gathers the inputs (modules/plan) and the web shows the tasks from their kind and
 * figures (no text here).
 *
 * Rules (ours; the issue gives the inputs and the examples):
 * - Reviews: every card due today within the daily review limit, counted from the start of the
 *   day (done + still due); done when none is left. No task on a day without due cards.
 * - New words: today's new cards, counted from the start of the day (their set named when they
 *   all come from one); done when none is left. In the last
 *   PLAN_NO_NEW_WORDS_DAYS days before the exam no new words are planned (a word learnt then
 *   is not reviewed before the exam): the days go to tests.
 * - IELTS: PLAN_SKILL_TASKS tasks by days left (1 without an exam date or more than 30 days
 *   out, 2 up to 30 days, 3 in the last week), one per skill, in this order: skills never
 *   practised (reading, listening, writing, speaking); then skills with an estimate below the
 *   target, the largest gap first (without a target: the lowest estimate first); then writing
 *   and speaking (which have no band here), the longest unpractised first; then the other
 *   skills, lowest estimate first. The order reads only attempts before today, so a task done
 *   today does not move the plan; a skill's task is done when the skill has an attempt today
 *   (its test named). The test suggested: the lowest test number never attempted, else the one
 *   attempted longest ago.
 */
import type { IeltsSkill } from '../ielts/summary.ts';
import { dayKeyDistance } from '../stats/day-keys.ts';

/** Days before the exam in which no new words are planned. */
export const PLAN_NO_NEW_WORDS_DAYS = 7;

/** IELTS tasks a day by days left to the exam (null: no exam date). */
export function skillTasksFor(daysLeft: number | null): number {
  if (daysLeft === null || daysLeft > 30 || daysLeft < 0) return 1;
  return daysLeft > PLAN_NO_NEW_WORDS_DAYS ? 2 : 3;
}

/** What the plan knows of one IELTS skill. */
export interface SkillProgress {
  skill: IeltsSkill;
  /** Band estimate from attempts before today (band-estimate.ts), null without one. */
  estimate: number | null;
  /** The learner day ('YYYY-MM-DD') of the latest attempt before today, null when never. */
  lastPractisedDay: string | null;
  /** The test numbers of the skill, each with the day of its latest attempt (null: never). */
  tests: { testNumber: number; lastAttemptDay: string | null }[];
  /** The test number of today's latest attempt of the skill, null when none today. */
  doneTodayTest: number | null;
}

export interface PlanInput {
  /** The learner's day 'YYYY-MM-DD'. */
  today: string;
  /** Days left to the exam (daysUntilExam), null without an exam date. */
  daysLeft: number | null;
  /** The target band 4.0-9.0, null when not chosen. */
  targetBand: number | null;
  /** Today's queue: due cards still due (within the limit) and reviews rated today. */
  reviewsDue: number;
  reviewsDone: number;
  /** New cards still in today's queue, and new cards rated today. */
  newDue: number;
  newDone: number;
  /** The set of today's new cards when they all come from one set, else null. */
  newSet: { id: string; title: string } | null;
  skills: readonly SkillProgress[];
}

export type PlanTask =
  | { kind: 'review'; count: number; done: number; complete: boolean }
  | {
      kind: 'new-words';
      count: number;
      done: number;
      setId: string | null;
      setTitle: string | null;
      complete: boolean;
    }
  | { kind: 'ielts'; skill: IeltsSkill; testNumber: number; complete: boolean };

const SKILL_ORDER: readonly IeltsSkill[] = ['reading', 'listening', 'writing', 'speaking'];

/** The skills in the order the plan takes them (see the module docstring). */
export function rankSkills(
  skills: readonly SkillProgress[],
  targetBand: number | null,
): SkillProgress[] {
  const tier = (s: SkillProgress) => {
    if (s.lastPractisedDay === null) return 0;
    if (s.estimate === null) return 2;
    return targetBand === null || s.estimate < targetBand ? 1 : 3;
  };
  const within = (a: SkillProgress, b: SkillProgress) => {
    if (tier(a) === 2) return a.lastPractisedDay! < b.lastPractisedDay! ? -1 : 1;
    if (tier(a) === 1 || tier(a) === 3) return a.estimate! - b.estimate!;
    return 0;
  };
  return [...skills].sort(
    (a, b) =>
      tier(a) - tier(b) ||
      within(a, b) ||
      SKILL_ORDER.indexOf(a.skill) - SKILL_ORDER.indexOf(b.skill),
  );
}

/** The test to suggest: the lowest never attempted, else the one attempted longest ago. */
export function nextTest(tests: SkillProgress['tests']): number {
  const fresh = tests.find((test) => test.lastAttemptDay === null);
  if (fresh) return fresh.testNumber;
  return [...tests].sort((a, b) =>
    a.lastAttemptDay! < b.lastAttemptDay! ? -1 : a.lastAttemptDay! > b.lastAttemptDay! ? 1 : 0,
  )[0]!.testNumber;
}

/**
 * Today's tasks in the order shown: reviews, new words, then the IELTS tasks.
 * @throws RangeError when `today` is not a 'YYYY-MM-DD' key or a skill has no tests.
 */
export function buildDailyPlan(input: PlanInput): PlanTask[] {
  dayKeyDistance(input.today, input.today); // validates the key
  const tasks: PlanTask[] = [];
  const reviews = input.reviewsDue + input.reviewsDone;
  if (reviews > 0) {
    tasks.push({
      kind: 'review',
      count: reviews,
      done: input.reviewsDone,
      complete: input.reviewsDue === 0,
    });
  }
  const examClose = input.daysLeft !== null && input.daysLeft <= PLAN_NO_NEW_WORDS_DAYS;
  const newWords = input.newDone + (examClose ? 0 : input.newDue);
  if (newWords > 0) {
    const pending = newWords > input.newDone;
    tasks.push({
      kind: 'new-words',
      count: newWords,
      done: input.newDone,
      setId: pending ? (input.newSet?.id ?? null) : null,
      setTitle: pending ? (input.newSet?.title ?? null) : null,
      complete: !pending,
    });
  }
  const ranked = rankSkills(input.skills, input.targetBand).slice(0, skillTasksFor(input.daysLeft));
  for (const skill of ranked) {
    if (skill.tests.length === 0) throw new RangeError(`no tests for ${skill.skill}`);
    tasks.push({
      kind: 'ielts',
      skill: skill.skill,
      testNumber: skill.doneTodayTest ?? nextTest(skill.tests),
      complete: skill.doneTodayTest !== null,
    });
  }
  return tasks;
}
