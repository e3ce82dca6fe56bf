/**
 * Word Search play (spec §4 Word Search, §5, §9 Word Search): selecting, confirming, hints and
 * scoring on a grid from `generateWordSearch`.
 *
 * - A confirmed selection matches when its cells form a straight line of neighbouring cells
 *   whose step, or the reverse of it, is an allowed direction of the difficulty, and its
 *   letters read forwards or backwards equal an unfound placed word. Otherwise it is cleared.
 * - Found-word score (§9): max(10 × length + max(0, 100 − seconds) − 20 × hints used so far,
 *   10); a hint costs 20 at once (score not below 0) and highlights the first cell of a random
 *   unfound word for 2 s. The game finishes when every placed word is found.
 *
 * Interpretations:
 * - Click mode toggles cells in any order: the cells are put in grid order before the line
 *   check, so a word clicked last letter first still counts.
 * - The letters decide, as the spec says: a word the random filler happens to spell again in an
 *   allowed line counts as found (the learner did find it); the selected cells are the ones
 *   highlighted.
 * - Drag (§5 "extends only to neighbouring cells"): a cell extends the selection when it is
 *   one of the 8 neighbours of the last cell, not already selected, and, once two cells set a
 *   direction, the next cell along it: a finger that wobbles onto a cell beside the line is
 *   ignored instead of bending the selection into one that can never match. Dragging back onto
 *   the previous cell shrinks the selection by one (what a finger expects when it overshoots).
 */
import { type Random, pickOne } from './random.ts';
import {
  WORD_SEARCH_DIFFICULTIES,
  type GridPosition,
  type GridDirection,
  type PlacedWord,
  type WordSearchGrid,
} from './word-search-grid.ts';

/** Points a hint costs at once, score not below 0 (spec §9). */
export const WORD_SEARCH_HINT_COST = 20;
/** How long the hint highlights its cell, in ms (spec §9 "reveal 2 s"). */
export const WORD_SEARCH_HINT_HIGHLIGHT_MS = 2_000;
/** Widest grid cell, in CSS px (spec §9). */
export const WORD_SEARCH_MAX_CELL_WIDTH_PX = 40;
/** Found-word points: 10 × length + max(0, 100 − seconds) − 20 × hints, floor 10 (spec §9). */
export const WORD_SEARCH_POINTS_PER_LETTER = 10;
export const WORD_SEARCH_TIME_BONUS = 100;
export const WORD_SEARCH_HINT_PENALTY = 20;
export const WORD_SEARCH_MIN_POINTS = 10;

export interface FoundWord {
  wordId: string;
  /** The cells the learner selected, in line order. */
  cells: readonly GridPosition[];
  points: number;
}

export interface WordSearchState {
  grid: WordSearchGrid;
  /** Found words in the order found. */
  found: readonly FoundWord[];
  hintsUsed: number;
  /** Points, never below 0. */
  score: number;
  finished: boolean;
}

/** Play starts: nothing found, no hint, score 0 (finished at once if no word was placed). */
export function createWordSearchGame(grid: WordSearchGrid): WordSearchState {
  return { grid, found: [], hintsUsed: 0, score: 0, finished: grid.words.length === 0 };
}

/**
 * Points for a word found: max(10 × letters + max(0, 100 − elapsedSeconds) − 20 × hintsUsed, 10).
 * `elapsedSeconds` (game time when found) is floored to whole seconds; `hintsUsed` counts every
 * hint taken in the game so far.
 */
export function wordSearchFoundPoints(
  length: number,
  elapsedSeconds: number,
  hintsUsed: number,
): number {
  const seconds = Math.floor(Math.max(0, elapsedSeconds));
  const raw =
    WORD_SEARCH_POINTS_PER_LETTER * length +
    Math.max(0, WORD_SEARCH_TIME_BONUS - seconds) -
    WORD_SEARCH_HINT_PENALTY * hintsUsed;
  return Math.max(raw, WORD_SEARCH_MIN_POINTS);
}

const sameCell = (a: GridPosition, b: GridPosition): boolean => a.row === b.row && a.col === b.col;

/** True when `b` is one of the 8 neighbours of `a` (not `a` itself). */
export function isNeighbour(a: GridPosition, b: GridPosition): boolean {
  return !sameCell(a, b) && Math.abs(a.row - b.row) <= 1 && Math.abs(a.col - b.col) <= 1;
}

/**
 * True when dragging onto `cell` extends `selection`: a neighbour of its last cell, not already
 * in it, and, from the third cell on, one more step in the direction the first two set.
 */
export function extendsSelection(selection: readonly GridPosition[], cell: GridPosition): boolean {
  const last = selection[selection.length - 1];
  if (last === undefined) return true;
  if (!isNeighbour(last, cell) || selection.some((selected) => sameCell(selected, cell))) {
    return false;
  }
  const [first, second] = selection;
  if (first === undefined || second === undefined) return true;
  return (
    cell.row - last.row === second.row - first.row && cell.col - last.col === second.col - first.col
  );
}

/**
 * The selection after the pointer enters `cell` while dragging: extended by it, shrunk by one
 * when it is the previous cell (backtracking), else unchanged.
 */
export function dragSelection(
  selection: readonly GridPosition[],
  cell: GridPosition,
): GridPosition[] {
  const previous = selection[selection.length - 2];
  if (previous !== undefined && sameCell(previous, cell)) return selection.slice(0, -1);
  return extendsSelection(selection, cell) ? [...selection, cell] : [...selection];
}

/** Click mode: adds `cell` to the selection, or removes it when already selected. */
export function toggleCell(selection: readonly GridPosition[], cell: GridPosition): GridPosition[] {
  return selection.some((selected) => sameCell(selected, cell))
    ? selection.filter((selected) => !sameCell(selected, cell))
    : [...selection, cell];
}

/**
 * The selection as a straight line in grid order (top to bottom, then left to right), or null
 * when the cells are not distinct neighbours along one step, or the step is not allowed (a
 * step is allowed when it or its reverse is in `directions`). One cell is a line.
 */
export function selectionLine(
  cells: readonly GridPosition[],
  directions: readonly GridDirection[],
): GridPosition[] | null {
  const ordered = [...cells].sort((a, b) => a.row - b.row || a.col - b.col);
  const [first, second] = ordered;
  if (first === undefined) return null;
  if (second === undefined) return ordered;
  const step = { dRow: second.row - first.row, dCol: second.col - first.col };
  if (!isNeighbour(first, second)) return null;
  const inLine = ordered.every(
    (cell, i) => cell.row === first.row + i * step.dRow && cell.col === first.col + i * step.dCol,
  );
  const allowed = directions.some(
    (d) =>
      (d.dRow === step.dRow && d.dCol === step.dCol) ||
      (d.dRow === -step.dRow && d.dCol === -step.dCol),
  );
  return inLine && allowed ? ordered : null;
}

/**
 * The unfound placed word the selection spells (forwards or backwards), or null. Cells off the
 * grid never match.
 */
export function matchSelection(
  state: WordSearchState,
  cells: readonly GridPosition[],
): PlacedWord | null {
  const { grid } = state;
  const line = selectionLine(cells, WORD_SEARCH_DIFFICULTIES[grid.difficulty].directions);
  if (line === null) return null;
  const letters = line.map(({ row, col }) => grid.cells[row]?.[col]?.letter);
  if (letters.some((letter) => letter === undefined)) return null;
  const forwards = letters.join('');
  const backwards = [...letters].reverse().join('');
  return (
    grid.words.find(
      (word) =>
        !state.found.some((found) => found.wordId === word.id) &&
        (word.word === forwards || word.word === backwards),
    ) ?? null
  );
}

/**
 * Confirms a selection at game time `elapsedSeconds`: a match is recorded with its points
 * (`wordSearchFoundPoints`); either way the caller clears the selection. Finishes the game when
 * the last word is found. Ignored once finished.
 */
export function confirmSelection(
  state: WordSearchState,
  cells: readonly GridPosition[],
  elapsedSeconds: number,
): { state: WordSearchState; found: PlacedWord | null } {
  if (state.finished) return { state, found: null };
  const word = matchSelection(state, cells);
  if (word === null) return { state, found: null };
  const line = selectionLine(cells, WORD_SEARCH_DIFFICULTIES[state.grid.difficulty].directions);
  const length = Array.from(word.word).length;
  const points = wordSearchFoundPoints(length, elapsedSeconds, state.hintsUsed);
  const found = [...state.found, { wordId: word.id, cells: line ?? [], points }];
  return {
    state: {
      ...state,
      found,
      score: state.score + points,
      finished: found.length === state.grid.words.length,
    },
    found: word,
  };
}

/**
 * Hint: picks a random unfound word, returns its first cell to highlight for 2 s, counts the
 * hint and takes 20 points (floor 0). Nothing happens (hint null) once finished.
 */
export function takeWordSearchHint(
  state: WordSearchState,
  random: Random,
): { state: WordSearchState; hint: { wordId: string; cell: GridPosition } | null } {
  const unfound = state.grid.words.filter(
    (word) => !state.found.some((found) => found.wordId === word.id),
  );
  if (state.finished || unfound.length === 0) return { state, hint: null };
  const word = pickOne(unfound, random);
  return {
    state: {
      ...state,
      hintsUsed: state.hintsUsed + 1,
      score: Math.max(0, state.score - WORD_SEARCH_HINT_COST),
    },
    hint: { wordId: word.id, cell: word.cells[0] as GridPosition },
  };
}
