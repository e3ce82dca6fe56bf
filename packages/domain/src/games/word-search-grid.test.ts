import { describe, expect, it } from 'vitest';
import { type GameCard } from './cards.ts';
import { mulberry32, type Random } from './random.ts';
import {
  canPlayWordSearch,
  generateWordSearch,
  WORD_SEARCH_DIFFICULTIES,
  WORD_SEARCH_DIRECTIONS,
  WORD_SEARCH_FILL_LETTERS,
  WORD_SEARCH_MAX_ATTEMPTS,
  WORD_SEARCH_MIN_CARDS,
  wordSearchCandidates,
  wordSearchPlayableCards,
  type GridDirection,
  type WordSearchDifficultyId,
  type WordSearchGrid,
} from './word-search-grid.ts';

const {
  down: DOWN,
  downLeft: DOWN_LEFT,
  downRight: DOWN_RIGHT,
  left: LEFT,
  right: RIGHT,
  up: UP,
  upLeft: UP_LEFT,
  upRight: UP_RIGHT,
} = WORD_SEARCH_DIRECTIONS;

const cards = (...fronts: string[]): GameCard[] =>
  fronts.map((front, i) => ({ id: `c${i}`, front, back: `nghĩa ${i}` }));
const VOCAB = cards(
  'ocean',
  'river',
  'mountain',
  'forest',
  'desert',
  'island',
  'valley',
  'canyon',
  'glacier',
  'volcano',
  'meadow',
  'lake',
  'coast',
  'tundra',
  'prairie',
  'swamp',
  'delta',
  'reef',
);
const key = (d: GridDirection): string => `${d.dRow},${d.dCol}`;
const DIFFICULTY_IDS: WordSearchDifficultyId[] = ['easy', 'medium', 'hard'];

/** Every broken invariant of a generated grid (plain checks: this runs over many seeds). */
function gridProblems(grid: WordSearchGrid): string[] {
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(problem);
  const difficulty = WORD_SEARCH_DIFFICULTIES[grid.difficulty];
  if (grid.size !== difficulty.size || grid.cells.length !== grid.size) fail('size');
  if (grid.words.length > difficulty.wordCount) fail('too many words');
  if (new Set(grid.words.map((w) => w.word)).size !== grid.words.length) fail('duplicate word');
  const allowed = new Set(difficulty.directions.map(key));
  for (const word of grid.words) {
    const letters = Array.from(word.word);
    if (!allowed.has(key(word.direction))) fail(`${word.word}: direction ${key(word.direction)}`);
    if (word.word !== word.word.toUpperCase()) fail(`${word.word}: not upper case`);
    if (word.cells.length !== letters.length) fail(`${word.word}: cell count`);
    const first = word.cells[0]!;
    word.cells.forEach((cell, i) => {
      if (cell.row < 0 || cell.col < 0 || cell.row >= grid.size || cell.col >= grid.size) {
        fail(`${word.word}: off the grid`);
        return;
      }
      if (
        cell.row !== first.row + i * word.direction.dRow ||
        cell.col !== first.col + i * word.direction.dCol
      ) {
        fail(`${word.word}: not a straight line`);
      }
      // A shared cell holds the same letter for every word through it: no wrong overlap.
      const gridCell = grid.cells[cell.row]![cell.col]!;
      if (gridCell.letter !== letters[i]) fail(`${word.word}: letter ${i} overwritten`);
      if (!gridCell.wordIds.includes(word.id)) fail(`${word.word}: cell not marked`);
    });
  }
  grid.cells.forEach((row, r) => {
    if (row.length !== grid.size) fail(`row ${r} width`);
    row.forEach((cell, c) => {
      const through = grid.words
        .filter((w) => w.cells.some((p) => p.row === r && p.col === c))
        .map((w) => w.id);
      if (cell.wordIds.join() !== through.join()) fail(`${r},${c}: wordIds`);
      if (cell.isPartOfWord !== through.length > 0) fail(`${r},${c}: isPartOfWord`);
      if (!cell.isPartOfWord && !WORD_SEARCH_FILL_LETTERS.includes(cell.letter)) fail('filler');
      if (Array.from(cell.letter).length !== 1) fail(`${r},${c}: not one letter`);
    });
  });
  return problems;
}

describe('word search constants (spec §5, §9)', () => {
  it('pins the minimum, the attempts and the fill letters', () => {
    expect(WORD_SEARCH_MIN_CARDS).toBe(3);
    expect(WORD_SEARCH_MAX_ATTEMPTS).toBe(100);
    expect(WORD_SEARCH_FILL_LETTERS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('pins sizes, word counts and directions per difficulty', () => {
    const summary = DIFFICULTY_IDS.map((id) => {
      const d = WORD_SEARCH_DIFFICULTIES[id];
      return [id, d.size, d.wordCount, d.directions.map(key).sort()];
    });
    expect(summary).toEqual([
      ['easy', 10, 3, [key(RIGHT), key(DOWN)].sort()],
      ['medium', 12, 5, [key(RIGHT), key(DOWN), key(DOWN_RIGHT)].sort()],
      [
        'hard',
        15,
        7,
        [RIGHT, DOWN, DOWN_RIGHT, UP_RIGHT, LEFT, UP, UP_LEFT, DOWN_LEFT].map(key).sort(),
      ],
    ]);
  });
});

describe('word candidates (spec §5)', () => {
  it.each<[string, string[]]>([
    ['ocean', ['OCEAN']],
    ['Ice cream/ice', ['ICE', 'ICECREAM']],
    ['large / big', ['BIG', 'LARGE']],
    ['well-being', ['WELLBEING']],
    ["don't", ['DONT']],
    ['big/Big/BIG', ['BIG']],
    ['  / ', []],
    ['', []],
    ['123', []],
    ['café', ['CAFÉ']],
  ])('%j → %j', (front, words) => {
    expect(wordSearchCandidates(front).map((c) => c.word)).toEqual(words);
  });

  it('keeps the alternative as written for display', () => {
    expect(wordSearchCandidates(' Ice  cream /x')).toEqual([
      { word: 'X', display: 'x' },
      { word: 'ICECREAM', display: 'Ice cream' },
    ]);
  });

  it('skips cards with an empty front; needs 3 usable cards', () => {
    const set = cards('ocean', ' ', 'river', '/');
    expect(wordSearchPlayableCards(set).map((c) => c.front)).toEqual(['ocean', 'river']);
    expect(canPlayWordSearch(set)).toBe(false);
    expect(canPlayWordSearch(cards('ocean', 'river', 'lake'))).toBe(true);
  });
});

describe('generateWordSearch', () => {
  it.each(DIFFICULTY_IDS)(
    '%s: 300 seeds give valid grids (no wrong overlap, allowed directions)',
    (id) => {
      const used = new Set<string>();
      let crossings = 0;
      for (let seed = 0; seed < 300; seed += 1) {
        const grid = generateWordSearch(VOCAB, id, mulberry32(seed));
        expect(gridProblems(grid)).toEqual([]);
        expect(grid.words).toHaveLength(WORD_SEARCH_DIFFICULTIES[id].wordCount);
        expect(grid.omitted).toEqual([]);
        for (const word of grid.words) used.add(key(word.direction));
        crossings += grid.cells.flat().filter((cell) => cell.wordIds.length > 1).length;
      }
      expect([...used].sort()).toEqual(WORD_SEARCH_DIFFICULTIES[id].directions.map(key).sort());
      expect(crossings).toBeGreaterThan(0);
    },
  );

  it('crowded grids stay valid (many long words on the small grid)', () => {
    const long = cards(
      ...Array.from({ length: 12 }, (_v, i) => 'ABCDEFGHIJ'.slice(i % 3) + 'XYZ'.slice(0, i % 4)),
    );
    for (let seed = 0; seed < 200; seed += 1) {
      for (const id of DIFFICULTY_IDS) {
        expect(gridProblems(generateWordSearch(long, id, mulberry32(seed)))).toEqual([]);
      }
    }
  });

  it('is reproducible: the same seed gives the same grid, another seed another', () => {
    for (const id of DIFFICULTY_IDS) {
      const grid = generateWordSearch(VOCAB, id, mulberry32(2024));
      expect(generateWordSearch(VOCAB, id, mulberry32(2024))).toEqual(grid);
      expect(generateWordSearch(VOCAB, id, mulberry32(2025))).not.toEqual(grid);
    }
  });

  it('shuffles the cards: different seeds place different words', () => {
    const chosen = new Set<string>();
    for (let seed = 0; seed < 30; seed += 1) {
      for (const w of generateWordSearch(VOCAB, 'easy', mulberry32(seed)).words) chosen.add(w.word);
    }
    expect(chosen.size).toBeGreaterThan(10);
  });

  it('upper-cases words and keeps display and definition', () => {
    const grid = generateWordSearch(cards('Ice cream', 'Lake', 'Reef'), 'easy', mulberry32(1));
    const ice = grid.words.find((w) => w.id === 'c0')!;
    expect(ice).toMatchObject({ word: 'ICECREAM', display: 'Ice cream', definition: 'nghĩa 0' });
  });

  it('omits and lists a word longer than the grid; a shorter alternative is used instead', () => {
    const grid = generateWordSearch(
      cards('extraordinary', 'extraordinarily/odd', 'lake', 'reef', ' '),
      'easy',
      mulberry32(3),
    );
    expect(grid.words.map((w) => w.word).sort()).toEqual(['LAKE', 'ODD', 'REEF']);
    expect(grid.omitted).toEqual(['extraordinary']);
    const hard = generateWordSearch(cards('extraordinary', 'lake', 'reef'), 'hard', mulberry32(3));
    expect(hard.words.map((w) => w.word)).toContain('EXTRAORDINARY');
    expect(hard.omitted).toEqual([]);
  });

  it('tries the shortest alternative first', () => {
    const grid = generateWordSearch(cards('large/big', 'lake', 'reef'), 'easy', mulberry32(1));
    expect(grid.words.find((w) => w.id === 'c0')).toMatchObject({ word: 'BIG', display: 'big' });
  });

  it('makes exactly 100 attempts before omitting a word that cannot be placed', () => {
    // A source of zeros: every attempt is → from the top-left corner, so only the first word fits.
    let calls = 0;
    const zeros: Random = () => {
      calls += 1;
      return 0;
    };
    const grid = generateWordSearch(cards('cat', 'dog', 'sun'), 'easy', zeros);
    expect(grid.words).toHaveLength(1);
    expect(grid.omitted).toHaveLength(2);
    // 2 draws to shuffle 3 cards, 3 per attempt (direction, row, column), 1 per filler cell.
    expect(calls).toBe(2 + 3 + 2 * WORD_SEARCH_MAX_ATTEMPTS * 3 + (100 - 3));
  });

  it('places a word once even if two cards hold it, and stops at the word count', () => {
    const grid = generateWordSearch(
      cards('bank', 'Bank', 'lake', 'reef', 'sea', 'sun'),
      'easy',
      mulberry32(4),
    );
    expect(grid.words).toHaveLength(3);
    expect(grid.words.filter((w) => w.word === 'BANK').length).toBeLessThanOrEqual(1);
    expect(grid.omitted).toEqual([]);
  });

  it('places fewer words when the set has fewer cards, and none from an empty set', () => {
    expect(generateWordSearch(cards('lake', 'reef'), 'hard', mulberry32(1)).words).toHaveLength(2);
    const empty = generateWordSearch([], 'easy', mulberry32(1));
    expect(empty.words).toEqual([]);
    expect(gridProblems(empty)).toEqual([]);
  });
});
