/**
 * Matching (spec §4, §9): every tile face up for 3 s to memorise, then face down; flip two, a
 * front and its back stay up (0.6 s), a mismatch turns back after 1 s; attempts count second
 * flips. Tiles are buttons (keyboard: Tab and Enter/Space). Rules:
 * packages/domain/src/games/matching.ts; the board waits on the domain's delays.
 * Words wrap between words, never inside one (issue 34 §9): the board takes the spec's columns
 * (4, or 6 on a wide screen) unless the longest word of a tile would not fit a tile, then fewer
 * (down to 2 on a phone); only a word wider than a half-screen tile is still broken.
 */
import {
  MATCHING_MEMORISE_MS,
  createMatchingGame,
  flipMatchingTile,
  isTileFaceUp,
  matchingGridColumns,
  matchingResolveDelayMs,
  resolveMatchingFlip,
  startMatchingPlay,
  type GameCard,
  type MatchingDifficulty,
  type MatchingState,
} from '@app/domain';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { columnsThatFit, longestWordWidth, pageFontFamily } from '../../../lib/text-width.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds.ts';

type Action = { type: 'start' } | { type: 'flip'; index: number } | { type: 'resolve' };

function reducer(state: MatchingState, action: Action): MatchingState {
  if (action.type === 'start') return startMatchingPlay(state);
  if (action.type === 'flip') return flipMatchingTile(state, action.index);
  return resolveMatchingFlip(state);
}

/** A tile's font as a canvas draws it: semibold, 14 px (16 px on a wide screen), the page's family. */
function tileFont(wide: boolean): string {
  return `600 ${wide ? 16 : 14}px ${pageFontFamily()}`;
}

export function MatchingGame({
  cards,
  difficulty,
  onFinish,
}: {
  cards: readonly GameCard[];
  difficulty: MatchingDifficulty;
  /** The finished board and the whole seconds played (memorising not counted). */
  onFinish: (state: MatchingState, seconds: number) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(reducer, null, () =>
    createMatchingGame(cards, difficulty, Math.random),
  );
  const [playStartedAt, setPlayStartedAt] = useState<number | null>(null);
  // counts from the end of the memorising (shown only while playing)
  const seconds = useElapsedSeconds(
    playStartedAt ?? 0,
    state.phase !== 'playing' || playStartedAt === null,
  );
  const [wide] = useState(() => window.matchMedia('(min-width: 640px)').matches);

  useEffect(() => {
    if (state.phase !== 'memorise') return;
    const timer = setTimeout(() => {
      setPlayStartedAt(Date.now());
      dispatch({ type: 'start' });
    }, MATCHING_MEMORISE_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.pending === null) return;
    const timer = setTimeout(() => dispatch({ type: 'resolve' }), matchingResolveDelayMs(state));
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state.phase === 'complete' && playStartedAt !== null) {
      onFinish(state, Math.floor((Date.now() - playStartedAt) / 1000));
    }
  }, [state, playStartedAt, onFinish]);

  const [boardRef, boardWidth] = useElementWidth<HTMLUListElement>();
  const texts = useMemo(() => state.tiles.map((tile) => tile.text), [state.tiles]);
  const longest = useMemo(() => longestWordWidth(texts, tileFont(wide)), [texts, wide]);
  // tile: p-2 and a 2 px border each side; the board's gap-2
  const columns = columnsThatFit({
    preferred: matchingGridColumns(state.tiles.length, wide),
    width: boardWidth,
    gap: 8,
    content: longest,
    padding: 20,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex justify-between text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="matching-status">
          {state.phase === 'memorise'
            ? t('games.matching.memorise')
            : t('games.matching.status', {
                matched: state.matched.length,
                pairs: state.tiles.length / 2,
                attempts: state.attempts,
              })}
        </span>
        <span>{state.phase === 'memorise' ? '' : t('games.units.seconds', { n: seconds })}</span>
      </div>
      <ul
        ref={boardRef}
        className="mt-4 grid gap-2"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid="matching-board"
      >
        {state.tiles.map((tile, index) => {
          const up = isTileFaceUp(state, index);
          const matched = state.matched.includes(tile.cardId);
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'flip', index })}
                disabled={state.phase !== 'playing' || up}
                aria-label={up ? tile.text : t('games.matching.faceDown', { n: index + 1 })}
                className={`flex min-h-20 w-full items-center justify-center rounded-xl border-2 p-2 text-center text-sm font-semibold break-words sm:text-base ${
                  matched
                    ? 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
                    : up
                      ? 'border-blue-600 bg-white dark:bg-slate-900'
                      : 'border-blue-700 bg-blue-600 text-white hover:bg-blue-700'
                }`}
              >
                {up ? tile.text : '?'}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
