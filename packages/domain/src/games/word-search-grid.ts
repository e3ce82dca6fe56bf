/**
 * Word Search grid generation (spec §3 Word Search entities, §5 Word Search rules, §9 Word
 * Search): cards shuffled; words placed until the difficulty's count is reached, up to 100
 * random attempts each; letters cross only where they are the same letter; empty cells get
 * random letters A-Z.
 *
 * Interpretations:
 * - Directions: easy → and ↓; medium adds the diagonal ↘ (the one read left to right, top to
 *   bottom; "plus diagonal" names one); hard all 8, reverse included.
 * - Words: a front's '/' alternatives, upper-cased, with spaces removed (spec) and every other
 *   non-letter removed too ("well-being" → WELLBEING): the grid holds letters, and a hyphen
 *   cell among random A-Z would give the word away. Duplicate alternatives are tried once;
 *   shortest first (a tie keeps the front's order); an alternative longer than the grid side is
 *   skipped; the next alternative is tried when one cannot be placed.
 * - An attempt draws an allowed direction and a start cell among those where the word fits
 *   inside the grid (so attempts are not wasted off the edge); it fails only on a letter clash.
 * - A card none of whose alternatives fits is omitted and listed by its front as written. An
 *   alternative already in the grid (two cards "bank") is not placed twice; a card left with
 *   none is skipped without a listing.
 * - A cell where two words cross belongs to both: `wordIds` (the spec's single `wordId` could
 *   not say so).
 */
import { hasText, type GameCard } from './cards.ts';
import { pickOne, randomInt, shuffle, type Random } from './random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** Fewest usable cards a set needs for Word Search (spec §5; the web words the prompt). */
export const WORD_SEARCH_MIN_CARDS = 3;
/** Random placement attempts per word (spec §5, §9). */
export const WORD_SEARCH_MAX_ATTEMPTS = 100;
/** Letters of the filler cells (spec §9 "empty cells random A-Z"). */
export const WORD_SEARCH_FILL_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A step between neighbouring cells: row and column change, each −1, 0 or 1. */
export interface GridDirection {
  dRow: -1 | 0 | 1;
  dCol: -1 | 0 | 1;
}

/** The 8 steps between neighbouring cells (row grows downwards, column rightwards). */
export const WORD_SEARCH_DIRECTIONS = {
  right: { dRow: 0, dCol: 1 },
  down: { dRow: 1, dCol: 0 },
  downRight: { dRow: 1, dCol: 1 },
  upRight: { dRow: -1, dCol: 1 },
  left: { dRow: 0, dCol: -1 },
  up: { dRow: -1, dCol: 0 },
  upLeft: { dRow: -1, dCol: -1 },
  downLeft: { dRow: 1, dCol: -1 },
} as const satisfies Record<string, GridDirection>;

const { right, down, downRight, upRight, left, up, upLeft, downLeft } = WORD_SEARCH_DIRECTIONS;

export type WordSearchDifficultyId = 'easy' | 'medium' | 'hard';

export interface WordSearchDifficulty {
  id: WordSearchDifficultyId;
  /** Grid side in cells (the grid is size × size). */
  size: number;
  /** Words placed at most. */
  wordCount: number;
  /** Directions a word may be placed in. */
  directions: readonly GridDirection[];
}

/** Spec §9: easy 10×10, 3 words, → ↓; medium 12×12, 5 words, + ↘; hard 15×15, 7 words, all 8. */
export const WORD_SEARCH_DIFFICULTIES: Readonly<
  Record<WordSearchDifficultyId, WordSearchDifficulty>
> = {
  easy: { id: 'easy', size: 10, wordCount: 3, directions: [right, down] },
  medium: { id: 'medium', size: 12, wordCount: 5, directions: [right, down, downRight] },
  hard: {
    id: 'hard',
    size: 15,
    wordCount: 7,
    directions: [right, down, downRight, upRight, left, up, upLeft, downLeft],
  },
};

/** A grid position, 0-based from the top-left. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface WordSearchCell {
  letter: string;
  isPartOfWord: boolean;
  /** Card ids of the placed words through this cell (2 where words cross). */
  wordIds: readonly string[];
}

/** A placed word (spec §3 word entry and positions). */
export interface PlacedWord {
  /** The card id. */
  id: string;
  /** The letters in the grid, upper case: "ICECREAM". */
  word: string;
  /** The alternative as the card writes it: "ice cream". */
  display: string;
  /** The card's back's answer (note lines left out: card-notes): the clue. */
  definition: string;
  /** Its cells from first to last letter. */
  cells: readonly GridPosition[];
  direction: GridDirection;
}

export interface WordSearchGrid {
  difficulty: WordSearchDifficultyId;
  size: number;
  /** size rows of size cells. */
  cells: readonly (readonly WordSearchCell[])[];
  words: readonly PlacedWord[];
  /** Fronts (as written, trimmed) of the cards that could not be placed. */
  omitted: readonly string[];
}

/** A front's grid words: alternatives upper-cased, letters only, deduplicated, shortest first. */
export function wordSearchCandidates(front: string): { word: string; display: string }[] {
  const seen = new Set<string>();
  const candidates: { word: string; display: string }[] = [];
  for (const raw of front.split('/')) {
    const display = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
    const word = display.toUpperCase().replace(/\P{L}/gu, '');
    if (word === '' || seen.has(word)) continue;
    seen.add(word);
    candidates.push({ word, display });
  }
  return candidates.sort((a, b) => Array.from(a.word).length - Array.from(b.word).length);
}

/** The cards Word Search can use: a front with at least one letter, in input order. */
export function wordSearchPlayableCards<T extends GameCard>(cards: readonly T[]): T[] {
  return cards.filter((card) => hasText(card.front) && wordSearchCandidates(card.front).length > 0);
}

/** True when the set has enough usable cards for Word Search (≥ 3). */
export function canPlayWordSearch(cards: readonly GameCard[]): boolean {
  return wordSearchPlayableCards(cards).length >= WORD_SEARCH_MIN_CARDS;
}

/** The first and last valid start index along one axis for a step of `delta` and `length`. */
function startRange(delta: number, length: number, size: number): [number, number] {
  if (delta === 1) return [0, size - length];
  if (delta === -1) return [length - 1, size - 1];
  return [0, size - 1];
}

/** Tries one random placement; the cells on success, null on a clash. */
function tryPlace(
  letters: readonly (string | null)[][],
  word: readonly string[],
  directions: readonly GridDirection[],
  random: Random,
): { cells: GridPosition[]; direction: GridDirection } | null {
  const size = letters.length;
  const direction = pickOne(directions, random);
  const [rowMin, rowMax] = startRange(direction.dRow, word.length, size);
  const [colMin, colMax] = startRange(direction.dCol, word.length, size);
  const row = rowMin + randomInt(rowMax - rowMin + 1, random);
  const col = colMin + randomInt(colMax - colMin + 1, random);
  const cells = word.map((_letter, i) => ({
    row: row + i * direction.dRow,
    col: col + i * direction.dCol,
  }));
  const clash = cells.some(({ row: r, col: c }, i) => {
    const existing = letters[r]?.[c];
    return existing !== null && existing !== word[i];
  });
  return clash ? null : { cells, direction };
}

/**
 * Builds a grid for `difficulty` from `cards` (see the module note). Deterministic for a given
 * `random` sequence: the same seed gives the same grid. May place fewer words than the count
 * (few cards, or words that do not fit) and even none; `omitted` lists what did not fit.
 */
export function generateWordSearch(
  cards: readonly GameCard[],
  difficultyId: WordSearchDifficultyId,
  random: Random,
): WordSearchGrid {
  const difficulty = WORD_SEARCH_DIFFICULTIES[difficultyId];
  const { size, wordCount, directions } = difficulty;
  const letters: (string | null)[][] = Array.from({ length: size }, () =>
    new Array<string | null>(size).fill(null),
  );
  const words: PlacedWord[] = [];
  const omitted: string[] = [];
  for (const card of shuffle(wordSearchPlayableCards(cards), random)) {
    if (words.length >= wordCount) break;
    const candidates = wordSearchCandidates(card.front).filter(
      ({ word }) => !words.some((placed) => placed.word === word),
    );
    if (candidates.length === 0) continue;
    let placed: PlacedWord | null = null;
    for (const candidate of candidates) {
      const wordLetters = Array.from(candidate.word);
      if (wordLetters.length > size) continue;
      for (let attempt = 0; attempt < WORD_SEARCH_MAX_ATTEMPTS && placed === null; attempt += 1) {
        const placement = tryPlace(letters, wordLetters, directions, random);
        if (placement === null) continue;
        placement.cells.forEach(({ row, col }, i) => {
          (letters[row] as (string | null)[])[col] = wordLetters[i] as string;
        });
        placed = {
          id: card.id,
          word: candidate.word,
          display: candidate.display,
          definition: backAnswer(card.back),
          ...placement,
        };
      }
      if (placed !== null) break;
    }
    if (placed === null) omitted.push(card.front.trim());
    else words.push(placed);
  }
  const cells = letters.map((row, r) =>
    row.map((letter, c) => {
      const wordIds = words
        .filter((word) => word.cells.some((cell) => cell.row === r && cell.col === c))
        .map((word) => word.id);
      return {
        letter: letter ?? pickOne(Array.from(WORD_SEARCH_FILL_LETTERS), random),
        isPartOfWord: wordIds.length > 0,
        wordIds,
      };
    }),
  );
  return { difficulty: difficultyId, size, cells, words, omitted };
}
