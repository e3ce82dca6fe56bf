/**
 * Word Builder (spec §3, §4, §8, §9): the meaning is the clue; letters are picked from the pool
 * into the answer slots and back, 'Xóa hết' clears, shuffling is free, a hint (15 points) fixes
 * and locks the next letter; 'Chính xác!' / 'Sai rồi!' with 'Đáp án đúng:', 'Hết mạng rồi!' at
 * 0 lives. Keys: a letter picks it, Backspace returns the last, Enter checks or goes on. The
 * message shows the points the score gained (issue 34 §12). A phrase's slots are grouped by word
 * with a gap for each space; a word's slots stay on one line, shrunk when the longest word would
 * not fit the line at full size (issue 34 §9: 44 px slots hold a 6-letter word at 360 px, 24 px
 * slots 11; a longer word gets smaller slots rather than a break inside it).
 * Rules: packages/domain/src/games/word-builder.ts.
 */
import {
  WORD_BUILDER_HINT_COST,
  canCheckWordBuilder,
  canTakeWordBuilderHint,
  checkWordBuilder,
  clearAnswer,
  createWordBuilder,
  nextWordBuilderWord,
  pickLetter,
  poolTiles,
  removeLetter,
  shuffleLetters,
  takeWordBuilderHint,
  wordBuilderNextAction,
  wordBuilderSlotGroups,
  type GameCard,
  type WordBuilderState,
} from '@app/domain';
import { useEffect, useReducer, type CSSProperties } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CardNotesOf } from '../../../components/ui/card-notes.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { LivesBar } from './lives-bar.tsx';

type Action =
  | { type: 'pick'; tile: number }
  | { type: 'remove'; slot: number }
  | { type: 'clear' | 'shuffle' | 'hint' | 'check' | 'next' };

function reducer(state: WordBuilderState, action: Action): WordBuilderState {
  switch (action.type) {
    case 'pick':
      return pickLetter(state, action.tile);
    case 'remove':
      return removeLetter(state, action.slot);
    case 'clear':
      return clearAnswer(state);
    case 'shuffle':
      return shuffleLetters(state, Math.random);
    case 'hint':
      return takeWordBuilderHint(state);
    case 'check':
      return checkWordBuilder(state);
    case 'next':
      return nextWordBuilderWord(state, Math.random);
  }
}

const tileLook = 'flex items-center justify-center rounded-xl border-2 font-bold uppercase';
const tile = `${tileLook} h-11 w-11 text-lg`;
/** The slots' gap inside a word (rem). */
const SLOT_GAP = 0.25;

/**
 * The side of an answer slot: 2.75 rem, or less so that the `longest` word's slots fit one line
 * of the slots' container (a container query: `cqw` is its width).
 */
function slotSize(longest: number): string {
  return `min(2.75rem, calc((100cqw - ${(longest - 1) * SLOT_GAP}rem) / ${longest}))`;
}

export function WordBuilderGame({
  cards,
  onFinish,
}: {
  cards: readonly GameCard[];
  onFinish: (state: WordBuilderState) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(reducer, cards, (c) => createWordBuilder(c, Math.random));
  const { round } = state;
  const pool = poolTiles(round);
  const last = state.answers.at(-1);
  const letters = round.word.letters;
  const groups = wordBuilderSlotGroups(round.word);
  const longest = Math.max(1, ...groups.map((group) => group.length));

  useEffect(() => {
    if (state.phase === 'finished') onFinish(state);
  }, [state, onFinish]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        dispatch({ type: state.phase === 'answering' ? 'check' : 'next' });
      } else if (event.key === 'Backspace' && state.phase === 'answering') {
        const slot = round.slots.findLastIndex((id, i) => id !== null && !round.locked[i]);
        if (slot >= 0) dispatch({ type: 'remove', slot });
      } else if (event.key.length === 1 && state.phase === 'answering') {
        const match = pool.find((t) => t.letter.toLowerCase() === event.key.toLowerCase());
        if (match) dispatch({ type: 'pick', tile: match.id });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.phase, round, pool]);

  return (
    <div className="mx-auto max-w-xl">
      <LivesBar
        index={state.index}
        total={state.words.length}
        lives={state.lives}
        score={state.score}
        testId="builder"
      />
      <p className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">
        {t('games.wordBuilder.meaning')}
      </p>
      <p className="text-2xl font-bold break-words" data-testid="builder-clue">
        {round.word.definition}
      </p>
      <div
        role="group"
        className="@container mt-5"
        style={{ '--slot': slotSize(longest) } as CSSProperties}
        aria-label={t('games.wordBuilder.answer')}
        data-testid="builder-slots"
      >
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {groups.map((group) => (
            <div
              key={group[0]}
              className="flex shrink-0"
              style={{ gap: `${SLOT_GAP}rem` }}
              data-testid="builder-word"
            >
              {group.map((slot) => {
                const id = round.slots[slot] ?? null;
                return (
                  <button
                    key={slot}
                    type="button"
                    disabled={id === null || round.locked[slot] || state.phase !== 'answering'}
                    onClick={() => dispatch({ type: 'remove', slot })}
                    aria-label={
                      id === null
                        ? t('games.wordBuilder.emptySlot', { n: slot + 1 })
                        : t('games.wordBuilder.removeLetter', { letter: letters[id], n: slot + 1 })
                    }
                    style={{
                      width: 'var(--slot)',
                      height: 'var(--slot)',
                      fontSize: 'calc(var(--slot) * 0.42)',
                    }}
                    className={`${tileLook} ${round.locked[slot] ? 'border-amber-600 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100' : id === null ? 'border-dashed border-slate-300 dark:border-slate-600' : 'border-blue-600 bg-blue-50 dark:bg-blue-950'}`}
                  >
                    {id === null ? '' : letters[id]}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <div
        role="group"
        className="mt-4 flex flex-wrap gap-2"
        aria-label={t('games.wordBuilder.letters')}
        data-testid="builder-pool"
      >
        {pool.map((t) => (
          <button
            key={t.id}
            type="button"
            disabled={state.phase !== 'answering'}
            onClick={() => dispatch({ type: 'pick', tile: t.id })}
            className={`${tile} border-slate-300 bg-white hover:border-blue-500 dark:border-slate-600 dark:bg-slate-800`}
          >
            {t.letter}
          </button>
        ))}
      </div>
      {state.phase === 'answering' ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            disabled={!canCheckWordBuilder(state)}
            onClick={() => dispatch({ type: 'check' })}
          >
            {t('games.answer.check')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'clear' })}>
            {t('games.wordBuilder.clear')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'shuffle' })}>
            {t('games.wordBuilder.shuffle')}
          </Button>
          <Button
            variant="ghost"
            disabled={!canTakeWordBuilderHint(state)}
            onClick={() => dispatch({ type: 'hint' })}
          >
            {t('games.wordBuilder.hint', { points: WORD_BUILDER_HINT_COST })}
          </Button>
        </div>
      ) : last ? (
        <div role="status" className="mt-5">
          {last.correct ? (
            <p className="font-bold text-green-700 dark:text-green-300">
              {t('games.answer.correctPoints', { points: last.points })}
            </p>
          ) : (
            <>
              <p className="font-bold text-red-700 dark:text-red-300">{t('games.answer.wrong')}</p>
              <p>
                {t('games.wordBuilder.rightAnswer')} <strong>{last.word}</strong>
              </p>
              {state.lives === 0 ? (
                <p className="font-bold text-red-700 dark:text-red-300">
                  {t('games.wordBuilder.gameOver')}
                </p>
              ) : null}
            </>
          )}
          <CardNotesOf cards={cards} cardId={last.cardId} className="mt-2" testId="game-notes" />
          <Button className="mt-3" onClick={() => dispatch({ type: 'next' })}>
            {wordBuilderNextAction(state) === 'next'
              ? t('games.answer.nextWord')
              : t('games.answer.finish')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
