/**
 * /dashboard/games/quiz (spec §2, §4 Quiz, §9): set picker, instructions, the game, and the
 * results (score = average of accuracy and time score, every answer reviewed) with 'Chơi lại'
 * and 'Chọn bộ khác'.
 */
import { QUIZ_MIN_CARDS, canPlayQuiz, scoreQuiz, type QuizState } from '@app/domain';
import { useCallback, useState } from 'react';
import { Figure } from '../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { useSaveGameResult } from '../api/results.ts';
import { QuizGame } from './quiz-game.tsx';
import { ReviewOffer } from './review-offer.tsx';

type Phase =
  | { name: 'rules' }
  | { name: 'play'; round: number }
  | { name: 'done'; state: QuizState; seconds: number };

function QuizResults({ state, seconds }: { state: QuizState; seconds: number }) {
  const t = useT();
  const intl = useIntl();
  const score = scoreQuiz(state, seconds);
  return (
    <>
      <h2 className="text-xl font-bold">{t('games.shell.results')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label={t('games.figures.score')}
          value={intl.formatNumber(score.score)}
          id="quiz-score"
        />
        <Figure
          label={t('games.figures.accuracy')}
          value={intl.formatNumber(score.accuracyPercent / 100, { style: 'percent' })}
          id="quiz-accuracy"
        />
        <Figure
          label={t('games.figures.time')}
          value={t('games.units.seconds', { n: seconds })}
          id="quiz-seconds"
        />
        <Figure
          label={t('games.figures.timeScore')}
          value={intl.formatNumber(Math.round(score.timeScore))}
          id="quiz-time"
        />
      </dl>
      <ol className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
        {state.answers.map((answer) => {
          const question = state.questions[answer.questionIndex]!;
          const tone = answer.correct
            ? 'text-green-700 dark:text-green-300'
            : 'text-red-700 dark:text-red-300';
          return (
            <li key={answer.questionIndex} className="py-2 text-sm">
              <p className="font-semibold wrap-anywhere">{question.prompt}</p>
              <p className={tone}>
                {answer.correct ? '✓' : '✗'} {question.options[answer.selectedIndex]?.text}
              </p>
              {answer.correct ? null : (
                <p className="text-slate-700 dark:text-slate-300">
                  {t('games.quiz.rightAnswer', {
                    answer: question.options[question.correctIndex]?.text,
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Quiz({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: QuizState, seconds: number) => {
      const score = scoreQuiz(state, seconds);
      save({
        game: 'quiz',
        setId: set.id,
        score: score.score,
        accuracyPercent: score.accuracyPercent,
        durationSeconds: seconds,
      });
      setPhase({ name: 'done', state, seconds });
    },
    [save, set.id],
  );
  if (phase.name === 'rules') {
    return (
      <Instructions
        title={set.title}
        game="quiz"
        onStart={() => setPhase({ name: 'play', round: Date.now() })}
      />
    );
  }
  if (phase.name === 'play') {
    return <QuizGame key={phase.round} cards={set.cards} onFinish={finish} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <QuizResults state={phase.state} seconds={phase.seconds} />
      <ReviewOffer
        game="quiz"
        setId={set.id}
        missed={phase.state.answers
          .filter((answer) => !answer.correct)
          .map((answer) => {
            const question = phase.state.questions[answer.questionIndex]!;
            const card = set.cards.find((c) => c.id === question.cardId);
            return { cardId: question.cardId, word: card?.front ?? question.prompt };
          })}
      />
      <ResultActions
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    </div>
  );
}

export function QuizPage() {
  return (
    <GameShell game="quiz" minCards={QUIZ_MIN_CARDS} canPlay={canPlayQuiz}>
      {(set, pickAnother) => <Quiz set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
