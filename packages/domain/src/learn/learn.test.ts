import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../games/random.ts';
import {
  LEARN_ROUND_SIZE,
  answerLearn,
  askedStep,
  currentLearnCard,
  isSetMastered,
  learnChoiceOptions,
  learnProgress,
  learnRatings,
  learnRoundSummary,
  learnStateFor,
  startLearnRound,
  type LearnState,
} from './learn.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);

/** Answers the current card; answers whether it was `cardId`. */
function answer(state: LearnState, right: boolean, canSpeak = true): LearnState {
  const card = currentLearnCard(state)!;
  return answerLearn(state, card.cardId, right, canSpeak);
}

describe('Learn rounds', () => {
  it('takes up to 7 cards, those being learnt before new ones, in set order', () => {
    let state = startLearnRound(learnStateFor(ids(10)));
    expect(LEARN_ROUND_SIZE).toBe(7);
    expect(state.round).toMatchObject({ number: 1, cardIds: ids(7), queue: ids(7) });
    // c1 answered (learning), the rest of the round left unanswered
    state = answer(state, true);
    const next = startLearnRound(state);
    expect(next.round!.number).toBe(2);
    expect(next.round!.cardIds).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(learnProgress(state)).toEqual({ fresh: 9, learning: 1, mastered: 0 });
  });

  it('climbs choice → written → listen and masters after two right typed answers', () => {
    let state = startLearnRound(learnStateFor(['a', 'b']));
    const steps: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      while (currentLearnCard(state)) {
        const card = currentLearnCard(state)!;
        if (card.cardId === 'a') steps.push(askedStep(card, true));
        state = answer(state, true);
      }
      state = startLearnRound(state);
    }
    expect(steps).toEqual(['choice', 'written', 'listen']);
    expect(isSetMastered(state)).toBe(true);
    expect(state.round).toBeNull();
    expect(learnRatings(state)).toEqual([
      { cardId: 'a', rating: 4 },
      { cardId: 'b', rating: 4 },
    ]);
  });

  it('asks listen as written where the browser cannot speak', () => {
    let state = startLearnRound(learnStateFor(['a']));
    state = startLearnRound(answer(state, true, false)); // choice
    state = startLearnRound(answer(state, true, false)); // written (streak 1)
    const card = currentLearnCard(state)!;
    expect(card.step).toBe('written');
    expect(askedStep({ ...card, step: 'listen' }, false)).toBe('written');
    state = answer(state, true, false);
    expect(isSetMastered(state)).toBe(true);
  });

  it('sends a missed card one step down, resets its count, and brings it back in the round', () => {
    let state = startLearnRound(learnStateFor(ids(5)));
    // c1 right at choice: out of the round at written
    state = answer(state, true);
    expect(state.round!.queue).toEqual(['c2', 'c3', 'c4', 'c5']);
    // c2 wrong at choice: stays at choice, comes back after two other cards
    state = answer(state, false);
    expect(state.round!.queue).toEqual(['c3', 'c4', 'c2', 'c5']);
    expect(state.cards[1]).toMatchObject({ step: 'choice', misses: 1, answers: 1 });
    // round 2: c1 wrong at written → back to choice with its count reset
    while (currentLearnCard(state)) state = answer(state, true);
    expect(learnRoundSummary(state)).toEqual({ right: 5, wrong: 1, mastered: [] });
    state = startLearnRound(state);
    expect(currentLearnCard(state)!.cardId).toBe('c1');
    state = answer(state, false);
    expect(state.cards[0]).toMatchObject({ step: 'choice', streak: 0, misses: 1 });
    // at the end of the queue when fewer than two cards are left after it
    let short = startLearnRound(learnStateFor(['x', 'y']));
    short = answer(short, false);
    expect(short.round!.queue).toEqual(['y', 'x']);
  });

  it('rates each card by its misses once the whole set is mastered', () => {
    let state = startLearnRound(learnStateFor(['a', 'b', 'c']));
    const missesOf: Record<string, number> = { a: 0, b: 1, c: 3 };
    const missed: Record<string, number> = { a: 0, b: 0, c: 0 };
    while (state.round) {
      while (currentLearnCard(state)) {
        const id = currentLearnCard(state)!.cardId;
        const right = missed[id]! >= missesOf[id]!;
        if (!right) missed[id]! += 1;
        state = answer(state, right);
      }
      expect(learnRatings(state).length === 0 || isSetMastered(state)).toBe(true);
      state = startLearnRound(state);
    }
    expect(learnRatings(state)).toEqual([
      { cardId: 'a', rating: 4 },
      { cardId: 'b', rating: 3 },
      { cardId: 'c', rating: 2 },
    ]);
    // written once: a state marked scheduled gives none again, and keeps the mark
    const written = { ...state, scheduled: true };
    expect(learnRatings(written)).toEqual([]);
    expect(learnStateFor(['a', 'b', 'c'], written).scheduled).toBe(true);
  });

  it('keeps what it knew when the set changes: new cards start new, removed ones leave', () => {
    let state = startLearnRound(learnStateFor(['a', 'b', 'c']));
    state = answer(state, true);
    const changed = learnStateFor(['b', 'a', 'd'], state);
    expect(changed.cards.map((c) => [c.cardId, c.answers])).toEqual([
      ['b', 0],
      ['a', 1],
      ['d', 0],
    ]);
    expect(changed.round!.queue).toEqual(['b']);
    expect(() => answerLearn(changed, 'a', true, true)).toThrow(/not the card being asked/);
  });
});

describe('learnChoiceOptions', () => {
  const cards = [
    { id: 'a', front: 'evidence', back: 'bằng chứng' },
    { id: 'b', front: 'journey', back: 'chuyến đi' },
    { id: 'c', front: 'trip', back: 'Chuyến đi' },
    { id: 'd', front: 'ticket', back: 'vé' },
    { id: 'e', front: 'fare', back: 'giá vé' },
    { id: 'f', front: 'proof', back: 'bằng chứng' },
  ];

  it('gives the meaning and three other meanings, none reading the same', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const options = learnChoiceOptions(cards, cards[0]!, mulberry32(seed));
      expect(options).toHaveLength(4);
      expect(options.map((o) => o.id)).toContain('a');
      const backs = options.map((o) => o.back.toLowerCase());
      expect(new Set(backs).size).toBe(4);
    }
  });

  it('gives fewer options when the set has fewer distinct meanings', () => {
    const options = learnChoiceOptions(cards.slice(0, 2), cards[0]!, mulberry32(1));
    expect(options.map((o) => o.id).sort()).toEqual(['a', 'b']);
  });
});
