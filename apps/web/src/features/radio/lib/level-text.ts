/** The texts of levels and lessons in the current language (the radio catalogue's radio.levels). */
import type { TFunction } from '../../../i18n/i18n.tsx';
import type { Locale } from '../../../i18n/locale.ts';
import type { LevelCard } from './levels.ts';
import type { LibraryLesson } from './library.ts';

/** The level's name: 'Nature' / 'Thiên nhiên', 'A1', or a coming-soon level's code. */
export function levelTitle(t: TFunction, card: LevelCard): string {
  return card.key ? t(`radio.levels.${card.key}.title`) : card.code;
}

/** The level's one-line description. */
export function levelDescription(t: TFunction, card: LevelCard): string {
  return card.key ? t(`radio.levels.${card.key}.description`) : t('radio.levels.comingSoon');
}

/** A lesson's description in the interface language (the content has Vietnamese and English). */
export function lessonDescription(lesson: LibraryLesson, locale: Locale): string {
  return locale === 'en' ? lesson.descriptionEn : lesson.description;
}
