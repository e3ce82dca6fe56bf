/** The texts of levels and lessons in the current language (the radio catalogue's radio.levels). */
import type { TFunction } from '../../../i18n/i18n.tsx';
import type { Locale } from '../../../i18n/locale.ts';
import type { LevelCard } from './levels.ts';
import type { LibraryLesson } from './library.ts';

/** The level's name: 'Nature' / 'Thiên nhiên', 'Test Audios', 'A1' … 'C1'. */
export function levelTitle(t: TFunction, card: LevelCard): string {
  return t(`radio.levels.${card.key}.title`);
}

/** The level's one-line description ('being written' while the level is coming soon). */
export function levelDescription(t: TFunction, card: LevelCard): string {
  return card.open ? t(`radio.levels.${card.key}.description`) : t('radio.levels.comingSoon');
}

/** A lesson's description in the interface language (the content has Vietnamese and English). */
export function lessonDescription(lesson: LibraryLesson, locale: Locale): string {
  return locale === 'en' ? lesson.descriptionEn : lesson.description;
}
