/**
 * Results of a game played with lives (spelling bee, dictation; spec §4, §9): 'Xuất sắc!' or
 * 'Game Over!', score, accuracy over the words answered, best streak, and every word answered.
 */
import { accuracyPercent, livesOutcome, type LivesProgress } from '@app/domain';
import { Figure } from '../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import type { MissedWord } from './review-offer.tsx';

/** What the results list needs of a finished game. */
export type LivesResultsState = LivesProgress & {
  words: readonly { cardId: string; answer: string }[];
  results: readonly { cardId: string; typed: string; correct: boolean; points: number }[];
};

/** The words answered wrongly (each once), for the review-list offer. */
export function missedWords(state: LivesResultsState): MissedWord[] {
  const byCard = new Map(state.words.map((word) => [word.cardId, word]));
  return state.results
    .filter((result) => !result.correct)
    .map((result) => ({ cardId: result.cardId, word: byCard.get(result.cardId)?.answer ?? '' }));
}

export function LivesResults({ state }: { state: LivesResultsState }) {
  const t = useT();
  const intl = useIntl();
  const byCard = new Map(state.words.map((word) => [word.cardId, word]));
  const accuracy = accuracyPercent(state.correctCount, state.answeredCount);
  return (
    <>
      <h2 className="text-xl font-bold" data-testid="result-title">
        {livesOutcome(state.lives) === 'success'
          ? t('games.lives.success')
          : t('games.lives.gameOver')}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Figure
          label={t('games.figures.score')}
          value={intl.formatNumber(state.score)}
          id="result-score"
        />
        <Figure
          label={t('games.figures.accuracy')}
          value={intl.formatNumber(accuracy / 100, { style: 'percent' })}
          id="result-accuracy"
        />
        <Figure
          label={t('games.figures.bestStreak')}
          value={intl.formatNumber(state.bestStreak)}
          id="result-best-streak"
        />
      </dl>
      <ol className="mt-6 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {state.results.map((result, index) => (
          <li key={index} className="py-2">
            <span className="font-semibold">{byCard.get(result.cardId)?.answer}</span>{' '}
            <span
              className={
                result.correct
                  ? 'text-green-700 dark:text-green-300'
                  : 'text-red-700 dark:text-red-300'
              }
            >
              {result.correct ? `✓ +${result.points}` : `✗ ${result.typed}`}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
