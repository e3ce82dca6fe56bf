/** The texts of a level card in the current language (the radio catalogue's radio.levels). */
import type { TFunction } from '../../../i18n/i18n.tsx';
import type { LevelCard } from './levels.ts';

/** The level's name: 'Nature' / 'Thiên nhiên', 'A1', or a coming-soon level's code. */
export function levelTitle(t: TFunction, card: LevelCard): string {
  return card.key ? t(`radio.levels.${card.key}.title`) : card.code;
}

/** The level's one-line description. */
export function levelDescription(t: TFunction, card: LevelCard): string {
  return card.key ? t(`radio.levels.${card.key}.description`) : t('radio.levels.comingSoon');
}
