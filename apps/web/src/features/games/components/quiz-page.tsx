/**
 * /dashboard/games/quiz (spec §2, §4 Quiz, §9): set picker, instructions, the game, and the
 * results (score = average of accuracy and time score, every answer reviewed) with 'Chơi lại'
 * and 'Chọn bộ khác'. Back goes to /dashboard/games.
 */
import { QUIZ_MIN_CARDS, canPlayQuiz, scoreQuiz, type QuizState } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { gameCardsQuery } from '../api/game-sets.ts';
import { QuizGame } from './quiz-game.tsx';
import { SetPicker } from './set-picker.tsx';

type Phase = { name: 'play'; round: number } | { name: 'done'; state: QuizState; seconds: number };

function QuizResults({
  state,
  seconds,
  onAgain,
  onPick,
}: {
  state: QuizState;
  seconds: number;
  onAgain: () => void;
  onPick: () => void;
}) {
  const score = scoreQuiz(state, seconds);
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold">Kết quả</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Điểm', `${score.score}`, 'quiz-score'],
          ['Độ chính xác', `${score.accuracyPercent}%`, 'quiz-accuracy'],
          ['Thời gian', `${seconds} giây`, 'quiz-seconds'],
          ['Điểm thời gian', `${Math.round(score.timeScore)}`, 'quiz-time-score'],
        ].map(([label, value, id]) => (
          <div key={id} className="rounded-xl bg-slate-100 p-3 text-center dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-xl font-bold" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ol className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
        {state.answers.map((answer) => {
          const question = state.questions[answer.questionIndex]!;
          return (
            <li key={answer.questionIndex} className="py-2 text-sm">
              <p className="font-semibold wrap-anywhere">{question.prompt}</p>
              <p
                className={
                  answer.correct
                    ? 'text-green-700 dark:text-green-300'
                    : 'text-red-700 dark:text-red-300'
                }
              >
                {answer.correct ? '✓' : '✗'} {question.options[answer.selectedIndex]?.text}
              </p>
              {answer.correct ? null : (
                <p className="text-slate-700 dark:text-slate-300">
                  Đáp án đúng: {question.options[question.correctIndex]?.text}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onAgain}>Chơi lại</Button>
        <Button variant="secondary" onClick={onPick}>
          Chọn bộ khác
        </Button>
      </div>
    </div>
  );
}

function QuizWithSet({ setId, onPick }: { setId: string; onPick: () => void }) {
  const set = useQuery(gameCardsQuery(setId));
  const [phase, setPhase] = useState<Phase>({ name: 'play', round: 0 });
  const [started, setStarted] = useState(false);
  const finish = useCallback(
    (state: QuizState, seconds: number) => setPhase({ name: 'done', state, seconds }),
    [],
  );
  if (set.isPending) return <Spinner label="Đang tải..." className="py-12" />;
  if (set.isError) return <Alert tone="error">{errorMessage(set.error)}</Alert>;
  if (!canPlayQuiz(set.data.cards)) {
    return (
      <Alert tone="error">
        Bộ thẻ này cần ít nhất {QUIZ_MIN_CARDS} thẻ có mặt trước và mặt sau khác nhau để chơi.
      </Alert>
    );
  }
  if (phase.name === 'done') {
    return (
      <QuizResults
        state={phase.state}
        seconds={phase.seconds}
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    );
  }
  if (!started) {
    return (
      <div className="mx-auto max-w-2xl">
        <h2 className="text-xl font-bold wrap-anywhere">{set.data.title}</h2>
        <div className="mt-4 rounded-2xl border border-blue-200 bg-blue-50 p-5 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
          <p className="font-bold">Cách chơi</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Tối đa 10 câu; mỗi câu hỏi nghĩa của từ hoặc từ của nghĩa.</li>
            <li>
              Chọn một trong bốn đáp án (phím 1-4), đổi ý thoải mái cho đến khi bấm Xác nhận
              (Enter).
            </li>
            <li>Điểm là trung bình của độ chính xác và điểm thời gian (100 trừ số giây chia 3).</li>
          </ul>
        </div>
        <Button className="mt-5" onClick={() => setStarted(true)}>
          Bắt đầu
        </Button>
      </div>
    );
  }
  return <QuizGame key={phase.round} cards={set.data.cards} onFinish={finish} />;
}

export function QuizPage() {
  const [setId, setSetId] = useState<string | null>(null);
  return (
    <div>
      <Link
        to="/dashboard/games"
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        ← Trò chơi
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-black sm:text-3xl">Trắc nghiệm</h1>
      {setId === null ? (
        <SetPicker
          minCards={QUIZ_MIN_CARDS}
          notEnough={`Bạn cần có ít nhất một bộ với ${QUIZ_MIN_CARDS} thẻ trở lên để chơi.`}
          onPick={setSetId}
        />
      ) : (
        <QuizWithSet key={setId} setId={setId} onPick={() => setSetId(null)} />
      )}
    </div>
  );
}
