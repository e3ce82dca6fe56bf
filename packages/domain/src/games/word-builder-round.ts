/**
 * One Word Builder word in play (spec §4 Word Builder interactions): the letter pool and the
 * answer row, as pure functions on a round. `word-builder.ts` wraps them into the game (phase,
 * lives, points).
 *
 * Interpretations (spec silent):
 * - The word built is the card front's first '/' alternative (`primaryAnswer`); its whitespace
 *   is removed from the tiles ("ice cream" is built from 8 tiles: a space tile would be a
 *   giveaway); other characters (hyphen, apostrophe) are tiles.
 * - The answer is a row of fixed slots, one per letter: a letter fills the first empty slot,
 *   removing one empties its slot without moving the others, so a hinted letter stays "locked
 *   in place". A removed letter goes back to its place in the pool (the last shuffle's order).
 * - The hint fills the first slot that is empty or wrong with its correct letter and locks it;
 *   a wrong letter in that slot goes back to the pool; the letter comes from the pool, or else
 *   from a slot where it is misplaced (one always exists: the word has as many of that letter
 *   as slots needing it).
 * - The starting pool never spells the word in order when the word has 2 different letters.
 * - Tiles keep the word's case; letters compare case-insensitively (the UI may show tiles in
 *   upper case).
 */
import { normalizeAnswer, primaryAnswer } from './answers.ts';
import { shuffle, type Random } from './random.ts';

/** Reshuffles tried before rotating a starting pool that spells the word. */
const MAX_SCRAMBLE_TRIES = 10;

export interface WordBuilderWord {
  cardId: string;
  /** The word as displayed ('Đáp án đúng:'): the first alternative, trimmed. */
  word: string;
  /** The tiles' letters in word order (code points, whitespace removed). */
  letters: readonly string[];
  /** The back's answer (note lines left out: card-notes): the clue. */
  definition: string;
}

/** One word in play. Tile ids are indices into `word.letters`. */
export interface WordBuilderRound {
  word: WordBuilderWord;
  /** Every tile id in pool order; the pool shows those not in a slot. */
  poolOrder: readonly number[];
  /** One slot per letter: the tile id placed there, or null. */
  slots: readonly (number | null)[];
  /** Per slot: true when placed by a hint (cannot be removed). */
  locked: readonly boolean[];
  hintsUsed: number;
  shufflesUsed: number;
}

/** Letters compare case-insensitively (NFC). */
const sameLetter = (a: string, b: string): boolean => normalizeAnswer(a) === normalizeAnswer(b);

/** The tile letters of a front: its first alternative without whitespace, as code points. */
export function wordBuilderLetters(front: string): string[] {
  return Array.from(primaryAnswer(front).replace(/\s+/gu, ''));
}

/**
 * The answer's slots word by word (issue 34 §9): the slot indexes of each whitespace-separated
 * word of `word.word`, in order, so a phrase's slots are shown as words with a gap between them
 * ("ice cream" → [[0, 1, 2], [3, 4, 5, 6, 7]]). A single word is one group.
 */
export function wordBuilderSlotGroups(word: Pick<WordBuilderWord, 'word'>): number[][] {
  const groups: number[][] = [];
  let next = 0;
  for (const part of word.word.split(/\s+/u)) {
    const size = Array.from(part).length;
    if (size === 0) continue;
    groups.push(Array.from({ length: size }, (_v, i) => next + i));
    next += size;
  }
  return groups;
}

/** A round for `word`: a scrambled pool, empty slots, no hint or shuffle yet. */
export function createWordBuilderRound(word: WordBuilderWord, random: Random): WordBuilderRound {
  const ids = word.letters.map((_letter, id) => id);
  const spellsWord = (order: readonly number[]): boolean =>
    order.every((id, at) => sameLetter(word.letters[id] as string, word.letters[at] as string));
  let poolOrder = shuffle(ids, random);
  for (let tries = 1; tries < MAX_SCRAMBLE_TRIES && spellsWord(poolOrder); tries += 1) {
    poolOrder = shuffle(ids, random);
  }
  if (spellsWord(poolOrder)) poolOrder = [...poolOrder.slice(1), ...poolOrder.slice(0, 1)];
  return {
    word,
    poolOrder,
    slots: ids.map(() => null),
    locked: ids.map(() => false),
    hintsUsed: 0,
    shufflesUsed: 0,
  };
}

/** The tiles in the pool, in pool order: id and letter. */
export function poolTiles(round: WordBuilderRound): { id: number; letter: string }[] {
  return round.poolOrder
    .filter((id) => !round.slots.includes(id))
    .map((id) => ({ id, letter: round.word.letters[id] as string }));
}

/** The answer built so far: the slots' letters, empty slots skipped. */
export function builtAnswer(round: WordBuilderRound): string {
  return round.slots.map((id) => (id === null ? '' : round.word.letters[id])).join('');
}

/** True when every slot holds a tile (Check enabled, Hint disabled). */
export function isRoundFull(round: WordBuilderRound): boolean {
  return !round.slots.includes(null);
}

/** True when the slots spell the word (case-insensitive). */
export function isRoundCorrect(round: WordBuilderRound): boolean {
  return isRoundFull(round) && sameLetter(builtAnswer(round), round.word.letters.join(''));
}

/** Pool tile `tileId` to the first empty slot; unchanged if placed, unknown or full. */
export function placeTile(round: WordBuilderRound, tileId: number): WordBuilderRound {
  const slot = round.slots.indexOf(null);
  if (slot < 0 || round.slots.includes(tileId) || !round.poolOrder.includes(tileId)) return round;
  return { ...round, slots: round.slots.map((id, i) => (i === slot ? tileId : id)) };
}

/** The tile in `slotIndex` back to the pool; unchanged for an empty or hint-locked slot. */
export function returnTile(round: WordBuilderRound, slotIndex: number): WordBuilderRound {
  if (round.locked[slotIndex] !== false || round.slots[slotIndex] === null) return round;
  return { ...round, slots: round.slots.map((id, i) => (i === slotIndex ? null : id)) };
}

/** 'Xóa hết': every tile not locked by a hint back to the pool. */
export function clearRound(round: WordBuilderRound): WordBuilderRound {
  return { ...round, slots: round.slots.map((id, i) => (round.locked[i] ? id : null)) };
}

/** Shuffle: the pool in a new random order, counted. */
export function shuffleRound(round: WordBuilderRound, random: Random): WordBuilderRound {
  return {
    ...round,
    poolOrder: shuffle(round.poolOrder, random),
    shufflesUsed: round.shufflesUsed + 1,
  };
}

/**
 * Hint: the first slot that is empty or wrong gets its correct letter, locked; counted in
 * `hintsUsed`. Unchanged when the answer is full (spec: Hint disabled then).
 */
export function hintRound(round: WordBuilderRound): WordBuilderRound {
  if (isRoundFull(round)) return round;
  const { letters } = round.word;
  const correctAt = (slot: number): boolean => {
    const id = round.slots[slot];
    return (
      id !== null && id !== undefined && sameLetter(letters[id] as string, letters[slot] as string)
    );
  };
  const target = round.slots.findIndex((_id, slot) => !correctAt(slot));
  const wanted = letters[target] as string;
  const slots = round.slots.map((id, slot) => (slot === target ? null : id));
  const fromPool = round.poolOrder.find(
    (id) => !slots.includes(id) && sameLetter(letters[id] as string, wanted),
  );
  const misplaced = slots.findIndex(
    (id, slot) =>
      id !== null &&
      !round.locked[slot] &&
      !correctAt(slot) &&
      sameLetter(letters[id] as string, wanted),
  );
  const tile = fromPool ?? (slots[misplaced] as number);
  if (fromPool === undefined) slots[misplaced] = null;
  slots[target] = tile;
  return {
    ...round,
    slots,
    locked: round.locked.map((locked, slot) => locked || slot === target),
    hintsUsed: round.hintsUsed + 1,
  };
}
