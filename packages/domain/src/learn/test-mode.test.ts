import { describe, expect, it } from 'vitest';
import type { GameCard } from '../games/cards.ts';
import { mulberry32 } from '../games/random.ts';
import {
  TEST_KINDS,
  buildTest,
  defaultTestQuestionCount,
  gradeTest,
  matchingGroupSizes,
  missedTestCards,
  testKindCounts,
  testQuestionLimit,
  type TestQuestion,
  type TestSheet,
} from './test-mode.ts';

const deck = (n: number): GameCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i + 1}`,
    front: `word${i + 1}`,
    back: `nghĩa ${i + 1}`,
  }));

/** The right response to a question. */
function rightResponse(question: TestQuestion): string {
  if (question.kind === 'true-false') return String(question.truth);
  if (question.kind === 'written') return question.meaning;
  return question.cardId;
}

const allRight = (test: TestSheet): Record<string, string> =>
  Object.fromEntries(test.questions.map((q) => [q.id, rightResponse(q)]));

describe('Test mode setup (issue 21 §2)', () => {
  it('offers 5-50 questions, one per usable card, 20 by default', () => {
    expect(testQuestionLimit(deck(4))).toBe(0);
    expect(testQuestionLimit(deck(5))).toBe(5);
    expect(testQuestionLimit(deck(37))).toBe(37);
    expect(testQuestionLimit(deck(80))).toBe(50);
    expect(defaultTestQuestionCount(deck(12))).toBe(12);
    expect(defaultTestQuestionCount(deck(80))).toBe(20);
    // a blank side or a repeated meaning does not count
    const cards = [
      ...deck(4),
      { id: 'x', front: 'other', back: 'nghĩa 1' },
      { id: 'y', front: 'z', back: ' ' },
    ];
    expect(testQuestionLimit(cards)).toBe(0);
  });

  it('shares the questions evenly among the ticked kinds, in order', () => {
    expect(testKindCounts(10, [...TEST_KINDS])).toEqual({
      'true-false': 3,
      choice: 3,
      matching: 2,
      written: 2,
    });
    expect(testKindCounts(7, ['written', 'choice'])).toEqual({ choice: 4, written: 3 });
    expect(testKindCounts(5, ['matching'])).toEqual({ matching: 5 });
    expect(testKindCounts(5, [])).toEqual({});
  });

  it('never leaves a lone matching pair: it goes to the next ticked kind', () => {
    expect(testKindCounts(5, [...TEST_KINDS])).toEqual({ 'true-false': 2, choice: 1, written: 2 });
    expect(testKindCounts(3, ['choice', 'matching'])).toEqual({ choice: 3 });
    expect(testKindCounts(4, ['choice', 'matching'])).toEqual({ choice: 2, matching: 2 });
    expect(testKindCounts(1, ['true-false', 'matching'])).toEqual({ 'true-false': 1 });
    expect(testKindCounts(1, ['matching'])).toEqual({ choice: 1 });
  });

  it('groups matching pairs by at most 4, as evenly as possible', () => {
    expect(matchingGroupSizes(2)).toEqual([2]);
    expect(matchingGroupSizes(4)).toEqual([4]);
    expect(matchingGroupSizes(5)).toEqual([3, 2]);
    expect(matchingGroupSizes(9)).toEqual([3, 3, 3]);
    expect(matchingGroupSizes(13)).toEqual([4, 3, 3, 3]);
  });
});

describe('buildTest', () => {
  it('asks N distinct cards, kind by kind, numbered in page order', () => {
    const test = buildTest(deck(30), { count: 20, kinds: [...TEST_KINDS] }, mulberry32(1));
    expect(test.questions).toHaveLength(20);
    expect(new Set(test.questions.map((q) => q.cardId)).size).toBe(20);
    expect(test.questions.map((q) => q.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(test.questions.map((q) => q.kind)).toEqual([
      ...Array<string>(5).fill('true-false'),
      ...Array<string>(5).fill('choice'),
      ...Array<string>(5).fill('matching'),
      ...Array<string>(5).fill('written'),
    ]);
  });

  it('is the same test for the same seed', () => {
    const a = buildTest(deck(12), { count: 8, kinds: ['choice', 'written'] }, mulberry32(7));
    const b = buildTest(deck(12), { count: 8, kinds: ['choice', 'written'] }, mulberry32(7));
    expect(a).toEqual(b);
  });

  it('caps N by the usable cards and 50, and asks at least 5', () => {
    expect(
      buildTest(deck(8), { count: 20, kinds: ['written'] }, mulberry32(2)).questions,
    ).toHaveLength(8);
    expect(
      buildTest(deck(80), { count: 99, kinds: ['written'] }, mulberry32(2)).questions,
    ).toHaveLength(50);
    expect(
      buildTest(deck(8), { count: 2, kinds: ['written'] }, mulberry32(2)).questions,
    ).toHaveLength(5);
  });

  it('refuses a set with fewer than 5 usable cards, or no kind ticked', () => {
    expect(() => buildTest(deck(4), { count: 5, kinds: ['written'] }, mulberry32(1))).toThrow(
      RangeError,
    );
    expect(() => buildTest(deck(9), { count: 5, kinds: [] }, mulberry32(1))).toThrow(RangeError);
  });

  it('gives multiple choice 4 distinct options, the card’s meaning among them', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const test = buildTest(deck(6), { count: 6, kinds: ['choice'] }, mulberry32(seed));
      for (const q of test.questions) {
        if (q.kind !== 'choice') throw new Error('choice expected');
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options.map((o) => o.text)).size).toBe(4);
        expect(q.options.filter((o) => o.cardId === q.cardId)).toEqual([
          { cardId: q.cardId, text: q.meaning },
        ]);
      }
    }
  });

  it('shows true/false with the card’s own meaning or another card’s, both over seeds', () => {
    const truths = new Set<boolean>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const test = buildTest(deck(10), { count: 10, kinds: ['true-false'] }, mulberry32(seed));
      for (const q of test.questions) {
        if (q.kind !== 'true-false') throw new Error('true-false expected');
        truths.add(q.truth);
        expect(q.shown === q.meaning).toBe(q.truth);
        expect(deck(10).some((card) => card.back === q.shown)).toBe(true);
      }
    }
    expect(truths).toEqual(new Set([true, false]));
  });

  it('groups matching cards, each group offering exactly its own meanings', () => {
    const test = buildTest(deck(12), { count: 10, kinds: ['matching'] }, mulberry32(3));
    const groups = new Map<number, TestQuestion[]>();
    for (const q of test.questions) {
      if (q.kind !== 'matching') throw new Error('matching expected');
      groups.set(q.group, [...(groups.get(q.group) ?? []), q]);
    }
    expect([...groups.values()].map((g) => g.length)).toEqual([4, 3, 3]);
    for (const members of groups.values()) {
      for (const q of members) {
        if (q.kind !== 'matching') continue;
        expect(q.options.map((o) => o.cardId).sort()).toEqual(members.map((m) => m.cardId).sort());
      }
    }
  });
});

describe('gradeTest', () => {
  const test = buildTest(deck(10), { count: 8, kinds: [...TEST_KINDS] }, mulberry32(5));

  it('grades every question right with the right responses', () => {
    const grade = gradeTest(test, allRight(test));
    expect(grade).toMatchObject({ right: 8, total: 8, percent: 100 });
    expect(missedTestCards(grade)).toEqual([]);
  });

  it('counts wrong and unanswered questions, with what was given', () => {
    const responses: Record<string, string> = { ...allRight(test) };
    const tf = test.questions.find((q) => q.kind === 'true-false');
    const choice = test.questions.find((q) => q.kind === 'choice');
    if (tf?.kind !== 'true-false' || choice?.kind !== 'choice') throw new Error('order');
    responses[tf.id] = String(!tf.truth);
    const other = choice.options.find((o) => o.cardId !== choice.cardId)!;
    responses[choice.id] = other.cardId;
    const written = test.questions.find((q) => q.kind === 'written')!;
    delete responses[written.id];
    const grade = gradeTest(test, responses);
    expect(grade).toMatchObject({ right: 5, total: 8, percent: 63 });
    expect(grade.questions.find((q) => q.questionId === tf.id)).toMatchObject({
      right: false,
      verdict: 'wrong',
      given: String(!tf.truth),
    });
    expect(grade.questions.find((q) => q.questionId === choice.id)).toMatchObject({
      right: false,
      given: other.text,
    });
    expect(grade.questions.find((q) => q.questionId === written.id)).toMatchObject({
      right: false,
      verdict: 'unanswered',
      given: null,
    });
    expect(missedTestCards(grade)).toEqual([tf.cardId, choice.cardId, written.cardId]);
  });

  it('accepts a written meaning missing its tone marks ("Thiếu dấu") and the tolerant forms', () => {
    const cards = [...deck(4), { id: 'ev', front: 'evidence', back: 'bằng chứng, chứng cứ' }];
    const sheet = buildTest(cards, { count: 5, kinds: ['written'] }, mulberry32(1));
    const q = sheet.questions.find((question) => question.cardId === 'ev')!;
    const grade = (typed: string) =>
      gradeTest(sheet, { [q.id]: typed }).questions.find((g) => g.cardId === 'ev');
    expect(grade('bang chung')).toMatchObject({ right: true, verdict: 'missing-marks' });
    expect(grade('  Chứng Cứ ')).toMatchObject({
      right: true,
      verdict: 'correct',
      given: 'Chứng Cứ',
    });
    expect(grade('bắng chứng')).toMatchObject({ right: false, verdict: 'wrong' });
    expect(grade('   ')).toMatchObject({ right: false, verdict: 'unanswered' });
  });
});

describe('retake', () => {
  it('asks only the missed cards, each once, with the same kinds', () => {
    const cards = deck(20);
    const test = buildTest(cards, { count: 12, kinds: ['choice', 'written'] }, mulberry32(9));
    const responses: Record<string, string> = { ...allRight(test) };
    const missed = test.questions.filter((_, i) => i % 4 === 0);
    for (const q of missed) responses[q.id] = q.kind === 'written' ? 'sai' : 'nope';
    const ids = missedTestCards(gradeTest(test, responses));
    expect(ids).toEqual(missed.map((q) => q.cardId));
    const retake = buildTest(
      cards,
      { count: ids.length, kinds: test.kinds, cardIds: ids },
      mulberry32(4),
    );
    expect(retake.questions.map((q) => q.cardId).sort()).toEqual([...ids].sort());
    expect(retake.kinds).toEqual(['choice', 'written']);
    // multiple choice still draws its distractors from the whole set
    const choice = retake.questions.find((q) => q.kind === 'choice');
    if (choice?.kind === 'choice') expect(choice.options).toHaveLength(4);
  });

  it('asks a single missed matching card as multiple choice', () => {
    const retake = buildTest(
      deck(6),
      { count: 1, kinds: ['matching'], cardIds: ['c3'] },
      mulberry32(1),
    );
    expect(retake.questions).toHaveLength(1);
    expect(retake.questions[0]).toMatchObject({ kind: 'choice', cardId: 'c3' });
  });
});
