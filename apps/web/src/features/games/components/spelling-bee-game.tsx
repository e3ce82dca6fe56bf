/**
 * Spelling bee (spec §4, §9): read the meaning, type the word; 15 words, 3 lives, points
 * 20 + 5 × streak, a hint (first letter and length) costs 10. Enter checks, then goes on. A
 * wrong answer shows the letter-by-letter comparison. Rules: packages/domain/src/games/spelling-bee.ts.
 */
import {
  checkSpellingAnswer,
  createSpellingBee,
  enterAction,
  nextSpellingWord,
  spellingHint,
  takeSpellingHint,
  type GameCard,
  type SpellingBeeState,
} from '@app/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LivesBar } from './lives-bar.tsx';
import { SpellingDiff } from './spelling-diff.tsx';

type Action = { type: 'check'; typed: string } | { type: 'hint' } | { type: 'next' };

function reducer(state: SpellingBeeState, action: Action): SpellingBeeState {
  if (action.type === 'check') return checkSpellingAnswer(state, action.typed);
  if (action.type === 'hint') return takeSpellingHint(state);
  return nextSpellingWord(state);
}

export function SpellingBeeGame({
  cards,
  onFinish,
}: {
  cards: readonly GameCard[];
  onFinish: (state: SpellingBeeState) => void;
}) {
  const [state, dispatch] = useReducer(reducer, cards, (c) => createSpellingBee(c, Math.random));
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const word = state.words[state.index]!;
  const last = state.results.at(-1);

  useEffect(() => {
    if (state.phase === 'finished') onFinish(state);
    if (state.phase === 'answering') input.current?.focus();
  }, [state, onFinish]);

  const act = () => {
    const action = enterAction(state.phase, typed);
    if (action === 'check') dispatch({ type: 'check', typed });
    if (action === 'next') {
      setTyped('');
      dispatch({ type: 'next' });
    }
  };

  return (
    <div className="mx-auto max-w-xl">
      <LivesBar
        index={state.index}
        total={state.words.length}
        lives={state.lives}
        score={state.score}
        testId="bee"
      />
      <p className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">Nghĩa</p>
      <p className="text-2xl font-bold wrap-anywhere" data-testid="bee-definition">
        {word.definition}
      </p>
      {state.hintUsed ? (
        <p className="mt-2 font-mono tracking-widest" data-testid="bee-hint">
          {spellingHint(word.answer).mask}
        </p>
      ) : null}
      <form
        className="mt-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          act();
        }}
      >
        <input
          ref={input}
          aria-label="Gõ từ tiếng Anh"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={typed}
          readOnly={state.phase !== 'answering'}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-lg dark:border-slate-600 dark:bg-slate-800"
        />
        {state.phase === 'answering' ? (
          <Button type="submit" disabled={typed.trim() === ''}>
            Kiểm tra
          </Button>
        ) : (
          <Button type="submit">
            {state.index + 1 >= state.words.length || state.lives === 0
              ? 'Hoàn thành'
              : 'Từ tiếp theo'}
          </Button>
        )}
      </form>
      {state.phase === 'answering' && !state.hintUsed ? (
        <Button variant="ghost" className="mt-2" onClick={() => dispatch({ type: 'hint' })}>
          Gợi ý (−10 điểm)
        </Button>
      ) : null}
      {state.phase === 'feedback' && last ? (
        <div role="status" className="mt-4">
          {last.correct ? (
            <p className="font-bold text-green-700 dark:text-green-300">
              Chính xác! +{last.points}
            </p>
          ) : (
            <>
              <p className="font-bold text-red-700 dark:text-red-300">Sai rồi!</p>
              <SpellingDiff typed={last.typed} front={word.answer} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
