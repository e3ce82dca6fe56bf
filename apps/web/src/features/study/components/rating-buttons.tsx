import {
  difficultyName,
  FSRS_BUTTON_RATINGS,
  RATINGS,
  type Rating,
  type RatingLabel,
  type Scheduler,
} from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';

/**
 * White label and "(n)" hint on each background, WCAG 2 contrast (Tailwind 4 palette, sRGB), the
 * same in light and dark mode (the button is its own background); AA needs 4.5:1:
 *   red-700 #c10007 6.42 (hover red-800 #9f0712 8.37)
 *   orange-700 #ca3500 5.23 (hover orange-800 #9f2d00 7.35)
 *   amber-700 #bb4d00 5.05 (hover amber-800 #973c00 7.13)
 *   lime-700 #497d00 4.96 (hover lime-800 #3c6300 7.05)
 *   green-700 #008236 4.94 (hover green-800 #016630 7.09)
 * (The earlier red-600/orange-500/amber-500/lime-600/green-600 gave 4.76/2.89/2.15/3.06/3.22, and
 * the hint at 80 % opacity less still.)
 */
const ratingStyle: Record<Rating, string> = {
  1: 'bg-red-700 hover:bg-red-800',
  2: 'bg-orange-700 hover:bg-orange-800',
  3: 'bg-amber-700 hover:bg-amber-800',
  4: 'bg-lime-700 hover:bg-lime-800',
  5: 'bg-green-700 hover:bg-green-800',
};

/** The FSRS buttons' names (issue 19 §2): Lại, Khó, Tốt, Dễ send 1, 3, 4, 5. */
const FSRS_NAMES: Partial<Record<Rating, 'AGAIN' | 'HARD' | 'GOOD' | 'EASY'>> = {
  1: 'AGAIN',
  3: 'HARD',
  4: 'GOOD',
  5: 'EASY',
};

/** The buttons' ratings in order under a scheduler: five (SM-2), or four (FSRS). */
export function buttonRatings(scheduler: Scheduler): readonly Rating[] {
  return scheduler === 'fsrs' ? FSRS_BUTTON_RATINGS : RATINGS;
}

/**
 * The catalogue key of a rating's name under a scheduler: the spec's five difficulties (SM-2)
 * or FSRS's four buttons, where Rất khó (2, sent only before a switch) counts as Lại.
 */
export function ratingNameKey(rating: Rating, scheduler: Scheduler) {
  return scheduler === 'fsrs'
    ? (`study.fsrsRatings.${FSRS_NAMES[rating] ?? 'AGAIN'}` as const)
    : (`study.ratings.${difficultyName(rating)}` as const);
}

/**
 * The difficulty buttons of spec §4 (five; four under FSRS), in one row that fits a 360 px phone;
 * the key hint "(n)" is left out on touch screens. Under each name, what the rating will do
 * (issue 34 §3): "trong buổi này" when the card comes back in this sitting, else the days to its
 * next review ("6 ngày", "2,5 tháng"), from the domain's previewRatings and ratingLabels, the
 * rules the server applies (on a practice rating too: the due date it keeps). The question above
 * them is the control bar's (session-parts.tsx).
 */
export function RatingButtons({
  onRate,
  labels = null,
  scheduler = 'sm2',
}: {
  onRate: (rating: Rating) => void;
  /** What each rating will do (null: not shown). */
  labels?: Record<Rating, RatingLabel> | null;
  scheduler?: Scheduler;
}) {
  const t = useT();
  const ratings = buttonRatings(scheduler);
  const label = (rating: Rating) => t(ratingNameKey(rating, scheduler));
  return (
    <div role="group" aria-label={t('study.howHard')}>
      <div
        className={`grid gap-1.5 sm:gap-2 ${ratings.length === 4 ? 'grid-cols-4' : 'grid-cols-5'}`}
      >
        {ratings.map((rating, index) => (
          <button
            key={rating}
            type="button"
            onClick={() => onRate(rating)}
            // the interval is the button's description, not part of its name
            aria-describedby={labels ? `interval-${rating}` : undefined}
            className={`min-h-12 rounded-xl px-1 py-1.5 text-xs leading-tight font-bold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:px-2 sm:text-sm dark:focus-visible:outline-blue-400 ${ratingStyle[rating]}`}
          >
            {label(rating)}
            <span className="font-semibold touch:hidden"> ({index + 1})</span>
            {labels ? (
              <span
                id={`interval-${rating}`}
                aria-hidden="true"
                className="block text-[0.7rem] font-medium sm:text-xs"
                data-testid="interval"
              >
                {t('study.interval', { value: 0, ...labels[rating] })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
