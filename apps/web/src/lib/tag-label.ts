/**
 * A card tag as the learner reads it: the presets (stored in English, contracts TAG_PRESETS) in
 * the interface language, 'Noun' → 'Danh từ'; a learner's own tag as they wrote it.
 */
import { TAG_PRESETS } from '@app/contracts';
import type { TFunction } from '../i18n/i18n.tsx';

type Preset = (typeof TAG_PRESETS)[number];

const isPreset = (tag: string): tag is Preset => (TAG_PRESETS as readonly string[]).includes(tag);

export function tagLabel(tag: string, t: TFunction): string {
  return isPreset(tag) ? t(`common.tags.${tag}`) : tag;
}
