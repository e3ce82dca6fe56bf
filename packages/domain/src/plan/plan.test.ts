import { describe, expect, it } from 'vitest';
import { daysUntilExam, estimateBand, isTargetBand } from './band-estimate.ts';
import {
  buildDailyPlan,
  nextTest,
  rankSkills,
  skillTasksFor,
  type PlanInput,
  type SkillProgress,
} from './daily-plan.ts';
import { goalProgress, reminderDayDue } from './goal.ts';

const tests = (days: (string | null)[]) =>
  days.map((lastAttemptDay, i) => ({ testNumber: i + 1, lastAttemptDay }));
const never = tests([null, null, null, null, null]);

const skill = (
  overrides: Partial<SkillProgress> & Pick<SkillProgress, 'skill'>,
): SkillProgress => ({
  estimate: null,
  lastPractisedDay: null,
  tests: never,
  doneTodayTest: null,
  ...overrides,
});

const base: PlanInput = {
  today: '2026-11-27',
  daysLeft: null,
  targetBand: 6.5,
  reviewsDue: 35,
  reviewsDone: 0,
  newDue: 15,
  newDone: 0,
  newSet: { id: 'set-1', title: 'Academic Word List 2' },
  skills: [
    skill({
      skill: 'reading',
      estimate: 6,
      lastPractisedDay: '2026-11-20',
      tests: tests(['2026-11-20', '2026-11-01', null, null, null]),
    }),
    skill({
      skill: 'listening',
      estimate: 5,
      lastPractisedDay: '2026-11-21',
      tests: tests(['2026-11-21', null, null, null, null]),
    }),
    skill({
      skill: 'writing',
      lastPractisedDay: '2026-11-25',
      tests: tests([null, '2026-11-25', null, null, null]),
    }),
    skill({
      skill: 'speaking',
      lastPractisedDay: '2026-11-10',
      tests: tests(['2026-11-10', null, null, null, null]),
    }),
  ],
};

describe('band estimate', () => {
  it('averages the two best of the five most recent bands, to the nearest half band', () => {
    const at = (band: number, day: number) => ({
      bandScore: band,
      completedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    });
    // the 9.0 of the 1st is the sixth most recent: left out
    const attempts = [at(9, 1), at(5, 2), at(6, 3), at(6.5, 4), at(5.5, 5), at(4, 6)];
    expect(estimateBand(attempts)).toBe(6.5); // (6.5 + 6) / 2 = 6.25 → 6.5
    expect(estimateBand([at(5.5, 1), at(6, 2)])).toBe(6); // 5.75 → 6.0
    expect(estimateBand([at(7, 1)])).toBe(7);
    expect(estimateBand([])).toBeNull();
  });

  it('accepts targets 4.0-9.0 in half bands and counts days to the exam', () => {
    expect([4, 6.5, 9].every(isTargetBand)).toBe(true);
    expect([3.5, 6.25, 9.5].some(isTargetBand)).toBe(false);
    expect(daysUntilExam('2026-11-27', '2026-12-27')).toBe(30);
    expect(daysUntilExam('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysUntilExam('2026-11-27', '2026-11-20')).toBe(-7);
    expect(daysUntilExam('2026-11-27', null)).toBeNull();
  });
});

describe('daily plan', () => {
  it('plans reviews, new words of the set and the weakest skill against the target', () => {
    expect(buildDailyPlan(base)).toEqual([
      { kind: 'review', count: 35, done: 0, complete: false },
      {
        kind: 'new-words',
        count: 15,
        done: 0,
        setId: 'set-1',
        setTitle: 'Academic Word List 2',
        complete: false,
      },
      // listening 5.0 is 1.5 below 6.5, reading 6.0 only 0.5: listening first
      { kind: 'ielts', skill: 'listening', testNumber: 2, complete: false },
    ]);
  });

  it('counts from the start of the day and ticks what is done', () => {
    const plan = buildDailyPlan({
      ...base,
      reviewsDue: 0,
      reviewsDone: 35,
      newDue: 5,
      newDone: 10,
      skills: base.skills.map((s) => (s.skill === 'listening' ? { ...s, doneTodayTest: 4 } : s)),
    });
    expect(plan).toEqual([
      { kind: 'review', count: 35, done: 35, complete: true },
      {
        kind: 'new-words',
        count: 15,
        done: 10,
        setId: 'set-1',
        setTitle: 'Academic Word List 2',
        complete: false,
      },
      { kind: 'ielts', skill: 'listening', testNumber: 4, complete: true },
    ]);
    const allNew = buildDailyPlan({ ...base, newDue: 0, newDone: 15 })[1];
    expect(allNew).toEqual({
      kind: 'new-words',
      count: 15,
      done: 15,
      setId: null,
      setTitle: null,
      complete: true,
    });
  });

  it('leaves out reviews and new words on a day without them', () => {
    const plan = buildDailyPlan({ ...base, reviewsDue: 0, newDue: 0, newSet: null });
    expect(plan.map((t) => t.kind)).toEqual(['ielts']);
  });

  it('takes more skills as the exam comes, and no new words in the last week', () => {
    expect([null, 31, 30, 8, 7, 0, -1].map(skillTasksFor)).toEqual([1, 1, 2, 2, 3, 3, 1]);
    const month = buildDailyPlan({ ...base, daysLeft: 20 });
    expect(
      month.filter((t) => t.kind === 'ielts').map((t) => t.kind === 'ielts' && t.skill),
    ).toEqual(['listening', 'reading']);
    const week = buildDailyPlan({ ...base, daysLeft: 7, newDone: 3 });
    expect(week.find((t) => t.kind === 'new-words')).toEqual({
      kind: 'new-words',
      count: 3,
      done: 3,
      setId: null,
      setTitle: null,
      complete: true,
    });
    expect(
      week.filter((t) => t.kind === 'ielts').map((t) => t.kind === 'ielts' && t.skill),
    ).toEqual([
      'listening',
      'reading',
      'speaking', // practised longer ago than writing
    ]);
  });

  it('ranks never-practised skills first, then gaps, then unbanded by recency, then the rest', () => {
    const skills = [
      skill({ skill: 'reading', estimate: 7, lastPractisedDay: '2026-11-20' }),
      skill({ skill: 'listening', estimate: 6, lastPractisedDay: '2026-11-20' }),
      skill({ skill: 'writing', lastPractisedDay: '2026-11-26' }),
      skill({ skill: 'speaking' }),
    ];
    expect(rankSkills(skills, 6.5).map((s) => s.skill)).toEqual([
      'speaking',
      'listening',
      'writing',
      'reading',
    ]);
    // without a target, banded skills by lowest estimate
    expect(rankSkills(skills, null).map((s) => s.skill)).toEqual([
      'speaking',
      'listening',
      'reading',
      'writing',
    ]);
    const fresh = never.map(() => skill({ skill: 'reading' })).slice(0, 1);
    expect(rankSkills([skill({ skill: 'speaking' }), ...fresh], 6).map((s) => s.skill)).toEqual([
      'reading',
      'speaking',
    ]);
  });

  it('suggests the first test never taken, else the one taken longest ago', () => {
    expect(nextTest(tests(['2026-11-01', null, null]))).toBe(2);
    expect(nextTest(tests(['2026-11-05', '2026-11-02', '2026-11-09']))).toBe(2);
  });

  it('refuses a bad day key', () => {
    expect(() => buildDailyPlan({ ...base, today: '27/11/2026' })).toThrow(RangeError);
  });
});

describe('daily goal', () => {
  it('measures minutes against the goal, met at the goal exactly', () => {
    expect(goalProgress(0, 15)).toEqual({ minutes: 0, goalMinutes: 15, percent: 0, met: false });
    // the ring's percent is the share of the minutes its text shows (7/15 → 46 %, not the 49 %
    // of 449 s: issue 34 §7)
    expect(goalProgress(449, 15)).toEqual({ minutes: 7, goalMinutes: 15, percent: 46, met: false });
    expect(goalProgress(899, 15)).toEqual({
      minutes: 14,
      goalMinutes: 15,
      percent: 93,
      met: false,
    });
    expect(goalProgress(59, 15)).toEqual({ minutes: 0, goalMinutes: 15, percent: 0, met: false });
    expect(goalProgress(900, 15)).toEqual({
      minutes: 15,
      goalMinutes: 15,
      percent: 100,
      met: true,
    });
    expect(goalProgress(5000, 15).percent).toBe(100);
  });

  it('is due from the reminder hour until the learner day ends', () => {
    const hcm = 'Asia/Ho_Chi_Minh'; // UTC+7
    // 18:59 local: not yet; 19:00 and 23:30: the 27th; 02:00 next morning (rollover 4): still the 27th
    expect(reminderDayDue(new Date('2026-11-27T11:59:00Z'), hcm, 4, 19)).toBeNull();
    expect(reminderDayDue(new Date('2026-11-27T12:00:00Z'), hcm, 4, 19)).toBe('2026-11-27');
    expect(reminderDayDue(new Date('2026-11-27T16:30:00Z'), hcm, 4, 19)).toBe('2026-11-27');
    expect(reminderDayDue(new Date('2026-11-27T19:00:00Z'), hcm, 4, 19)).toBe('2026-11-27');
    // 04:30 the 28th: a new learner day, before its reminder
    expect(reminderDayDue(new Date('2026-11-27T21:30:00Z'), hcm, 4, 19)).toBeNull();
    // a reminder hour before the rollover: 01:00 after midnight ends the day
    expect(reminderDayDue(new Date('2026-11-27T17:30:00Z'), hcm, 4, 1)).toBeNull(); // 00:30
    expect(reminderDayDue(new Date('2026-11-27T18:30:00Z'), hcm, 4, 1)).toBe('2026-11-27'); // 01:30
    expect(() => reminderDayDue(new Date(), hcm, 4, 24)).toThrow(RangeError);
  });
});
