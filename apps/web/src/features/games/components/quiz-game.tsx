/**
 * The quiz (spec §4 Quiz, §9): up to 10 questions, each in a random direction, four options;
 * an option may be changed until 'Xác nhận' reveals right or wrong, then 'Câu tiếp theo' or
 * 'Hoàn thành'. Keys: 1-4 choose, Enter confirms or goes on. The rules are the domain's
 * (packages/domain/src/games/quiz.ts); this screen renders its state and dispatches.
 */
import {
  confirmQuizAnswer,
  createQuiz,
  isLastQuizQuestion,
  nextQuizQuestion,
  selectQuizOption,
  type GameCard,
  type QuizState,
} from '@app/domain';
import { useEffect, useReducer, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CardNotesOf } from '../../../components/ui/card-notes.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds.ts';

type Action = { type: 'select'; index: number } | { type: 'confirm' } | { type: 'next' };

function reducer(state: QuizState, action: Action): QuizState {
  if (state.finished) return state;
  if (action.type === 'select') return selectQuizOption(state, action.index);
  if (action.type === 'confirm') return confirmQuizAnswer(state);
  return state.confirmed ? nextQuizQuestion(state) : state;
}

export function QuizGame({
  cards,
  onFinish,
}: {
  cards: readonly GameCard[];
  /** The finished state and the whole seconds played. */
  onFinish: (state: QuizState, seconds: number) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(reducer, cards, (c) => createQuiz(c, Math.random));
  const [startedAt] = useState(() => Date.now());
  const seconds = useElapsedSeconds(startedAt, state.finished);
  const question = state.questions[state.index]!;

  useEffect(() => {
    if (state.finished) onFinish(state, Math.floor((Date.now() - startedAt) / 1000));
  }, [state, startedAt, onFinish]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      const n = Number(event.key);
      if (n >= 1 && n <= question.options.length) dispatch({ type: 'select', index: n - 1 });
      if (event.key === 'Enter') {
        event.preventDefault();
        dispatch({ type: state.confirmed ? 'next' : 'confirm' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question, state.confirmed]);

  const tone = (index: number) => {
    if (!state.confirmed) {
      return state.selected === index
        ? 'border-blue-600 bg-blue-50 dark:bg-blue-950'
        : 'border-slate-200 dark:border-slate-700';
    }
    if (index === question.correctIndex)
      return 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100';
    if (index === state.selected)
      return 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100';
    return 'border-slate-200 opacity-70 dark:border-slate-700';
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex justify-between text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="quiz-progress">
          {t('games.quiz.progress', { n: state.index + 1, total: state.questions.length })}
        </span>
        <span data-testid="game-clock">{t('games.units.seconds', { n: seconds })}</span>
      </div>
      <p className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">
        {question.direction === 'front-to-back'
          ? t('games.quiz.askMeaning')
          : t('games.quiz.askWord')}
      </p>
      <p className="mt-1 text-2xl font-bold wrap-anywhere" data-testid="quiz-prompt">
        {question.prompt}
      </p>
      <ul className="mt-5 grid gap-3" role="radiogroup" aria-label={t('games.quiz.options')}>
        {question.options.map((option, index) => (
          <li key={index}>
            <button
              type="button"
              role="radio"
              aria-checked={state.selected === index}
              disabled={state.confirmed}
              onClick={() => dispatch({ type: 'select', index })}
              className={`w-full rounded-xl border-2 px-4 py-3 text-left wrap-anywhere transition ${tone(index)}`}
            >
              <span className="mr-2 font-bold">{index + 1}.</span>
              {option.text}
            </button>
          </li>
        ))}
      </ul>
      {state.confirmed ? (
        <CardNotesOf cards={cards} cardId={question.cardId} className="mt-4" testId="game-notes" />
      ) : null}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold">
          {state.confirmed
            ? state.selected === question.correctIndex
              ? t('games.answer.correct')
              : t('games.answer.wrong')
            : ''}
        </p>
        {state.confirmed ? (
          <Button onClick={() => dispatch({ type: 'next' })}>
            {isLastQuizQuestion(state) ? t('games.answer.finish') : t('games.quiz.nextQuestion')}
          </Button>
        ) : (
          <Button disabled={state.selected === null} onClick={() => dispatch({ type: 'confirm' })}>
            {t('games.quiz.confirm')}
          </Button>
        )}
      </div>
    </div>
  );
}
