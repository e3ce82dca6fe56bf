/**
 * A test's description in the interface language: the content carries it in Vietnamese
 * (`description`) and English (`descriptionEn`, issue 18).
 */
import { useLocale } from '../../../i18n/i18n.tsx';

export function useTestDescription(): (test: {
  description: string;
  descriptionEn: string;
}) => string {
  const { locale } = useLocale();
  return (test) => (locale === 'en' ? test.descriptionEn : test.description);
}
