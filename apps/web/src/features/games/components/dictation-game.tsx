/**
 * Listening dictation (spec §4, §9): the word is spoken (en-US, rate 0.8), the learner types
 * it; at most 2 replays, points max(25 + 5 × streak − 5 × replays, 10), 3 lives; Enter checks
 * or goes on. A wrong answer shows the letter-by-letter comparison and the meaning. Without an
 * English voice it says so and offers the spelling bee on the set (no-voice-notice.tsx). Rules:
 * packages/domain/src/games/dictation.ts.
 */
import {
  DICTATION_MAX_REPLAYS,
  DICTATION_REPLAY_COST,
  canReplayDictation,
  checkDictationAnswer,
  createDictation,
  dictationSpeech,
  nextDictationWord,
  replayDictationWord,
  type DictationState,
  type GameCard,
} from '@app/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CardNotesOf } from '../../../components/ui/card-notes.tsx';
import { SpeakerIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { LivesBar } from './lives-bar.tsx';
import { speak } from '../lib/speak.ts';
import { NoVoiceNotice } from './no-voice-notice.tsx';
import { TypedAnswerForm, TypedFeedback } from './typed-answer.tsx';

type Action = { type: 'check'; typed: string } | { type: 'replay' } | { type: 'next' };

function reducer(state: DictationState, action: Action): DictationState {
  if (action.type === 'check') return checkDictationAnswer(state, action.typed);
  if (action.type === 'replay') return replayDictationWord(state);
  return nextDictationWord(state);
}

export function DictationGame({
  cards,
  setId,
  onFinish,
}: {
  cards: readonly GameCard[];
  /** The set played: the spelling bee is offered on it when the browser has no English voice. */
  setId: string;
  onFinish: (state: DictationState) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(reducer, cards, (c) => createDictation(c, Math.random));
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const word = state.words[state.index]!;
  const last = state.results.at(-1);

  // the first playback of each word is free and automatic
  useEffect(() => {
    if (state.phase === 'answering') {
      speak(dictationSpeech(word));
      input.current?.focus();
    }
  }, [word, state.phase]);

  useEffect(() => {
    if (state.phase === 'finished') onFinish(state);
  }, [state, onFinish]);

  return (
    <div className="mx-auto max-w-xl">
      <LivesBar
        index={state.index}
        total={state.words.length}
        lives={state.lives}
        score={state.score}
        testId="dictation"
      />
      <NoVoiceNotice setId={setId} className="mt-4" />
      <Button
        variant="secondary"
        className="mt-5"
        disabled={!canReplayDictation(state)}
        onClick={() => {
          dispatch({ type: 'replay' });
          speak(dictationSpeech(word));
        }}
      >
        <SpeakerIcon className="h-5 w-5 shrink-0" />
        {t('games.dictation.replay', {
          left: DICTATION_MAX_REPLAYS - state.replays,
          points: DICTATION_REPLAY_COST,
        })}
      </Button>
      <TypedAnswerForm
        inputRef={input}
        label={t('games.dictation.input')}
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
      {state.phase === 'feedback' && last ? (
        <TypedFeedback result={last} front={word.answer}>
          {word.definition ? (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t('games.dictation.meaning', { meaning: word.definition })}
            </p>
          ) : null}
          <CardNotesOf cards={cards} cardId={word.cardId} className="mt-2" testId="game-notes" />
        </TypedFeedback>
      ) : null}
    </div>
  );
}
