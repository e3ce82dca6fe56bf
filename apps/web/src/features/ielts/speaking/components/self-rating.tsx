/**
 * The self-rating (spec §2, §9; issue 11): fluency, vocabulary, grammar and pronunciation, each
 * 0-5 in steps of 0.1 on a slider (arrow keys move 0.1, Home/End to 0 and 5) with its figure
 * beside it, and their average to one decimal as the server will save it. A criterion not yet
 * touched reads '—' ('Chưa chấm' to screen readers).
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

const CRITERIA: Criterion[] = ['fluency', 'vocabulary', 'grammar', 'pronunciation'];

/** The four ratings when all are given, else null. */
export function completeRatings(draft: RatingDraft): SpeakingRatings | null {
  const { fluency, vocabulary, grammar, pronunciation } = draft;
  if (fluency === null || vocabulary === null || grammar === null || pronunciation === null) {
    return null;
  }
  return { fluency, vocabulary, grammar, pronunciation };
}

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
  const { decimal, outOfFive } = useRatingFormat();
  const set = (criterion: Criterion, raw: number) =>
    onChange(criterion, Math.min(5, Math.max(0, Math.round(raw * 10) / 10)));
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="sr-only">{t('speaking.rating.legend')}</legend>
      {CRITERIA.map((criterion) => {
        const rating = value[criterion];
        const id = `rating-${criterion}`;
        return (
          <div key={criterion}>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={id} className="font-semibold">
                {t(`speaking.rating.criteria.${criterion}.name`)}{' '}
                <span className="font-normal">
                  — {t(`speaking.rating.criteria.${criterion}.gloss`)}
                </span>
              </label>
              <output
                htmlFor={id}
                className="min-w-14 text-right font-mono text-lg font-bold tabular-nums"
                data-testid={`${id}-value`}
              >
                {rating === null ? '—' : decimal(rating)}
              </output>
            </div>
            <input
              id={id}
              type="range"
              min={0}
              max={5}
              step={0.1}
              value={rating ?? 0}
              aria-valuetext={
                rating === null
                  ? t('speaking.rating.notRated')
                  : t('speaking.rating.valueText', { value: decimal(rating) })
              }
              aria-describedby={`${id}-help`}
              onChange={(event) => set(criterion, event.currentTarget.valueAsNumber)}
              onKeyUp={(event) => {
                if (rating === null) set(criterion, event.currentTarget.valueAsNumber);
              }}
              onPointerUp={(event) => {
                if (rating === null) set(criterion, event.currentTarget.valueAsNumber);
              }}
              className="mt-1 block w-full accent-pink-600 disabled:opacity-60"
              data-testid={id}
            />
            <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
              {t(`speaking.rating.criteria.${criterion}.help`)}
            </p>
          </div>
        );
      })}
      <p className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        <span className="font-bold">{t('speaking.rating.average')}</span>
        <span className="font-mono text-2xl font-black tabular-nums" data-testid="rating-average">
          {complete ? outOfFive(averageSelfRating(complete)) : '—'}
        </span>
      </p>
    </fieldset>
  );
}
