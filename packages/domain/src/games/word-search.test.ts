import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.ts';
import {
  generateWordSearch,
  WORD_SEARCH_DIRECTIONS,
  type GridPosition,
  type GridDirection,
  type PlacedWord,
  type WordSearchDifficultyId,
  type WordSearchGrid,
} from './word-search-grid.ts';
import {
  confirmSelection,
  createWordSearchGame,
  dragSelection,
  extendsSelection,
  isNeighbour,
  matchSelection,
  selectionLine,
  takeWordSearchHint,
  toggleCell,
  WORD_SEARCH_HINT_COST,
  WORD_SEARCH_HINT_HIGHLIGHT_MS,
  WORD_SEARCH_HINT_PENALTY,
  WORD_SEARCH_MAX_CELL_WIDTH_PX,
  WORD_SEARCH_MIN_POINTS,
  WORD_SEARCH_POINTS_PER_LETTER,
  WORD_SEARCH_TIME_BONUS,
  wordSearchFoundPoints,
} from './word-search.ts';

const {
  down: DOWN,
  downRight: DOWN_RIGHT,
  right: RIGHT,
  upRight: UP_RIGHT,
} = WORD_SEARCH_DIRECTIONS;

/** A grid of 'Q' with the given words written in. */
function makeGrid(
  difficulty: WordSearchDifficultyId,
  size: number,
  placements: { id: string; word: string; row: number; col: number; direction: GridDirection }[],
): WordSearchGrid {
  const letters = Array.from({ length: size }, () => new Array<string>(size).fill('Q'));
  const words: PlacedWord[] = placements.map(({ id, word, row, col, direction }) => {
    const cells = Array.from(word).map((letter, i) => {
      const cell = { row: row + i * direction.dRow, col: col + i * direction.dCol };
      letters[cell.row]![cell.col] = letter;
      return cell;
    });
    return { id, word, display: word.toLowerCase(), definition: '', cells, direction };
  });
  const cells = letters.map((row, r) =>
    row.map((letter, c) => {
      const wordIds = words
        .filter((w) => w.cells.some((p) => p.row === r && p.col === c))
        .map((w) => w.id);
      return { letter, isPartOfWord: wordIds.length > 0, wordIds };
    }),
  );
  return { difficulty, size, cells, words, omitted: [] };
}

const at = (row: number, col: number): GridPosition => ({ row, col });
const line = (row: number, col: number, d: GridDirection, length: number): GridPosition[] =>
  Array.from({ length }, (_v, i) => at(row + i * d.dRow, col + i * d.dCol));

const easyGrid = (): WordSearchGrid =>
  makeGrid('easy', 10, [
    { id: 'cat', word: 'CAT', row: 0, col: 0, direction: RIGHT },
    { id: 'dog', word: 'DOG', row: 2, col: 5, direction: DOWN },
    { id: 'sun', word: 'SUN', row: 7, col: 3, direction: RIGHT },
  ]);

describe('word search play constants (spec §9)', () => {
  it('pins hint cost, highlight, cell width and the found-word score terms', () => {
    expect(WORD_SEARCH_HINT_COST).toBe(20);
    expect(WORD_SEARCH_HINT_HIGHLIGHT_MS).toBe(2_000);
    expect(WORD_SEARCH_MAX_CELL_WIDTH_PX).toBe(40);
    expect(WORD_SEARCH_POINTS_PER_LETTER).toBe(10);
    expect(WORD_SEARCH_TIME_BONUS).toBe(100);
    expect(WORD_SEARCH_HINT_PENALTY).toBe(20);
    expect(WORD_SEARCH_MIN_POINTS).toBe(10);
  });

  it.each<[number, number, number, number]>([
    // letters, seconds, hints so far → points
    [5, 0, 0, 150],
    [5, 30, 0, 120],
    [5, 30.9, 0, 120],
    [5, 100, 0, 50],
    [5, 150, 0, 50],
    [5, 150, 1, 30],
    [5, 150, 2, 10],
    [3, 100, 1, 10],
    [3, 100, 5, 10],
    [8, 10, 3, 110],
  ])('%d letters at %d s with %d hints → %d', (length, seconds, hints, points) => {
    expect(wordSearchFoundPoints(length, seconds, hints)).toBe(points);
  });
});

describe('selection geometry', () => {
  it('neighbours are the 8 surrounding cells', () => {
    expect(isNeighbour(at(1, 1), at(0, 0))).toBe(true);
    expect(isNeighbour(at(1, 1), at(2, 1))).toBe(true);
    expect(isNeighbour(at(1, 1), at(1, 1))).toBe(false);
    expect(isNeighbour(at(1, 1), at(1, 3))).toBe(false);
  });

  it('drag extends only to a neighbour of the last cell, not yet selected, along the line (spec §5)', () => {
    expect(extendsSelection([], at(4, 4))).toBe(true);
    expect(extendsSelection([at(0, 0)], at(0, 1))).toBe(true);
    expect(extendsSelection([at(0, 0)], at(1, 1))).toBe(true);
    expect(extendsSelection([at(0, 0)], at(0, 2))).toBe(false);
    expect(extendsSelection([at(0, 0), at(0, 1)], at(0, 0))).toBe(false);
    expect(extendsSelection([at(0, 0), at(0, 1)], at(1, 0))).toBe(false);
    expect(extendsSelection([at(0, 0), at(0, 1)], at(1, 2))).toBe(false);
    expect(extendsSelection([at(0, 0), at(0, 1)], at(0, 2))).toBe(true);
    expect(extendsSelection([at(2, 2), at(1, 1)], at(0, 0))).toBe(true);
  });

  it('dragSelection extends, backtracks one cell, or ignores', () => {
    let selection = dragSelection([], at(0, 0));
    selection = dragSelection(selection, at(0, 1));
    selection = dragSelection(selection, at(0, 3));
    expect(selection).toEqual([at(0, 0), at(0, 1)]);
    selection = dragSelection(selection, at(0, 2));
    expect(selection).toEqual([at(0, 0), at(0, 1), at(0, 2)]);
    expect(dragSelection(selection, at(1, 3))).toEqual(selection);
    expect(dragSelection(selection, at(0, 1))).toEqual([at(0, 0), at(0, 1)]);
  });

  it('click mode toggles cells', () => {
    expect(toggleCell([at(0, 0)], at(0, 1))).toEqual([at(0, 0), at(0, 1)]);
    expect(toggleCell([at(0, 0), at(0, 1)], at(0, 0))).toEqual([at(0, 1)]);
  });

  it('a line is distinct neighbours along one allowed step (or its reverse), in grid order', () => {
    const easy = [RIGHT, DOWN];
    expect(selectionLine([at(0, 2), at(0, 0), at(0, 1)], easy)).toEqual(line(0, 0, RIGHT, 3));
    expect(selectionLine([at(3, 1), at(2, 1)], easy)).toEqual([at(2, 1), at(3, 1)]);
    expect(selectionLine([at(5, 5)], easy)).toEqual([at(5, 5)]);
    expect(selectionLine([], easy)).toBeNull();
    expect(selectionLine([at(0, 0), at(0, 2)], easy)).toBeNull();
    expect(selectionLine([at(0, 0), at(0, 1), at(1, 1)], easy)).toBeNull();
    expect(selectionLine([at(0, 0), at(0, 0)], easy)).toBeNull();
    expect(selectionLine(line(0, 0, DOWN_RIGHT, 3), easy)).toBeNull();
    expect(selectionLine(line(0, 0, DOWN_RIGHT, 3), [...easy, DOWN_RIGHT])).toHaveLength(3);
    expect(selectionLine(line(3, 0, UP_RIGHT, 3), [...easy, DOWN_RIGHT])).toBeNull();
    expect(selectionLine(line(3, 0, UP_RIGHT, 3), [UP_RIGHT])).toEqual([
      at(1, 2),
      at(2, 1),
      at(3, 0),
    ]);
  });
});

describe('confirming a selection (spec §4)', () => {
  it('matches a placed word forwards or backwards, in any click order', () => {
    const state = createWordSearchGame(easyGrid());
    expect(matchSelection(state, line(0, 0, RIGHT, 3))?.id).toBe('cat');
    expect(matchSelection(state, [at(0, 2), at(0, 1), at(0, 0)])?.id).toBe('cat');
    expect(matchSelection(state, [at(4, 5), at(2, 5), at(3, 5)])?.id).toBe('dog');
    expect(matchSelection(state, line(0, 0, RIGHT, 2))).toBeNull();
    expect(matchSelection(state, line(0, 0, RIGHT, 4))).toBeNull();
    expect(matchSelection(state, [at(0, 0), at(0, 1), at(1, 2)])).toBeNull();
    expect(matchSelection(state, [at(20, 20)])).toBeNull();
  });

  it('scores a found word, does not count it twice, finishes when all are found', () => {
    const first = confirmSelection(createWordSearchGame(easyGrid()), line(0, 0, RIGHT, 3), 10);
    expect(first.found?.id).toBe('cat');
    let state = first.state;
    expect(state.score).toBe(30 + 90);
    expect(state.found).toEqual([{ wordId: 'cat', cells: line(0, 0, RIGHT, 3), points: 120 }]);
    const again = confirmSelection(state, line(0, 0, RIGHT, 3), 11);
    expect(again.found).toBeNull();
    expect(again.state).toBe(state);
    ({ state } = confirmSelection(state, line(2, 5, DOWN, 3), 50));
    expect(state.finished).toBe(false);
    ({ state } = confirmSelection(state, line(7, 3, RIGHT, 3).reverse(), 200));
    expect(state.score).toBe(120 + 80 + 30);
    expect(state.finished).toBe(true);
    expect(confirmSelection(state, line(0, 0, RIGHT, 3), 201).state).toBe(state);
  });

  it('accepts a diagonal only where the difficulty allows it', () => {
    const medium = createWordSearchGame(
      makeGrid('medium', 12, [
        { id: 'sea', word: 'SEA', row: 0, col: 0, direction: DOWN_RIGHT },
        { id: 'up', word: 'SKY', row: 5, col: 0, direction: UP_RIGHT },
      ]),
    );
    expect(matchSelection(medium, line(2, 2, { dRow: -1, dCol: -1 }, 3))?.id).toBe('sea');
    expect(matchSelection(medium, line(5, 0, UP_RIGHT, 3))).toBeNull();
  });

  it('counts a word the filler spells again elsewhere on an allowed line', () => {
    const grid = easyGrid();
    const copy = { ...grid, cells: grid.cells.map((row) => [...row]) };
    ['C', 'A', 'T'].forEach((letter, i) => {
      copy.cells[9]![i] = { letter, isPartOfWord: false, wordIds: [] };
    });
    const { state, found } = confirmSelection(createWordSearchGame(copy), line(9, 0, RIGHT, 3), 0);
    expect(found?.id).toBe('cat');
    expect(state.found[0]?.cells).toEqual(line(9, 0, RIGHT, 3));
  });

  it('finishes at once when no word could be placed', () => {
    expect(createWordSearchGame(makeGrid('easy', 10, [])).finished).toBe(true);
  });
});

describe('hint (spec §4, §9)', () => {
  it('highlights the first cell of a random unfound word, costs 20 (floor 0) and lowers later finds', () => {
    let state = createWordSearchGame(easyGrid());
    ({ state } = confirmSelection(state, line(0, 0, RIGHT, 3), 0));
    expect(state.score).toBe(130);
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed += 1) {
      const { hint } = takeWordSearchHint(state, mulberry32(seed));
      expect(['dog', 'sun']).toContain(hint?.wordId);
      expect(hint?.cell).toEqual(hint?.wordId === 'dog' ? at(2, 5) : at(7, 3));
      seen.add(hint!.wordId);
    }
    expect(seen.size).toBe(2);
    const hinted = takeWordSearchHint(state, mulberry32(1)).state;
    expect(hinted).toMatchObject({ hintsUsed: 1, score: 110 });
    const found = confirmSelection(hinted, line(2, 5, DOWN, 3), 0).state;
    expect(found.score).toBe(110 + 30 + 100 - 20);
    let broke = createWordSearchGame(easyGrid());
    broke = takeWordSearchHint(broke, mulberry32(1)).state;
    expect(broke).toMatchObject({ hintsUsed: 1, score: 0 });
  });

  it('gives nothing once finished', () => {
    const state = createWordSearchGame(makeGrid('easy', 10, []));
    expect(takeWordSearchHint(state, mulberry32(1))).toEqual({ state, hint: null });
  });
});

describe('a generated game can be played to the end', () => {
  it('finding every placed word by its cells finishes the game', () => {
    const cards = ['ocean', 'river', 'lake', 'reef', 'delta', 'swamp', 'coast'].map((front, i) => ({
      id: `c${i}`,
      front,
      back: '',
    }));
    for (let seed = 0; seed < 50; seed += 1) {
      let state = createWordSearchGame(generateWordSearch(cards, 'hard', mulberry32(seed)));
      for (const word of state.grid.words) {
        ({ state } = confirmSelection(state, word.cells, 0));
      }
      expect(state.finished).toBe(true);
      expect(state.found).toHaveLength(7);
    }
  });
});
