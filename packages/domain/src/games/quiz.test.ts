import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import {
  buildQuizQuestions,
  canPlayQuiz,
  confirmQuizAnswer,
  createQuiz,
  isLastQuizQuestion,
  nextQuizQuestion,
  QUIZ_DISTRACTOR_COUNT,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MIN_CARDS,
  QUIZ_OPTION_COUNT,
  QUIZ_SECONDS_PER_TIME_POINT,
  quizScore,
  scoreQuiz,
  selectQuizOption,
  type QuizState,
} from './quiz.ts';
import { mulberry32 } from './random.ts';

const deck = (count: number): GameCard[] =>
  Array.from({ length: count }, (_v, i) => ({
    id: `c${i}`,
    front: `word${i}`,
    back: `nghĩa ${i}`,
  }));

describe('quiz constants (spec §5, §9)', () => {
  it('pins the minimum, question count, options and time rate', () => {
    expect(QUIZ_MIN_CARDS).toBe(4);
    expect(QUIZ_MAX_QUESTIONS).toBe(10);
    expect(QUIZ_OPTION_COUNT).toBe(4);
    expect(QUIZ_DISTRACTOR_COUNT).toBe(3);
    expect(QUIZ_SECONDS_PER_TIME_POINT).toBe(3);
  });

  it('needs 4 usable cards', () => {
    expect(canPlayQuiz(deck(3))).toBe(false);
    expect(canPlayQuiz(deck(4))).toBe(true);
    expect(canPlayQuiz([...deck(3), { id: 'x', front: 'word1', back: 'other' }])).toBe(false);
    expect(() => buildQuizQuestions(deck(3), mulberry32(1))).toThrow(RangeError);
  });
});

describe('buildQuizQuestions', () => {
  it.each<[number, number]>([
    [4, 4],
    [9, 9],
    [10, 10],
    [25, 10],
  ])('%d cards → %d questions on distinct cards', (cards, questions) => {
    const built = buildQuizQuestions(deck(cards), mulberry32(cards));
    expect(built).toHaveLength(questions);
    expect(new Set(built.map((q) => q.cardId)).size).toBe(questions);
  });

  it('asks each question with 1 correct option and 3 distractors from other cards, distinct texts', () => {
    const cards = deck(12);
    for (let seed = 0; seed < 50; seed += 1) {
      for (const q of buildQuizQuestions(cards, mulberry32(seed))) {
        const card = cards.find((c) => c.id === q.cardId) as GameCard;
        const [ask, answer] =
          q.direction === 'front-to-back' ? ['front', 'back'] : ['back', 'front'];
        expect(q.prompt).toBe(card[ask as 'front' | 'back']);
        expect(q.options).toHaveLength(4);
        expect(q.options[q.correctIndex]).toEqual({
          cardId: card.id,
          text: card[answer as 'front' | 'back'],
        });
        expect(new Set(q.options.map((o) => o.text)).size).toBe(4);
        expect(new Set(q.options.map((o) => o.cardId)).size).toBe(4);
        for (const option of q.options) {
          const source = cards.find((c) => c.id === option.cardId) as GameCard;
          expect(option.text).toBe(source[answer as 'front' | 'back']);
        }
      }
    }
  });

  it('draws both directions and puts the right option at every position', () => {
    const directions = new Set<string>();
    const positions = new Set<number>();
    for (let seed = 0; seed < 20; seed += 1) {
      for (const q of buildQuizQuestions(deck(10), mulberry32(seed))) {
        directions.add(q.direction);
        positions.add(q.correctIndex);
      }
    }
    expect([...directions].sort()).toEqual(['back-to-front', 'front-to-back']);
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('is reproducible from a seed', () => {
    expect(buildQuizQuestions(deck(15), mulberry32(8))).toEqual(
      buildQuizQuestions(deck(15), mulberry32(8)),
    );
  });
});

describe('quiz flow (spec §4)', () => {
  const start = (): QuizState => createQuiz(deck(4), mulberry32(4));

  it('lets the choice change until Confirm, then reveals and records it', () => {
    let state = start();
    expect(confirmQuizAnswer(state)).toBe(state);
    expect(nextQuizQuestion(state)).toBe(state);
    const right = (state.questions[0] as { correctIndex: number }).correctIndex;
    const wrong = (right + 1) % 4;
    state = selectQuizOption(state, wrong);
    state = selectQuizOption(state, right);
    expect(state.selected).toBe(right);
    state = confirmQuizAnswer(state);
    expect(state.confirmed).toBe(true);
    expect(state.answers).toEqual([{ questionIndex: 0, selectedIndex: right, correct: true }]);
    expect(selectQuizOption(state, wrong)).toBe(state);
    expect(confirmQuizAnswer(state)).toBe(state);
  });

  it('ignores an option index off the list', () => {
    const state = start();
    expect(selectQuizOption(state, 4)).toBe(state);
    expect(selectQuizOption(state, -1)).toBe(state);
    expect(selectQuizOption(state, 1.5)).toBe(state);
  });

  it('goes to the next question, then finishes after the last', () => {
    let state = start();
    for (let i = 0; i < state.questions.length; i += 1) {
      expect(state.index).toBe(i);
      expect(isLastQuizQuestion(state)).toBe(i === 3);
      state = confirmQuizAnswer(selectQuizOption(state, 0));
      state = nextQuizQuestion(state);
    }
    expect(state.finished).toBe(true);
    expect(state.answers).toHaveLength(4);
    expect(nextQuizQuestion(state)).toBe(state);
    expect(selectQuizOption(state, 0)).toBe(state);
  });

  it('scores a finished quiz from its answers', () => {
    let state = start();
    for (const q of state.questions) {
      state = nextQuizQuestion(confirmQuizAnswer(selectQuizOption(state, q.correctIndex)));
    }
    expect(scoreQuiz(state, 30)).toEqual({ accuracyPercent: 100, timeScore: 90, score: 95 });
  });
});

describe('quizScore (spec §9: average of accuracy % and 100 − seconds/3, floor 0)', () => {
  it.each<[number, number, number, number, number, number]>([
    [10, 10, 0, 100, 100, 100],
    [7, 10, 60, 70, 80, 75],
    [2, 3, 10, 67, 100 - 10 / 3, 82],
    [5, 10, 300, 50, 0, 25],
    [5, 10, 299, 50, 100 - 299 / 3, 25],
    [0, 10, 1000, 0, 0, 0],
    [4, 4, 45.8, 100, 85, 93],
    [0, 0, 0, 0, 100, 50],
  ])('%d of %d in %d s → %d%%, %d, %d', (correct, total, s, accuracy, time, score) => {
    const result = quizScore(correct, total, s);
    expect(result.accuracyPercent).toBe(accuracy);
    expect(result.timeScore).toBeCloseTo(time, 10);
    expect(result.score).toBe(score);
  });
});
