/**
 * A self-rating as the Speaking screens show it, in the interface language's numbers: one
 * decimal ('3,8' in Vietnamese, '3.8' in English), or out of 5 ('3,8/5').
 */
import { useCallback } from 'react';
import { useIntl, useT } from '../../../../i18n/i18n.tsx';

/** Formatters of ratings for the current language. */
export function useRatingFormat() {
  const intl = useIntl();
  const t = useT();
  const decimal = useCallback(
    (value: number) =>
      intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [intl],
  );
  const outOfFive = useCallback(
    (value: number) => t('speaking.rating.outOfFive', { value: decimal(value) }),
    [t, decimal],
  );
  return { decimal, outOfFive };
}
