/**
 * Parts of the study session's screen (study-session.tsx): the progress line and bar, the streak
 * and review badges, and the control bar at the bottom of the screen (Previous, Show answer or
 * the five ratings), which stays on screen whatever the card holds (issue 18 §2).
 */
import { showsStreakBadge, type Rating, type RatingLabel, type Scheduler } from '@app/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import type { StudyCard } from '../hooks/study-reducer.ts';
import { RatingButtons } from './rating-buttons.tsx';

/** Hint text: slate-600 on the slate-50 page 7.23:1, slate-400 on slate-950 7.68:1 (AA 4.5). */
export const hint = 'text-slate-600 dark:text-slate-400';

export function Progress({ title, index, total }: { title: string; index: number; total: number }) {
  const t = useT();
  const intl = useIntl();
  const fraction = (index + 1) / total;
  const percent = Math.round(fraction * 100);
  const label = t('study.progress', { n: index + 1, total });
  return (
    <div className="shrink-0">
      <p className={`mb-1 truncate text-sm font-semibold ${hint}`}>{title}</p>
      <div className="mb-2 flex items-center justify-between text-sm font-semibold">
        <span data-testid="study-progress">{label}</span>
        <span className={hint}>{intl.formatNumber(percent / 100, { style: 'percent' })}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <div
          className="h-full rounded-full bg-blue-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export function Badges({
  streak,
  card,
  origin,
  practice,
}: {
  streak: number;
  card: StudyCard;
  /** The card's own set, shown on a today session's cards. */
  origin?: { title: string; color: string } | undefined;
  /** The card was rated already today: this rating is practice. */
  practice: boolean;
}) {
  const t = useT();
  return (
    <div className="my-2 flex min-h-7 shrink-0 flex-wrap items-center gap-2 sm:my-3">
      {origin ? (
        <span
          className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700"
          data-testid="card-set"
        >
          <span
            className="h-2.5 w-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: origin.color }}
            aria-hidden="true"
          />
          <span className="truncate">{origin.title}</span>
        </span>
      ) : null}
      {practice ? (
        <span
          className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-800 dark:bg-sky-950 dark:text-sky-300"
          data-testid="practice-badge"
        >
          {t('study.practice')}
        </span>
      ) : null}
      {showsStreakBadge(streak) ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-800 dark:bg-orange-950 dark:text-orange-300"
          data-testid="streak-badge"
        >
          <FlameIcon className="h-4 w-4" />
          {t('study.streak', { n: streak })}
        </span>
      ) : null}
      {card.review ? (
        <span
          className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
          data-testid="review-badge"
        >
          {t('study.reviewNumber', { n: card.review.totalReviews + 1 })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The bar under the card, sticky at the bottom of the screen (above the phone's home indicator):
 * 'Trước' and the flip hint, then 'Hiện đáp án' or, once flipped, the ratings. Both states
 * take the same height (the ratings' row, which the other state keeps hidden), so the card does
 * not change size when it flips.
 */
export function ControlBar({
  flipped,
  canGoBack,
  onPrevious,
  onFlip,
  onRate,
  labels,
  scheduler,
  status,
}: {
  flipped: boolean;
  canGoBack: boolean;
  onPrevious: () => void;
  onFlip: () => void;
  onRate: (rating: Rating) => void;
  /** What each rating will do (previewRatings, ratingLabels). */
  labels: Record<Rating, RatingLabel> | null;
  /** Five buttons (SM-2) or four (FSRS). */
  scheduler: Scheduler;
  /** The saving status line (SyncStatus). */
  status: ReactNode;
}) {
  const t = useT();
  return (
    <div
      className="sticky bottom-0 z-10 -mx-4 shrink-0 bg-slate-50/95 px-4 pt-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:mx-0 sm:px-0 dark:bg-slate-950/95"
      data-testid="study-controls"
    >
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          className="shrink-0 px-3 py-2"
          onClick={onPrevious}
          disabled={!canGoBack}
        >
          {t('study.previous')}
        </Button>
        {flipped ? (
          <p className="min-w-0 flex-1 text-right text-sm font-semibold sm:text-center">
            {t('study.howHard')}
          </p>
        ) : (
          <p
            className={`min-w-0 flex-1 text-right text-sm sm:text-center ${hint}`}
            data-testid="flip-hint"
          >
            <span className="touch:hidden">{t('study.flipHint')}</span>
            <span className="hidden touch:inline">{t('study.flipHintTouch')}</span>
          </p>
        )}
      </div>
      {/* the bar keeps the ratings' height in both states (the card keeps its size when it
          flips): before the flip a hidden, inert copy of the ratings lies under the show-answer button,
          which fills its height */}
      <div className="mt-2 grid">
        <div className="col-start-1 row-start-1 flex flex-col">
          {flipped ? (
            <RatingButtons onRate={onRate} labels={labels} scheduler={scheduler} />
          ) : (
            <Button className="min-h-12 w-full flex-1" onClick={onFlip}>
              {t('study.showAnswer')}
            </Button>
          )}
        </div>
        {flipped ? null : (
          <div
            className="pointer-events-none col-start-1 row-start-1"
            style={{ visibility: 'hidden' }}
            aria-hidden="true"
            inert
            data-testid="rating-bar-placeholder"
          >
            <RatingButtons onRate={() => undefined} labels={labels} scheduler={scheduler} />
          </div>
        )}
      </div>
      <p
        className={`mt-1 hidden text-center text-xs sm:block touch:hidden ${hint}`}
        data-testid="study-keys"
      >
        {scheduler === 'fsrs' ? t('study.keysFsrs') : t('study.keys')}
      </p>
      {status}
    </div>
  );
}
