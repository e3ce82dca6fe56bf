/**
 * How IELTS figures read on screen (spec §2, §9), in the interface language (useIntl): bands and
 * ratings to one decimal ('6,5' in Vietnamese, '6.5' in English; '3,8/5'), word counts as whole
 * numbers, dates in the current locale, 'Chưa có' / 'N/A' when there is no value.
 */
import type { IeltsSkill } from '@app/domain';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { dateFormats } from '../../../i18n/dates.ts';
import { useIntl, useT, type TFunction } from '../../../i18n/i18n.tsx';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

/** The figures of the IELTS screens in the current language. */
export interface IeltsFormat {
  /** A band to one decimal: '7,0' (vi), '7.0' (en). */
  band: (band: number) => string;
  /** A self-rating out of 5: '3,8/5'. */
  rating: (rating: number) => string;
  /** A word count, rounded to a whole number. */
  words: (words: number) => string;
  /** A whole number. */
  number: (n: number) => string;
  /** An instant with its date and time in the learner's time zone (i18n/dates.ts dayTime). */
  dateTime: (iso: string) => string;
  /** An instant as day and month, for a chart axis (i18n/dates.ts shortDay). */
  shortDate: (iso: string) => string;
  /** The average a skill's tiles show: band, words or rating. */
  skillValue: (skill: IeltsSkill, value: number) => string;
  /** 'Chưa có' / 'N/A'. */
  notAvailable: string;
}

/** The IELTS figures' formats of `intl`'s locale (`t` its messages). */
export function ieltsFormat(intl: IntlShape, t: TFunction): IeltsFormat {
  const oneDecimal = (n: number) =>
    intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const band = oneDecimal;
  const rating = (r: number) => t('ielts.rating', { value: oneDecimal(r) });
  const words = (w: number) => intl.formatNumber(Math.round(w));
  const dates = dateFormats(intl, learnerTimeZone());
  return {
    band,
    rating,
    words,
    number: (n) => intl.formatNumber(n),
    dateTime: dates.dayTime,
    shortDate: dates.shortDay,
    skillValue: (skill, value) =>
      skill === 'writing' ? words(value) : skill === 'speaking' ? rating(value) : band(value),
    notAvailable: t('ielts.notAvailable'),
  };
}

/** The IELTS figures' formats in the interface language. */
export function useIeltsFormat(): IeltsFormat {
  const intl = useIntl();
  const t = useT();
  return useMemo(() => ieltsFormat(intl, t), [intl, t]);
}
