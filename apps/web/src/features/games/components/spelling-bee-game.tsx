/**
 * Spelling bee (spec §4, §9): read the meaning, type the word; 15 words, 3 lives, points
 * 20 + 5 × streak, a hint (first letter and length) costs 10. Enter checks, then goes on. A
 * wrong answer shows the letter-by-letter comparison. Rules: packages/domain/src/games/spelling-bee.ts.
 */
import {
  SPELLING_BEE_HINT_COST,
  checkSpellingAnswer,
  createSpellingBee,
  nextSpellingWord,
  spellingHint,
  takeSpellingHint,
  type GameCard,
  type SpellingBeeState,
} from '@app/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CardNotesOf } from '../../../components/ui/card-notes.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { LivesBar } from './lives-bar.tsx';
import { TypedAnswerForm, TypedFeedback } from './typed-answer.tsx';

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
  const t = useT();
  const [state, dispatch] = useReducer(reducer, cards, (c) => createSpellingBee(c, Math.random));
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const word = state.words[state.index]!;
  const last = state.results.at(-1);

  useEffect(() => {
    if (state.phase === 'finished') onFinish(state);
    if (state.phase === 'answering') input.current?.focus();
  }, [state, onFinish]);

  return (
    <div className="mx-auto max-w-xl">
      <LivesBar
        index={state.index}
        total={state.words.length}
        lives={state.lives}
        score={state.score}
        testId="bee"
      />
      <p className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">
        {t('games.spellingBee.meaning')}
      </p>
      <p className="text-2xl font-bold wrap-anywhere" data-testid="bee-definition">
        {word.definition}
      </p>
      {state.hintUsed ? (
        <p className="mt-2 font-mono tracking-widest" data-testid="bee-hint">
          {spellingHint(word.answer).mask}
        </p>
      ) : null}
      <TypedAnswerForm
        inputRef={input}
        label={t('games.spellingBee.input')}
        typed={typed}
        phase={state.phase}
        last={state.index + 1 >= state.words.length || state.lives === 0}
        onType={setTyped}
        onCheck={() => dispatch({ type: 'check', typed })}
        onNext={() => {
          setTyped('');
          dispatch({ type: 'next' });
        }}
      />
      {state.phase === 'answering' && !state.hintUsed ? (
        <Button variant="ghost" className="mt-2" onClick={() => dispatch({ type: 'hint' })}>
          {t('games.spellingBee.hint', { points: SPELLING_BEE_HINT_COST })}
        </Button>
      ) : null}
      {state.phase === 'feedback' && last ? (
        <TypedFeedback result={last} front={word.answer}>
          <CardNotesOf cards={cards} cardId={word.cardId} className="mt-2" testId="game-notes" />
        </TypedFeedback>
      ) : null}
    </div>
  );
}
