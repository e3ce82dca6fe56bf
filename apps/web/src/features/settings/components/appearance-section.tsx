import { LanguageChoice, ThemeChoice } from '../../../components/layout/preference-controls.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { Section } from './section.tsx';

/** Settings › Profile › appearance (issue 18): interface language (kept per account) and theme. */
export function AppearanceSection() {
  const t = useT();
  return (
    <Section title={t('settings.appearance.title')} intro={t('settings.appearance.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <LanguageChoice />
        <ThemeChoice />
      </div>
    </Section>
  );
}
