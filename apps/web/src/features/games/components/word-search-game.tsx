/**
 * Word Search (spec §3, §4, §5, §9): the grid and the word list (with meanings); two selection
 * modes, click-then-confirm (cells toggled, then 'Xác nhận') and drag (pointer or touch; the
 * line extends only to neighbouring cells); 'Bỏ chọn', a hint (20 points) that highlights a
 * word's first letter for 2 s; a word matches forwards or backwards; found-word points per §9.
 * Rules: packages/domain/src/games/word-search*.ts.
 */
import {
  WORD_SEARCH_HINT_COST,
  WORD_SEARCH_HINT_HIGHLIGHT_MS,
  confirmSelection,
  createWordSearchGame,
  dragSelection,
  takeWordSearchHint,
  toggleCell,
  type GridPosition,
  type WordSearchGrid,
  type WordSearchState,
} from '@app/domain';
import { useEffect, useState, type PointerEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds.ts';

const key = (cell: GridPosition) => `${cell.row}:${cell.col}`;

/** The grid cell under a pointer (touch keeps the first target, so it is looked up by point). */
function cellAt(event: PointerEvent): GridPosition | null {
  const element = document.elementFromPoint(event.clientX, event.clientY);
  const cell = element instanceof HTMLElement ? element.closest<HTMLElement>('[data-row]') : null;
  if (!cell) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

export function WordSearchGame({
  grid,
  onFinish,
}: {
  grid: WordSearchGrid;
  onFinish: (state: WordSearchState, seconds: number) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [state, setState] = useState(() => createWordSearchGame(grid));
  const [startedAt] = useState(() => Date.now());
  const seconds = useElapsedSeconds(startedAt, state.finished);
  const [mode, setMode] = useState<'click' | 'drag'>('click');
  const [selection, setSelection] = useState<GridPosition[]>([]);
  const [dragging, setDragging] = useState(false);
  const [hint, setHint] = useState<GridPosition | null>(null);
  const [miss, setMiss] = useState(false);

  useEffect(() => {
    if (state.finished) onFinish(state, Math.floor((Date.now() - startedAt) / 1000));
  }, [state, startedAt, onFinish]);

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), WORD_SEARCH_HINT_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const confirm = (cells: GridPosition[]) => {
    const result = confirmSelection(state, cells, Math.floor((Date.now() - startedAt) / 1000));
    setMiss(result.found === null && cells.length > 0);
    setState(result.state);
    setSelection([]);
  };

  const foundCells = new Set(state.found.flatMap((f) => f.cells.map(key)));
  const selected = new Set(selection.map(key));
  const foundIds = new Map(state.found.map((f) => [f.wordId, f.points]));

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex justify-between text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="ws-progress">
          {t('games.wordSearch.progress', { found: state.found.length, total: grid.words.length })}
        </span>
        <span data-testid="ws-score">{t('games.units.points', { n: state.score })}</span>
        <span>{t('games.units.seconds', { n: seconds })}</span>
      </div>
      {grid.omitted.length > 0 ? (
        <Alert tone="info" className="mt-3">
          {t('games.wordSearch.omitted', {
            words: intl.formatList(grid.omitted, { type: 'unit' }),
          })}
        </Alert>
      ) : null}
      <div
        className="mt-3 flex flex-wrap gap-2"
        role="group"
        aria-label={t('games.wordSearch.modes')}
      >
        {(['click', 'drag'] as const).map((m) => (
          <Button
            key={m}
            variant={mode === m ? 'primary' : 'secondary'}
            aria-pressed={mode === m}
            onClick={() => {
              setMode(m);
              setSelection([]);
            }}
          >
            {m === 'click' ? t('games.wordSearch.click') : t('games.wordSearch.drag')}
          </Button>
        ))}
      </div>
      {/*
        The grid scales to the screen (issue 34 §9): its columns share the width, up to 40 px a
        cell (spec §9), and on a phone it spans the whole screen width (the page's 16 px margins
        given back), so a hard 15×15 grid keeps 24 px cells at 360 px, a medium one 30 px, and
        nothing scrolls sideways. The space between cells is a transparent border inside each
        target. Drag mode takes the touches on the grid; click mode leaves them to scrolling.
      */}
      <div className="-mx-4 mt-4 sm:mx-0" data-testid="ws-grid-box">
        <div
          className={`mx-auto grid select-none ${mode === 'drag' ? 'touch-none' : 'touch-manipulation'}`}
          style={{
            gridTemplateColumns: `repeat(${grid.size}, minmax(0, 1fr))`,
            maxWidth: `${grid.size * 2.5}rem`,
          }}
          data-testid="ws-grid"
          onPointerMove={(event) => {
            if (!dragging) return;
            const cell = cellAt(event);
            if (cell) setSelection((current) => dragSelection(current, cell));
          }}
          onPointerUp={() => {
            if (!dragging) return;
            setDragging(false);
            confirm(selection);
          }}
        >
          {grid.cells.map((row, r) =>
            row.map((cell, c) => {
              const id = key({ row: r, col: c });
              const isHint = hint !== null && hint.row === r && hint.col === c;
              return (
                <button
                  key={id}
                  type="button"
                  data-row={r}
                  data-col={c}
                  aria-label={t('games.wordSearch.cell', {
                    letter: cell.letter,
                    row: r + 1,
                    col: c + 1,
                  })}
                  aria-pressed={selected.has(id)}
                  onClick={() => {
                    if (mode === 'click')
                      setSelection((current) => toggleCell(current, { row: r, col: c }));
                  }}
                  onPointerDown={(event) => {
                    if (mode !== 'drag') return;
                    (event.target as HTMLElement).releasePointerCapture?.(event.pointerId);
                    setDragging(true);
                    setSelection([{ row: r, col: c }]);
                  }}
                  className={`aspect-square rounded-md border border-transparent bg-clip-padding text-sm font-bold sm:text-base ${
                    isHint
                      ? 'bg-amber-300 text-slate-900'
                      : selected.has(id)
                        ? 'bg-blue-600 text-white'
                        : foundCells.has(id)
                          ? 'bg-green-200 text-green-900 dark:bg-green-900 dark:text-green-100'
                          : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
                  }`}
                >
                  {cell.letter}
                </button>
              );
            }),
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {mode === 'click' ? (
          <Button disabled={selection.length === 0} onClick={() => confirm(selection)}>
            {t('games.wordSearch.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setSelection([])}>
          {t('games.wordSearch.clear')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            const result = takeWordSearchHint(state, Math.random);
            setState(result.state);
            setHint(result.hint?.cell ?? null);
          }}
        >
          {t('games.wordSearch.hint', { points: WORD_SEARCH_HINT_COST })}
        </Button>
        <span role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {miss ? t('games.wordSearch.miss') : ''}
        </span>
      </div>
      <ul className="mt-4 grid gap-1 text-sm sm:grid-cols-2" data-testid="ws-words">
        {grid.words.map((word) => (
          <li
            key={word.id}
            className={
              foundIds.has(word.id) ? 'text-green-700 line-through dark:text-green-300' : ''
            }
          >
            <span className="font-semibold">{word.display}</span> — {word.definition}
            {foundIds.has(word.id)
              ? ` ${t('games.wordSearch.wordPoints', { points: foundIds.get(word.id) })}`
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
