/**
 * The self-rating (spec §2, §9; issue 11, issue 34 §12): fluency, vocabulary, grammar and
 * pronunciation, each rated on five large, labelled targets from 1 ('Rất yếu') to 5 ('Rất tốt',
 * as the band 8-9 model answers), a radio group (arrow keys move between them). The level chosen
 * is described for its criterion below the targets. A criterion not yet rated reads 'Chưa chấm'
 * and counts for nothing: the average (0-5, one decimal, as the server saves it: spec §9) shows
 * only once all four are rated. Nothing starts at 0 or at any other value.
 */
import { averageSelfRating, type SpeakingRatings } from '@app/domain';
import { useT } from '../../../../i18n/i18n.tsx';
import { useRatingFormat } from '../lib/rating.ts';

export type Criterion = keyof SpeakingRatings;
export type RatingDraft = Record<Criterion, number | null>;

export const EMPTY_RATINGS: RatingDraft = {
  fluency: null,
  vocabulary: null,
  grammar: null,
  pronunciation: null,
};

const CRITERIA: readonly Criterion[] = ['fluency', 'vocabulary', 'grammar', 'pronunciation'];

/** The five levels a criterion is rated on. */
const LEVELS = [1, 2, 3, 4, 5] as const;
type Level = (typeof LEVELS)[number];

/** The level shown for a rating: a saved rating from before issue 34 may have a decimal. */
function levelOf(rating: number): Level {
  return Math.min(5, Math.max(1, Math.round(rating))) as Level;
}

/** The four ratings when all are given, else null. */
export function completeRatings(draft: RatingDraft): SpeakingRatings | null {
  const { fluency, vocabulary, grammar, pronunciation } = draft;
  if (fluency === null || vocabulary === null || grammar === null || pronunciation === null) {
    return null;
  }
  return { fluency, vocabulary, grammar, pronunciation };
}

/** The criteria of `draft` not rated yet, in order. */
export function unratedCriteria(draft: RatingDraft): Criterion[] {
  return CRITERIA.filter((criterion) => draft[criterion] === null);
}

/** The element id of a criterion's group (for focusing the first one left unrated). */
export const ratingGroupId = (criterion: Criterion) => `rating-${criterion}`;

export function SelfRating({
  value,
  disabled,
  onChange,
}: {
  value: RatingDraft;
  disabled: boolean;
  onChange: (criterion: Criterion, rating: number) => void;
}) {
  const complete = completeRatings(value);
  const t = useT();
  const { outOfFive } = useRatingFormat();
  const left = unratedCriteria(value).length;
  return (
    <div className="space-y-5">
      <p className="sr-only">{t('speaking.rating.legend')}</p>
      {CRITERIA.map((criterion) => {
        const rating = value[criterion];
        const level = rating === null ? null : levelOf(rating);
        const id = ratingGroupId(criterion);
        return (
          <fieldset
            key={criterion}
            id={id}
            tabIndex={-1}
            disabled={disabled}
            className="scroll-mt-24 focus:outline-none"
            aria-describedby={`${id}-help`}
            data-testid={id}
            data-rated={rating !== null}
          >
            <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">
                {t(`speaking.rating.criteria.${criterion}.name`)}{' '}
                <span className="font-normal">
                  — {t(`speaking.rating.criteria.${criterion}.gloss`)}
                </span>
              </span>
              <span
                className={`text-sm font-bold ${rating === null ? 'rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100' : 'text-pink-700 dark:text-pink-300'}`}
                data-testid={`${id}-value`}
              >
                {level === null
                  ? t('speaking.rating.notRated')
                  : t('speaking.rating.chosen', {
                      value: level,
                      level: t(`speaking.rating.levels.${level}`),
                    })}
              </span>
            </legend>
            <p id={`${id}-help`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              {t(`speaking.rating.criteria.${criterion}.help`)}
            </p>
            <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
              {LEVELS.map((n) => {
                const chosen = level === n;
                return (
                  <label
                    key={n}
                    className={`relative flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-0.5 py-1.5 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-default has-[:disabled]:opacity-70 dark:has-[:focus-visible]:ring-offset-slate-900 ${
                      chosen
                        ? 'border-pink-600 bg-pink-600 text-white dark:border-pink-400 dark:bg-pink-400 dark:text-slate-950'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-pink-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
                    }`}
                    data-testid={`${id}-${n}`}
                  >
                    <input
                      type="radio"
                      name={id}
                      value={n}
                      checked={chosen}
                      onChange={() => onChange(criterion, n)}
                      className="sr-only"
                    />
                    <span className="text-xl leading-none font-black">{n}</span>{' '}
                    <span className="mt-1 text-[11px] leading-tight font-semibold">
                      {t(`speaking.rating.levels.${n}`)}
                    </span>
                  </label>
                );
              })}
            </div>
            {level === null ? null : (
              <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">
                {t(`speaking.rating.criteria.${criterion}.levels.${level}`)}
              </p>
            )}
          </fieldset>
        );
      })}
      <p className="flex flex-wrap items-baseline justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        <span className="font-bold">{t('speaking.rating.average')}</span>
        {complete ? (
          <span className="font-mono text-2xl font-black tabular-nums" data-testid="rating-average">
            {outOfFive(averageSelfRating(complete))}
          </span>
        ) : (
          <span
            className="text-sm text-slate-600 dark:text-slate-400"
            data-testid="rating-average-pending"
          >
            {t('speaking.rating.averagePending', { n: left })}
          </span>
        )}
      </p>
    </div>
  );
}
