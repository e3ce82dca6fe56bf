/**
 * On a results screen (issue 8, beyond the spec): the words answered wrongly can be sent to the
 * learner's review list, which the study screen of the set puts first. One button for all of
 * them; after sending, a link to study the set now.
 */
import type { GameId } from '@app/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAddToReviewList } from '../api/results.ts';

export interface MissedWord {
  cardId: string;
  word: string;
}

export function ReviewOffer({
  game,
  setId,
  missed,
}: {
  game: GameId;
  setId: string;
  missed: readonly MissedWord[];
}) {
  const t = useT();
  const add = useAddToReviewList();
  const unique = [...new Map(missed.map((m) => [m.cardId, m])).values()];
  if (unique.length === 0) return null;
  return (
    <section
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      aria-labelledby="review-offer-title"
      data-testid="review-offer"
    >
      <h3 id="review-offer-title" className="font-semibold text-slate-900 dark:text-slate-100">
        {t('games.review.title', { n: unique.length })}
      </h3>
      <p className="mt-1 text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
        {unique.map((m) => m.word).join(', ')}
      </p>
      {add.isSuccess ? (
        <p className="mt-3 text-sm text-slate-800 dark:text-slate-200" role="status">
          {t('games.review.added')}{' '}
          <Link
            to={`/dashboard/flashcards/study/${setId}`}
            className="font-semibold text-blue-700 underline dark:text-blue-300"
          >
            {t('games.review.studyNow')}
          </Link>
        </p>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          disabled={add.isPending}
          onClick={() => add.mutate({ game, setId, cardIds: unique.map((m) => m.cardId) })}
        >
          {add.isPending ? t('games.review.adding') : t('games.review.add')}
        </Button>
      )}
      {add.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(add.error)}
        </Alert>
      ) : null}
    </section>
  );
}
