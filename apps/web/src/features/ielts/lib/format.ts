/**
 * How IELTS figures read on screen (spec §2, §9): bands and ratings to one decimal ('6.5',
 * '3.8/5'), word counts as whole numbers, dates in the Vietnamese locale, 'N/A' when there is
 * no value and '...' while it loads.
 */
import type { IeltsSkill } from '@app/domain';

/** A figure with no value (spec §2). */
export const NOT_AVAILABLE = 'N/A';
/** A figure still loading (spec §2). */
export const LOADING_VALUE = '...';

/** A band to one decimal, e.g. 7 → '7.0', 6.5 → '6.5'. */
export function formatBand(band: number): string {
  return band.toFixed(1);
}

/** A self-rating out of 5, e.g. 3.84 → '3.8/5'. */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)}/5`;
}

/** A word count, rounded to a whole number. */
export function formatWords(words: number): string {
  return String(Math.round(words));
}

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as 'HH:mm dd/MM/yyyy' in the learner's locale and time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** An instant as 'dd/MM' in the learner's time zone (chart axis). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** The average a skill's tiles show: band, words or rating, formatted for that skill. */
export function formatSkillValue(skill: IeltsSkill, value: number): string {
  if (skill === 'writing') return formatWords(value);
  if (skill === 'speaking') return formatRating(value);
  return formatBand(value);
}
