import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.ts';
import {
  clearAnswer,
  canCheckWordBuilder,
  canTakeWordBuilderHint,
  createWordBuilder,
  pickLetter,
  removeLetter,
  shuffleLetters,
  takeWordBuilderHint,
  type WordBuilderState,
} from './word-builder.ts';
import {
  builtAnswer,
  createWordBuilderRound,
  poolTiles,
  wordBuilderLetters,
  wordBuilderSlotGroups,
} from './word-builder-round.ts';

/** A game whose every word is `front` (5 identical cards). */
const game = (front: string, seed = 1): WordBuilderState =>
  createWordBuilder(
    Array.from({ length: 5 }, (_v, i) => ({ id: `${i}`, front, back: 'nghĩa' })),
    mulberry32(seed),
  );
/** Picks the first pool tile showing `letter`. */
const pick = (state: WordBuilderState, letter: string): WordBuilderState => {
  const tile = poolTiles(state.round).find((t) => t.letter === letter);
  if (tile === undefined) throw new Error(`no ${letter} in the pool`);
  return pickLetter(state, tile.id);
};
const type = (state: WordBuilderState, letters: string): WordBuilderState =>
  Array.from(letters).reduce(pick, state);

describe('tiles of a word', () => {
  it('builds the first alternative without whitespace', () => {
    expect(wordBuilderLetters('ice cream')).toEqual(['i', 'c', 'e', 'c', 'r', 'e', 'a', 'm']);
    expect(wordBuilderLetters(' big / large')).toEqual(['b', 'i', 'g']);
    expect(wordBuilderLetters("don't")).toEqual(['d', 'o', 'n', "'", 't']);
    expect(game('ice cream').round.word.word).toBe('ice cream');
  });

  it('groups the slots by word, the spaces left out (issue 34 §9)', () => {
    expect(wordBuilderSlotGroups({ word: 'ice cream' })).toEqual([
      [0, 1, 2],
      [3, 4, 5, 6, 7],
    ]);
    expect(wordBuilderSlotGroups({ word: 'take  part in' })).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(wordBuilderSlotGroups({ word: "don't" })).toEqual([[0, 1, 2, 3, 4]]);
    // every slot once, as many as the tiles
    const round = game('a cup of tea').round;
    expect(wordBuilderSlotGroups(round.word).flat()).toEqual(round.slots.map((_s, i) => i));
  });

  it('scrambles the pool: a permutation of the letters, never the word in order', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const front of ['ab', 'cat', 'receive', 'aab']) {
        const letters = wordBuilderLetters(front);
        const round = createWordBuilderRound(
          { cardId: 'x', word: front, letters, definition: '' },
          mulberry32(seed),
        );
        const pool = round.poolOrder.map((id) => letters[id]);
        expect([...round.poolOrder].sort((a, b) => a - b)).toEqual(letters.map((_l, i) => i));
        expect(pool.join('')).not.toBe(front);
      }
    }
    expect(poolTiles(game('aaa').round).map((t) => t.letter)).toEqual(['a', 'a', 'a']);
  });
});

describe('letters and answer (spec §4 interactions)', () => {
  it('a pool letter fills the first empty slot; the answer length is the word length', () => {
    let state = game('cat');
    expect(state.round.slots).toEqual([null, null, null]);
    state = type(state, 'ca');
    expect(builtAnswer(state.round)).toBe('ca');
    expect(poolTiles(state.round).map((t) => t.letter)).toEqual(['t']);
    expect(canCheckWordBuilder(state)).toBe(false);
    const placed = state.round.slots[0] as number;
    expect(pickLetter(state, placed)).toBe(state);
    expect(pickLetter(state, 99)).toBe(state);
    state = pick(state, 't');
    expect(canCheckWordBuilder(state)).toBe(true);
    expect(canTakeWordBuilderHint(state)).toBe(false);
  });

  it('a tapped answer letter returns to its place in the pool; other slots stay', () => {
    const start = game('cat');
    const order = poolTiles(start.round).map((t) => t.id);
    let state = type(start, 'cat');
    state = removeLetter(state, 1);
    expect(state.round.slots[0]).not.toBeNull();
    expect(state.round.slots[1]).toBeNull();
    expect(state.round.slots[2]).not.toBeNull();
    expect(removeLetter(state, 1)).toBe(state);
    state = removeLetter(removeLetter(state, 0), 2);
    expect(poolTiles(state.round).map((t) => t.id)).toEqual(order);
    state = pick(state, 'a');
    expect(state.round.slots[0]).not.toBeNull();
  });

  it("'Xóa hết' returns every letter except hinted ones", () => {
    let state = takeWordBuilderHint(game('cat'));
    state = type(state, 'ta');
    state = clearAnswer(state);
    expect(builtAnswer(state.round)).toBe('c');
    expect(state.round.locked).toEqual([true, false, false]);
  });

  it('shuffle reorders the pool for free and counts it', () => {
    let state = type(game('receive'), 'r');
    const before = state.score;
    state = shuffleLetters(shuffleLetters(state, mulberry32(2)), mulberry32(3));
    expect(state.round.shufflesUsed).toBe(2);
    expect(state.score).toBe(before);
    expect(builtAnswer(state.round)).toBe('r');
    expect(
      poolTiles(state.round)
        .map((t) => t.letter)
        .sort(),
    ).toEqual(['c', 'e', 'e', 'e', 'i', 'v']);
  });
});

describe('hint (spec §4, §9: next correct letter, locked, 15 points)', () => {
  it('places and locks the next correct letter and costs 15 (floor 0)', () => {
    let state = { ...game('cat'), score: 40 };
    state = takeWordBuilderHint(state);
    expect(builtAnswer(state.round)).toBe('c');
    expect(state.round.locked).toEqual([true, false, false]);
    expect(state.score).toBe(25);
    expect(state.round.hintsUsed).toBe(1);
    expect(removeLetter(state, 0)).toBe(state);
    state = takeWordBuilderHint(takeWordBuilderHint(state));
    expect(state.score).toBe(0);
    expect(builtAnswer(state.round)).toBe('cat');
    expect(canTakeWordBuilderHint(state)).toBe(false);
    expect(takeWordBuilderHint(state)).toBe(state);
  });

  it('fixes the first wrong or empty slot, returning a wrong letter to the pool', () => {
    let state = type(game('cat'), 'ct');
    state = takeWordBuilderHint(state);
    expect(state.round.slots[2]).toBeNull();
    expect(builtAnswer(state.round)).toBe('ca');
    expect(state.round.locked).toEqual([false, true, false]);
    expect(poolTiles(state.round).map((t) => t.letter)).toEqual(['t']);
  });

  it('takes the letter from a slot where it is misplaced when the pool lacks it', () => {
    let state = type(game('cat'), 'ac');
    state = removeLetter(state, 0);
    expect(state.round.slots[0]).toBeNull();
    state = takeWordBuilderHint(state);
    expect(state.round.slots[1]).toBeNull();
    expect(builtAnswer(state.round)).toBe('c');
    expect(state.round.locked).toEqual([true, false, false]);
  });
});

describe('hint property: over random partial answers', () => {
  it('locks the correct letter in the first wrong or empty slot and never duplicates a tile', () => {
    for (let seed = 0; seed < 400; seed += 1) {
      const random = mulberry32(seed);
      let state = game(['banana', 'receive', 'cat', 'aab'][seed % 4] as string, seed);
      const { letters } = state.round.word;
      for (let move = 0; move < 6; move += 1) {
        const pool = poolTiles(state.round);
        if (random() < 0.7 && pool.length > 0) {
          state = pickLetter(state, pool[Math.floor(random() * pool.length)]!.id);
        } else {
          state = removeLetter(state, Math.floor(random() * letters.length));
        }
      }
      if (!canTakeWordBuilderHint(state)) continue;
      const before = state.round.slots;
      const target = before.findIndex((id, i) => id === null || letters[id] !== letters[i]);
      const after = takeWordBuilderHint(state).round;
      const placed = after.slots[target];
      expect(placed).not.toBeNull();
      expect(letters[placed!]).toBe(letters[target]);
      expect(after.locked[target]).toBe(true);
      const ids = after.slots.filter((id) => id !== null);
      expect(new Set(ids).size).toBe(ids.length);
      before.forEach((id, i) => {
        if (i < target) expect(after.slots[i]).toBe(id);
      });
    }
  });
});
