/**
 * Test mode's rules (issue 21 §2), pure: a generated test of N questions (5-50) on a set's
 * cards, of the kinds the learner ticks — true/false, multiple choice, matching, written —
 * answered on one page, graded at once, and a retake of only the missed cards. Randomness comes
 * in as a `Random` (Math.random in the browser, mulberry32 in tests).
 *
 * It sits beside Learn (learn/) rather than among the six games: it is a study mode of one set
 * that reuses Learn's written-answer check (a missing tone mark counts as right, "Thiếu dấu").
 * Its result is saved as the game 'test' (games/hub.ts RESULT_GAME_IDS).
 *
 * Interpretations (the issue is silent):
 * - Every question asks one card, term → meaning. Only cards with both sides filled in and
 *   neither side repeated by another card count (`cardsWithDistinctSides`): otherwise two
 *   options, or a "false" statement, could read the same as the right one.
 * - A test never asks a card twice, so N is at most the usable cards (and 50), and a set needs
 *   TEST_MIN_CARDS (5) usable cards, the fewest questions. A retake may be shorter.
 * - The kinds share N evenly, in TEST_KINDS order, the first kinds taking the remainder.
 * - True/false shows the term with its own meaning or (half the time) another card's.
 * - Multiple choice: 4 options, the card's meaning and 3 other cards' meanings.
 * - Matching groups 2-4 cards: each term is matched to one of the group's meanings. Each pair
 *   counts as one question (one card, one point), so N is the number of cards asked whatever
 *   the kinds. A matching share of one card cannot make a group: it goes to the next ticked kind,
 *   or (matching alone, only possible in a retake) to multiple choice.
 * - An unanswered question is wrong.
 */
import { cardsWithDistinctSides, type GameCard } from '../games/cards.ts';
import { pickDistinct, pickOne, shuffle, type Random } from '../games/random.ts';
import { checkWrittenAnswer, type WrittenVerdict } from './written-answer.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** The kinds of question, in the order the test lists them (issue 21 §2). */
export const TEST_KINDS = ['true-false', 'choice', 'matching', 'written'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** Fewest and most questions of a test (issue 21 §2: 5-50). */
export const TEST_MIN_QUESTIONS = 5;
export const TEST_MAX_QUESTIONS = 50;
/** Fewest usable cards a set needs for a test: one card per question. */
export const TEST_MIN_CARDS = TEST_MIN_QUESTIONS;
/** The question count the setup form proposes (capped by the set). */
export const TEST_DEFAULT_QUESTIONS = 20;
/** Options of a multiple-choice question. */
export const TEST_CHOICE_OPTIONS = 4;
/** Pairs of a matching group: at most 4 (a phone's screen), at least 2. */
export const TEST_MATCHING_GROUP_MAX = 4;
export const TEST_MATCHING_GROUP_MIN = 2;

/** An option of a multiple-choice or matching question: a card's meaning. */
export interface TestOption {
  cardId: string;
  text: string;
}

interface QuestionBase {
  /** 'q1', 'q2'…: the key of its response. */
  id: string;
  /** 1-based, in page order. */
  number: number;
  cardId: string;
  /** The term asked (the card's front, trimmed). */
  term: string;
  /** The card's meaning (its back's answer, note lines left out: card-notes): the right answer. */
  meaning: string;
}

export type TestQuestion =
  | (QuestionBase & {
      kind: 'true-false';
      /** The meaning shown beside the term: the card's own when `truth`, else another card's. */
      shown: string;
      truth: boolean;
    })
  | (QuestionBase & { kind: 'choice'; options: TestOption[] })
  | (QuestionBase & {
      kind: 'matching';
      /** 1-based group number: the questions of a group share their options. */
      group: number;
      options: TestOption[];
    })
  | (QuestionBase & { kind: 'written' });

/** A generated test: its questions in page order (grouped by kind) and the kinds ticked. */
export interface TestSheet {
  kinds: TestKind[];
  questions: TestQuestion[];
}

/**
 * The learner's responses by question id: true/false 'true' | 'false'; multiple choice and
 * matching the `cardId` of the option picked; written the text typed. Missing: unanswered.
 */
export type TestResponses = Readonly<Record<string, string | undefined>>;

/** The cards a test can use, in input order (see the module note). */
export function testPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cardsWithDistinctSides(cards);
}

/** The most questions a test of these cards can have: min(50, usable cards); 0 when < 5. */
export function testQuestionLimit(cards: readonly GameCard[]): number {
  const usable = testPlayableCards(cards).length;
  return usable < TEST_MIN_CARDS ? 0 : Math.min(TEST_MAX_QUESTIONS, usable);
}

/** The question count the setup proposes: min(20, the limit). */
export function defaultTestQuestionCount(cards: readonly GameCard[]): number {
  return Math.min(TEST_DEFAULT_QUESTIONS, testQuestionLimit(cards));
}

/**
 * How many questions each ticked kind gets out of `count`: an even share in TEST_KINDS order,
 * the first kinds taking the remainder; a matching share of one goes to the next ticked kind
 * (or to multiple choice when matching is alone). Kinds not ticked are absent.
 */
export function testKindCounts(
  count: number,
  kinds: readonly TestKind[],
): Partial<Record<TestKind, number>> {
  const ticked = TEST_KINDS.filter((kind) => kinds.includes(kind));
  const counts: Partial<Record<TestKind, number>> = {};
  if (ticked.length === 0 || count <= 0) return counts;
  const share = Math.floor(count / ticked.length);
  ticked.forEach((kind, i) => {
    counts[kind] = share + (i < count % ticked.length ? 1 : 0);
  });
  if (counts.matching === 1) {
    const after = ticked.slice(ticked.indexOf('matching') + 1);
    const before = ticked.slice(0, ticked.indexOf('matching'));
    const heir = [...after, ...before][0] ?? 'choice';
    delete counts.matching;
    counts[heir] = (counts[heir] ?? 0) + 1;
  }
  for (const kind of TEST_KINDS) if (counts[kind] === 0) delete counts[kind];
  return counts;
}

/** Sizes of the matching groups of `pairs` cards: ≤ 4 each, as equal as possible. */
export function matchingGroupSizes(pairs: number): number[] {
  if (pairs <= 0) return [];
  const groups = Math.ceil(pairs / TEST_MATCHING_GROUP_MAX);
  return Array.from(
    { length: groups },
    (_, i) => Math.floor(pairs / groups) + (i < pairs % groups ? 1 : 0),
  );
}

const option = (card: GameCard): TestOption => ({ cardId: card.id, text: backAnswer(card.back) });

/**
 * Generates a test (issue 21 §2): `count` distinct cards drawn at random (of `cardIds` when
 * given, a retake; of every usable card otherwise), shared among the ticked kinds
 * (`testKindCounts`), listed kind by kind. Distractors and "false" meanings come from every
 * usable card of the set.
 * @throws RangeError when no kind is ticked, or the set has fewer than 5 usable cards (a retake:
 * fewer than 4, for the multiple-choice options).
 */
export function buildTest(
  cards: readonly GameCard[],
  options: { count: number; kinds: readonly TestKind[]; cardIds?: readonly string[] },
  random: Random,
): TestSheet {
  const usable = testPlayableCards(cards);
  const retake = options.cardIds !== undefined;
  if (usable.length < (retake ? TEST_CHOICE_OPTIONS : TEST_MIN_CARDS)) {
    throw new RangeError(`A test needs ${TEST_MIN_CARDS} usable cards`);
  }
  const kinds = TEST_KINDS.filter((kind) => options.kinds.includes(kind));
  if (kinds.length === 0) throw new RangeError('A test needs at least one kind of question');
  const only = retake ? new Set(options.cardIds) : null;
  const pool = only ? usable.filter((card) => only.has(card.id)) : usable;
  const fewest = retake ? 1 : TEST_MIN_QUESTIONS;
  const wanted = Math.min(pool.length, TEST_MAX_QUESTIONS, Math.max(fewest, options.count));
  const picked = pickDistinct(pool, wanted, random);
  const counts = testKindCounts(picked.length, kinds);
  const questions: TestQuestion[] = [];
  let next = 0;
  let group = 0;
  const base = (card: GameCard) => {
    const number = questions.length + 1;
    return {
      id: `q${number}`,
      number,
      cardId: card.id,
      term: card.front.trim(),
      meaning: backAnswer(card.back),
    };
  };
  const others = (card: GameCard) => usable.filter((other) => other.id !== card.id);
  for (const kind of TEST_KINDS) {
    const taken = picked.slice(next, next + (counts[kind] ?? 0));
    next += taken.length;
    if (kind === 'matching') {
      let start = 0;
      for (const size of matchingGroupSizes(taken.length)) {
        const members = taken.slice(start, start + size);
        start += size;
        group += 1;
        const groupOptions = shuffle(members.map(option), random);
        for (const card of members) {
          questions.push({ ...base(card), kind, group, options: groupOptions });
        }
      }
      continue;
    }
    for (const card of taken) {
      if (kind === 'true-false') {
        const truth = random() < 0.5;
        const shown = backAnswer(truth ? card.back : pickOne(others(card), random).back);
        questions.push({ ...base(card), kind, shown, truth });
      } else if (kind === 'choice') {
        const distractors = pickDistinct(others(card), TEST_CHOICE_OPTIONS - 1, random);
        const choices = shuffle([card, ...distractors].map(option), random);
        questions.push({ ...base(card), kind, options: choices });
      } else {
        questions.push({ ...base(card), kind });
      }
    }
  }
  return { kinds, questions };
}

/** One graded question. */
export interface GradedTestQuestion {
  questionId: string;
  cardId: string;
  kind: TestKind;
  right: boolean;
  /** 'missing-marks': a written answer right but for diacritics (counted right, "Thiếu dấu"). */
  verdict: WrittenVerdict | 'unanswered';
  /** What the learner gave, as shown: a picked option's text, the typed text, 'true'/'false'. */
  given: string | null;
}

/** A graded test: per question, the right answers, the total and the percent (rounded). */
export interface TestGrade {
  questions: GradedTestQuestion[];
  right: number;
  total: number;
  /** round(100 × right / total); 0 for an empty test. */
  percent: number;
}

function gradeOne(question: TestQuestion, response: string | undefined): GradedTestQuestion {
  const head = { questionId: question.id, cardId: question.cardId, kind: question.kind };
  const answered = response !== undefined && response.trim() !== '';
  if (!answered) return { ...head, right: false, verdict: 'unanswered', given: null };
  if (question.kind === 'written') {
    const { verdict } = checkWrittenAnswer(response, question.meaning);
    return { ...head, right: verdict !== 'wrong', verdict, given: response.trim() };
  }
  if (question.kind === 'true-false') {
    const right = response === String(question.truth);
    return { ...head, right, verdict: right ? 'correct' : 'wrong', given: response };
  }
  const picked = question.options.find((choice) => choice.cardId === response);
  const right = response === question.cardId;
  return { ...head, right, verdict: right ? 'correct' : 'wrong', given: picked?.text ?? null };
}

/** Grades every question of `test` against `responses` (issue 21 §2: graded at once). */
export function gradeTest(test: TestSheet, responses: TestResponses): TestGrade {
  const questions = test.questions.map((question) => gradeOne(question, responses[question.id]));
  const right = questions.filter((question) => question.right).length;
  const total = questions.length;
  return { questions, right, total, percent: total === 0 ? 0 : Math.round((100 * right) / total) };
}

/** The cards answered wrongly (or not at all), in page order: a retake asks only these. */
export function missedTestCards(grade: TestGrade): string[] {
  return [...new Set(grade.questions.filter((q) => !q.right).map((q) => q.cardId))];
}
